/**
 * Storylines, as iStoryline draws them but tied to the text: x is the story step, rows are the places (outside the
 * walls → gates → walls → inside, ring by ring from the outermost), and each force is a line through the rows of
 * the places it stands at, step by step. Pure: data units only (x in steps, y in rows); the view scales them.
 */
import type { ChapterEvent, CityMap, Force, Place } from '../model/types';
import type { ForceCondition } from '../model/vocabulary';
import { storyTracks, type LineTrack } from './lines';

export type RowGroup = 'outside' | 'gate' | 'wall' | 'inside';

export interface StorylineRow {
  placeId: string;
  group: RowGroup;
  /** Row index, from the top. */
  y: number;
}

/** One point of a line, drawn or marked: the layout keeps them as typed arrays, built into points as drawn. */
export interface StorylinePoint {
  /** 0 is the opening, before the first event; x is after the x-th story step (simultaneous events share one). */
  x: number;
  /** Row, plus a small offset where several forces share a place, so their lines run side by side. */
  y: number;
  placeId: string;
  condition: ForceCondition;
  /** The event at this step that moved the force or changed its condition, if any. */
  eventId?: string;
}

export interface Storyline {
  forceId: string;
  faction: string;
  /** Per x, from the opening to the last step: the point's y. */
  y: Float64Array;
  /** Per x its place and condition, and the marks (the steps where an event moved or changed the force). */
  track: LineTrack;
}

export interface StorylinesLayout {
  rows: StorylineRow[];
  /** The story order (`storyOrder`) of each step from x = 1. */
  steps: number[];
  /** What the tracks' place and condition indices stand for. */
  places: string[];
  conditions: ForceCondition[];
  lines: Storyline[];
  /** The most forces at one place at one step: how far a row's lines spread. */
  crowd: number;
}

function rowGroup(place: Place): RowGroup {
  if (place.side === 'far' || place.side.startsWith('outside')) return 'outside';
  if (place.kind === 'gate' || place.kind === 'tower' || place.kind === 'barbican') return 'gate';
  if (place.kind === 'wall') return 'wall';
  return 'inside';
}

const GROUP_RANK: Record<RowGroup, number> = { outside: 0, gate: 1, wall: 2, inside: 3 };

/** Rings from the outermost (largest) in; a place outside every ring sorts first. */
function ringDepth(city: CityMap): Map<string, number> {
  const area = (box: readonly number[]) => Math.abs((box[2]! - box[0]!) * (box[3]! - box[1]!));
  const order = [...city.rings].sort((a, b) => area(b.box) - area(a.box));
  return new Map(order.map((ring, i) => [ring.id, i]));
}

/** The rows, top to bottom, of the places that some force stands at during the chapter. */
export function storylineRows(city: CityMap, visited: ReadonlySet<string>): StorylineRow[] {
  const depth = ringDepth(city);
  const innermost = Math.max(0, depth.size - 1);
  const order = city.places
    .map((place, index) => ({ place, index, group: rowGroup(place) }))
    .filter(({ place }) => visited.has(place.id))
    .sort((a, b) => {
      const ringOf = (p: Place, g: RowGroup) =>
        g === 'outside' ? -1 : (depth.get(p.ring ?? '') ?? innermost);
      return (
        ringOf(a.place, a.group) - ringOf(b.place, b.group) ||
        GROUP_RANK[a.group] - GROUP_RANK[b.group] ||
        a.index - b.index
      );
    });
  return order.map(({ place, group }, y) => ({ placeId: place.id, group, y }));
}

/** The most a row's lines spread, in rows: the crowd stays within its row. */
const SPREAD = 0.8;

/** Rows between two of `count` lines at one place. */
const spreadGap = (count: number) => (count <= 1 ? 1 : Math.min(0.25, SPREAD / (count - 1)));

/** Sub-row offsets for `count` lines sharing one row, within ±SPREAD / 2 of the row. */
function spread(count: number): number[] {
  if (count <= 1) return [0];
  const gap = spreadGap(count);
  return Array.from({ length: count }, (_, i) => (i - (count - 1) / 2) * gap);
}
/** The same few counts come back at every step: a chapter of 100,000 steps made 600,000 of these arrays. */
const spreads = new Map<number, number[]>();
const spreadOf = (count: number) => spreads.get(count) ?? spreads.set(count, spread(count)).get(count)!;

/**
 * The last layout per events array (chapters are immutable): coming back to the storylines of a 100,000-event
 * chapter reuses it.
 */
const layouts = new WeakMap<
  readonly ChapterEvent[],
  { forces: readonly Force[]; city: CityMap; layout: StorylinesLayout }
>();

/** `events` in story order. */
export function storylinesLayout(
  forces: readonly Force[],
  events: readonly ChapterEvent[],
  city: CityMap,
): StorylinesLayout {
  const known = layouts.get(events);
  if (known?.forces === forces && known.city === city) return known.layout;
  const layout = layOut(forces, events, city);
  layouts.set(events, { forces, city, layout });
  return layout;
}

function layOut(forces: readonly Force[], events: readonly ChapterEvent[], city: CityMap): StorylinesLayout {
  const { steps, places, visited, conditions, tracks } = storyTracks(forces, events);
  const rows = storylineRows(city, new Set(places.filter((_, p) => visited[p])));
  const rowOf = new Map(rows.map((r) => [r.placeId, r.y]));
  const placeRow = Float64Array.from(places, (id) => rowOf.get(id) ?? 0);
  let crowd = 1;
  // By count, in an array: a lookup per force and step.
  const offsets: number[][] = [];
  const lines = tracks.map((track, i): Storyline => {
    const y = new Float64Array(track.place.length);
    for (let x = 0; x < y.length; x++) {
      const count = track.sharing[x]!;
      if (count > crowd) crowd = count;
      // The offset first, then the row: the sum the lines were drawn with when each point was an object.
      const offset = (offsets[count] ??= spreadOf(count))[track.rank[x]!]!;
      y[x] = offset + placeRow[track.place[x]!]!;
    }
    return { forceId: forces[i]!.id, faction: forces[i]!.faction, y, track };
  });
  return { rows, steps, places, conditions, lines, crowd };
}

/** A line's point at step x; `eventId` where it is a mark. */
export function pointAt(
  layout: StorylinesLayout,
  line: Storyline,
  x: number,
  eventId?: string,
): StorylinePoint {
  const point: StorylinePoint = {
    x,
    y: line.y[x]!,
    placeId: layout.places[line.track.place[x]!]!,
    condition: layout.conditions[line.track.condition[x]!]!,
  };
  if (eventId !== undefined) point.eventId = eventId;
  return point;
}

/** A line's k-th mark (in step order) as a point naming its event. */
export const markAt = (layout: StorylinesLayout, line: Storyline, k: number) =>
  pointAt(layout, line, line.track.markXs[k]!, line.track.markIds[k]!);

/** The x of the step of this story order (events of one order share it); 0, the opening, for none. */
export function stepX(layout: StorylinesLayout, storyOrder: number): number {
  const { steps } = layout;
  let low = 0;
  let high = steps.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (steps[mid]! === storyOrder) return mid + 1;
    if (steps[mid]! < storyOrder) low = mid + 1;
    else high = mid - 1;
  }
  return 0;
}

export interface StorylinesFrameInput {
  rows: number;
  steps: number;
  crowd: number;
  /** The panel's room, in pixels. */
  width: number;
  height: number;
  /** The widest place name (left) and force name (right), in pixels. */
  leftName: number;
  rightName: number;
}

/** Pixels between two lines of a crowded row, so that they read as lines, not one band. */
const LINE_GAP = 7;
const MIN_ROW = 22;
const MAX_ROW = 40;
const MIN_STEP = 22;
/** The most panels' width the steps scroll over. */
const MAX_PANELS = 4;

/**
 * The storylines' size: rows tall enough for their crowd of lines and for a name, filling the panel's height where
 * there is room; gutters as wide as the longest names, so every name is drawn whole; and at least MIN_STEP pixels
 * a step. Whatever exceeds the panel scrolls: nothing is cut.
 */
export function storylinesFrame(input: StorylinesFrameInput) {
  const margin = { top: 22, bottom: 8, left: input.leftName + 16, right: input.rightName + 16 };
  // A crowd too big for MAX_ROW spreads as far as MAX_ROW allows: a taller row would push the rest out of view.
  const least = Math.min(MAX_ROW, Math.max(MIN_ROW, Math.ceil(LINE_GAP / spreadGap(input.crowd))));
  const fill = Math.floor((input.height - margin.top - margin.bottom) / Math.max(1, input.rows));
  const row = Math.max(least, Math.min(MAX_ROW, fill));
  // The steps scroll sideways at MIN_STEP pixels each, unless that is many panels wide: past that no one scrolls to
  // tell the steps apart (100,000 steps would be 2.2 million pixels), so they fit the panel, thinned (thin.ts).
  const room = Math.max(200, input.width - margin.left - margin.right);
  const stepsWide = MIN_STEP * Math.max(1, input.steps);
  const width = Math.max(
    input.width,
    margin.left + margin.right + (stepsWide > MAX_PANELS * room ? room : stepsWide),
  );
  const height = margin.top + margin.bottom + Math.max(1, input.rows) * row;
  return { margin, row, width, height };
}

/** Pixels between two step numbers at the least; longer numbers keep a space of TICK_SPACE between them. */
const MIN_TICK_GAP = 28;
const TICK_SPACE = 8;

/**
 * The steps numbered over the axis, `room` pixels wide: the first, then every so many, as far apart as the widest
 * number needs (a chapter of 100,000 steps has six digits, which at 28 px ran into each other).
 */
export function stepTicks(
  steps: readonly number[],
  room: number,
  widest: number,
): { x: number; order: number }[] {
  if (!steps.length) return [];
  const gap = Math.max(MIN_TICK_GAP, widest + TICK_SPACE);
  const every = Math.max(1, Math.ceil(steps.length / Math.max(1, room / gap)));
  const ticks = [{ x: 1, order: steps[0]! }];
  for (let x = every; x <= steps.length; x += every) if (x > 1) ticks.push({ x, order: steps[x - 1]! });
  return ticks;
}

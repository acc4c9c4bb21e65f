/**
 * The diagram's labels for one view: every place and every force token asks for a label, with candidates by the
 * way its kind is named (labelCandidates.ts), and the greedy placer keeps those that fit without touching another
 * label and inside the view; a place left out that must be named gets a numbered callout in a second round, their
 * leader lines then uncrossed (uncrossLeaders.ts). The caller draws only the places that got a label.
 * Sizes are in map units for this view, so labels keep one size on screen whatever the camera's zoom.
 */
import type { Point } from './layout';
import { towards } from './farTab';
import { inside, type Box } from '../labels/boxes';
import { uncrossLeaders } from './uncrossLeaders';
import {
  calloutCandidates,
  inFrame,
  placeCandidates,
  tokenCandidates,
  type PlaceToName,
  type TokenToName,
} from './labelCandidates';
import { placeLabels, type LabelRequest, type Obstacle, type PlacedLabel } from '../labels/placement';
import { textWidth } from '../labels/text';

/** A placed label, or a numbered callout standing for a name that found no room (the key lists its name). */
export interface DiagramLabel extends PlacedLabel {
  callout?: number;
  /** A far place's tab pinned at the frame's edge: the way its chevron points, towards the place. */
  toward?: Point;
}

export interface SceneLabels {
  labels: Map<string, DiagramLabel>;
  /** The places named by callout, in the order of their numbers (the first is 1). */
  callouts: string[];
  /** The font size in map units. */
  size: number;
}

export interface LabelOptions {
  /** Half the size of a place's point mark, in map units: labels stand clear of it. */
  half?: number;
  /**
   * Places of at least this priority that find no room for their name get a numbered callout instead of being
   * left out: every place in an overview, the step's own places in a step.
   */
  calloutFrom?: number;
  /** Stop at the first callout that finds room: the caller only asks whether any does. */
  firstCalloutOnly?: boolean;
}

/**
 * The most places one view names: more names than this cannot be read on one map, and placing each is tried
 * against all the others (10,000 places took 7 s). The rest are left to the list view, the highest priority first.
 */
export const MOST_NAMED_PLACES = 300;

function mostImportant(places: readonly PlaceToName[]): readonly PlaceToName[] {
  if (places.length <= MOST_NAMED_PLACES) return places;
  return [...places].sort((a, b) => b.priority - a.priority).slice(0, MOST_NAMED_PLACES);
}

/** A callout's number is drawn this much smaller than a name. */
export const CALLOUT_SCALE = 0.85;

/** Line height of a label relative to its font size: CJK fonts' ascent plus descent. */
export const LINE_HEIGHT = 1.36;

export function mapLabels(
  allPlaces: readonly PlaceToName[],
  tokens: readonly TokenToName[],
  /** Marks labels should not cover: point marks, token boxes, points along arrows and walls. */
  marks: readonly Obstacle[],
  frame: Box,
  size: number,
  options: LabelOptions = {},
): SceneLabels {
  const { half = size * 0.55, calloutFrom = Infinity, firstCalloutOnly = false } = options;
  const places = mostImportant(allPlaces);
  const height = size * LINE_HEIGHT;
  const requests: LabelRequest[] = [];
  /** Where a place's callout may go, kept for the second round. */
  const anchors = new Map<string, { spots: Point[]; within?: Box; priority: number }>();
  for (const token of tokens)
    requests.push({
      id: token.id,
      priority: token.priority,
      candidates: tokenCandidates(token, textWidth(token.text, size), height),
    });
  for (const place of places) {
    const found = placeCandidates(place, frame, textWidth(place.text, size), height, size, half);
    if (!found) continue;
    if (found.spots)
      anchors.set(place.id, { spots: found.spots, within: place.within, priority: place.priority });
    requests.push({ id: place.id, priority: place.priority, candidates: found.candidates });
  }
  const gap = size * 0.12;
  // Leader lines that cross over the city read as moves: a crossing costs a candidate as much as two rings out.
  const labels: Map<string, DiagramLabel> = placeLabels(requests, marks, frame, { gap, uncross: {} });
  // A tab pinned at the edge points at its place, which lies beyond the view.
  for (const place of places)
    if (place.outward && !inFrame(place.point, frame) && labels.has(place.id)) {
      const label = labels.get(place.id)!;
      labels.set(place.id, { ...label, toward: towards(label, place.point) });
    }
  const callouts = [...anchors]
    .filter(([id, a]) => !labels.has(id) && a.priority >= calloutFrom)
    // Numbered as one reads the map: north to south, then west to east.
    .sort(([, a], [, b]) => a.spots[0]![1] - b.spots[0]![1] || a.spots[0]![0] - b.spots[0]![0])
    .map(([id]) => id);
  const placed = calloutLabels(callouts, anchors, marks, frame, size, half, gap, [...labels.values()], {
    most: firstCalloutOnly ? 1 : Infinity,
  });
  // A ward's disc stands where it should inside its walls.
  const inWalls = (label: PlacedLabel, box: Box) => {
    const walls = anchors.get(label.id)?.within;
    return !walls || inside(box, walls);
  };
  const untangled = new Map(uncrossLeaders([...placed.values()], inWalls).map((l) => [l.id, l]));
  // Numbered again among those that found room, so the key counts 1, 2, 3 without a gap (a smaller number
  // never needs a wider disc).
  const numbered = callouts.filter((id) => untangled.has(id));
  numbered.forEach((id, i) => labels.set(id, { ...untangled.get(id)!, callout: i + 1 }));
  return { labels, callouts: numbered, size };
}

/** The round after the names: a small numbered disc for each place left without one, placed clear of them all. */
function calloutLabels(
  ids: readonly string[],
  anchors: ReadonlyMap<string, { spots: Point[]; within?: Box }>,
  marks: readonly Obstacle[],
  frame: Box,
  size: number,
  half: number,
  gap: number,
  names: readonly PlacedLabel[],
  { most }: { most: number },
): Map<string, PlacedLabel> {
  const s = size * CALLOUT_SCALE;
  const requests: LabelRequest[] = ids.map((id, i) => {
    const { spots, within: box } = anchors.get(id)!;
    const height = s * LINE_HEIGHT;
    const width = Math.max(height, textWidth(String(i + 1), s) + s * 0.5);
    // Earlier numbers first, so that the key's order is the order they win room in. Made when asked for: a
    // layout that wants only the first callout does not make a hundred candidates for each of 200 more.
    return {
      id,
      priority: ids.length - i,
      get candidates() {
        return calloutCandidates(spots, box, width, height, half);
      },
    };
  });
  const leadersBefore = names.flatMap((name) => (name.leader ? [name.leader] : []));
  return placeLabels(requests, marks, frame, { gap, placedBefore: names, most, uncross: { leadersBefore } });
}

/** At most this many obstacles along one line: however long a line (a ring box of a hostile file), they stay few. */
export const MAX_LINE_OBSTACLES = 2048;

/**
 * Small square obstacles every `step` along a polyline: a wall, a river or an arrow, as labels should see it. A
 * line too long for MAX_LINE_OBSTACLES at that step gets them wider apart, so the work is bounded by the cap.
 */
export function lineObstacles(
  line: readonly Point[],
  step: number,
  half: number,
  owner?: string,
): Obstacle[] {
  const legs = line.slice(1).map((b, i) => Math.hypot(b[0] - line[i]![0], b[1] - line[i]![1]));
  if (line.length > MAX_LINE_OBSTACLES || !legs.every(Number.isFinite)) return [];
  const total = legs.reduce((a, b) => a + b, 0);
  const spare = MAX_LINE_OBSTACLES - 2 * legs.length;
  const spacing = Math.max(step > 0 ? step : 0, spare > 0 ? total / spare : Infinity);
  const out: Obstacle[] = [];
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]!;
    const [bx, by] = line[i]!;
    const n = Math.max(1, Math.ceil(legs[i - 1]! / spacing) || 1);
    for (let k = 0; k <= n; k++) {
      const x = ax + (bx - ax) * (k / n);
      const y = ay + (by - ay) * (k / n);
      out.push({ x0: x - half, y0: y - half, x1: x + half, y1: y + half, owner });
    }
  }
  return out;
}

export function pointObstacle([x, y]: Point, half: number, owner?: string): Obstacle {
  return { x0: x - half, y0: y - half, x1: x + half, y1: y + half, owner };
}

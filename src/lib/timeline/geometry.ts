/**
 * From the timeline layout (data units) to pixels for a given x scale: mark positions, lane bands, links between
 * causes and consequences, and glyph boxes. Pure, so the component only draws what this returns.
 */
import type { ChapterEvent } from '../model/types';
import type { EventType } from '../model/vocabulary';
import { glyphPath } from '../model/palette';
import type { Box, TimelineLayout, TimelineMark } from './layout';
import { lastMadePer, scaleNumbers } from './lastMade';
import type { LinearScale } from './linearScale';

/** A mark of no known colour. */
export const UNKNOWN_COLOUR = '#888888';

export interface Frame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function laneHeight(frame: Frame, laneCount: number): number {
  return Math.max(18, (frame.height - frame.top - frame.bottom) / Math.max(1, laneCount));
}

/** Glyphs closer than this overlap. */
const GLYPH_GAP = 13;

/**
 * Where a mark sits in pixels relative to its step and lane centre: marks sharing a step and lane stack
 * vertically, and where the lane is too low for that, diagonally, so no glyph ever hides another.
 */
export function markOffset(frame: Frame, mark: TimelineMark, laneH: number): { y: number; dx: number } {
  const center = frame.top + mark.lane * laneH + laneH / 2;
  if (mark.slotSize <= 1) return { y: center, dx: 0 };
  const spread = Math.min(14, (laneH - 10) / mark.slotSize);
  const rank = mark.stack - (mark.slotSize - 1) / 2;
  const dx = spread < GLYPH_GAP ? Math.sqrt(GLYPH_GAP ** 2 - Math.max(0, spread) ** 2) : 0;
  return { y: center + rank * spread, dx: dx === 0 ? 0 : rank * dx };
}

/** A link from a cause to the focused event, or from it to a consequence. */
export interface FocusLink {
  from: string;
  to: string;
  kind: 'cause' | 'consequence';
}

/** Links to draw for the focused event: from each cause to it, and from it to each consequence. */
export function focusLinks(
  focus: ChapterEvent | null,
  consequences: ReadonlyMap<string, readonly string[]>,
): FocusLink[] {
  if (!focus) return [];
  return [
    ...focus.causes.map((c) => ({ from: c, to: focus.id, kind: 'cause' as const })),
    ...(consequences.get(focus.id) ?? []).map((c) => ({
      from: focus.id,
      to: c,
      kind: 'consequence' as const,
    })),
  ];
}

/** An arc over the marks from one point to another. */
export function linkPath(a: [number, number], b: [number, number]): string {
  const lift = Math.min(40, Math.abs(b[0] - a[0]) / 3 + 8);
  const cx = (a[0] + b[0]) / 2;
  const cy = Math.min(a[1], b[1]) - lift;
  return `M${a[0].toFixed(1)},${a[1].toFixed(1)}Q${cx.toFixed(1)},${cy.toFixed(1)} ${b[0].toFixed(1)},${b[1].toFixed(1)}`;
}

const maxSpans = new WeakMap<TimelineLayout, number>();

/** The longest extent of a mark, once per layout (a layout comes back when a filter is cleared). */
export function layoutMaxSpan(layout: TimelineLayout): number {
  let longest = maxSpans.get(layout);
  if (longest !== undefined) return longest;
  longest = 0;
  for (const m of layout.marks) longest = Math.max(longest, m.x2 - m.x);
  maxSpans.set(layout, longest);
  return longest;
}

/** The overview strip's height in pixels. */
export const OVERVIEW_HEIGHT = 26;

/**
 * The overview strip's ticks as one SVG path per colour: thousands of events cost one element per faction,
 * not one each. Ticks that fall on the same whole pixel and lane are drawn once (10,000 events on a strip of
 * 1,300 pixels are mostly such). Returns [colour, path] pairs.
 */
export function overviewTicks(
  layout: TimelineLayout,
  x: (value: number) => number,
  colorOf: (id: string) => string,
  height: number,
): [string, string][] {
  const laneCount = Math.max(1, layout.lanes.length);
  const tick = Math.max(3, (height - 8) / laneCount).toFixed(1);
  const laneY = Array.from({ length: laneCount }, (_, lane) =>
    (3 + (lane / laneCount) * (height - 8)).toFixed(1),
  );
  // Closer ticks of one colour and lane would draw over each other: 10,000 events make a path of no more ticks
  // than the strip has pixels, and no string is built for a tick already drawn.
  const drawn = new Map<string, Set<number>>();
  const paths = new Map<string, string[]>();
  for (const m of layout.marks) {
    const color = colorOf(m.id);
    const px = Math.round(x(m.x));
    const at = px * laneCount + m.lane;
    let seen = drawn.get(color);
    if (!seen) drawn.set(color, (seen = new Set()));
    if (seen.has(at)) continue;
    seen.add(at);
    const parts = paths.get(color) ?? [];
    parts.push(`M${px},${laneY[m.lane]}v${tick}`);
    paths.set(color, parts);
  }
  return [...paths].map(([color, parts]) => [color, parts.join('')]);
}

const madeTicks = lastMadePer<TimelineLayout, [string, string][]>();

/**
 * `overviewTicks` at the strip's height in the map's colours, made again only for another layout, scale or
 * colours (lastMade.ts): a filter cleared, or the chart back from the storylines, finds them made.
 */
export function keptOverviewTicks(
  layout: TimelineLayout,
  x: LinearScale,
  colors: ReadonlyMap<string, string>,
): [string, string][] {
  const colorOf = (id: string) => colors.get(id) ?? UNKNOWN_COLOUR;
  return madeTicks(layout, { x: scaleNumbers(x), colors }, () =>
    overviewTicks(layout, x, colorOf, OVERVIEW_HEIGHT),
  );
}

const glyphBoxes = new Map<string, Box>();

/** The box a glyph path covers around its centre (d3 symbols: lines, or a circle drawn with arcs). */
export function glyphBox(path: string): Box {
  let box = glyphBoxes.get(path);
  if (box) return box;
  const arc = /^M([-\d.e]+),[-\d.e]+A/.exec(path);
  if (arc) {
    const r = Math.abs(Number(arc[1]));
    box = { x0: -r, x1: r, y0: -r, y1: r };
  } else {
    const numbers = (path.match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    box = { x0: Math.min(0, ...xs), x1: Math.max(0, ...xs), y0: Math.min(0, ...ys), y1: Math.max(0, ...ys) };
  }
  glyphBoxes.set(path, box);
  return box;
}

const typeBoxes = new Map<EventType, Box>();

/** The box of an event type's timeline glyph, worked out once per type. */
export function glyphBoxOfType(type: EventType): Box {
  let box = typeBoxes.get(type);
  if (!box) typeBoxes.set(type, (box = glyphBox(glyphPath(type))));
  return box;
}

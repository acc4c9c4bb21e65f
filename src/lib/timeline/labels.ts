/**
 * The timeline's event labels, placed by the app's one placer (`labels/placement.ts`) with candidates beside each
 * mark, inside the mark's lane: right, left, then above and below, on one line or wrapped on two; farther for the
 * selected event's. Every glyph and every duration bar is a hard mark. The selected label is placed first, so it
 * wins its place and the others move or hide. A title is drawn whole or not at all (the test contract): a cut
 * title misleads, and the tooltip and the detail give the whole. No DOM.
 */
import { intersects, type Box } from '../labels/boxes';
import { candidatesAnywhere, candidatesBeside, type BesideCandidate } from '../labels/candidates';
import { LabelSpace, bestCandidate, placeLabels } from '../labels/placement';
import type { Measure } from '../labels/text';

export interface TimelineLabelRequest {
  id: string;
  text: string;
  /** The mark's own box: the label goes beside it, never over it. */
  anchor: Box;
  /** Font height of the label box. */
  height: number;
  measure: Measure;
  /** The mark's lane from top to bottom: its label stays inside, so whose event it is is never in doubt. */
  lane?: { y0: number; y1: number };
}

export interface TimelineLabel {
  id: string;
  /** The whole title. */
  text: string;
  /** The title as drawn: one line, or two that join to the whole (the first keeps its trailing space). */
  lines: string[];
  box: Box;
  /** A line from the mark to a label set far along its row. */
  leader?: [number, number, number, number];
  /** Where the text starts (`start`) or ends (`end`), and its vertical centre. */
  x: number;
  y: number;
  side: 'start' | 'end';
}

type Shape = { lines: string[]; width: number; height: number };
type Shaped = BesideCandidate & { lines: string[] };

/** A wrapped title costs more than any one-line spot beside its mark. */
const WRAP_COST = 20;

export function placeTimelineLabels(
  requests: readonly TimelineLabelRequest[],
  marks: readonly Box[],
  frame: Box,
  preferred: string | null = null,
  bars: readonly Box[] = [],
): TimelineLabel[] {
  // Bars are soft in the space, for the selected title's very last resort; every other spot avoids them outright.
  const space = new LabelSpace(frame, [
    ...marks.map((m) => ({ ...m, hard: true })),
    ...bars.map((b) => ({ ...b, hard: false })),
  ]);
  const offBars = <C extends Box>(candidates: C[]) =>
    candidates.filter((c) => !bars.some((b) => intersects(c, b)));
  const out = new Map<string, TimelineLabel>();
  const chosen = requests.find((r) => r.id === preferred);
  if (chosen) {
    const shapes = shapesOf(chosen, 3);
    const lane = chosen.lane ?? frame;
    const laneFrame = { ...frame, y0: Math.max(frame.y0, lane.y0), y1: Math.min(frame.y1, lane.y1) };
    const anywhere = (area: Box, clear: typeof offBars) => () =>
      shapes
        .flatMap((o) =>
          clear(candidatesAnywhere(chosen.anchor, o.width, o.height, area)).map((c) => ({
            ...c,
            lines: o.lines,
          })),
        )
        .sort((a, b) => a.cost - b.cost);
    const beside = (o: Shape) => candidatesBeside(chosen.anchor, o.width, o.height, true);
    const none = { lines: [] as string[] };
    // Beside its mark in its lane, on one line or more; else the free spot nearest it in its lane, with a
    // leader line back to it; only where the lane has no room does it leave the lane, and only where the whole
    // plot has none does it lie over a bar, for the selected title is always drawn whole.
    const found =
      first(shapes, (o) => offBars(inLane(beside(o), lane)), space, chosen.id) ??
      first([none], anywhere(laneFrame, offBars), space, chosen.id) ??
      first(shapes, (o) => offBars(beside(o)), space, chosen.id) ??
      first([none], anywhere(frame, offBars), space, chosen.id) ??
      first(
        [none],
        anywhere(frame, (c) => c),
        space,
        chosen.id,
      );
    if (found) {
      space.take(found.at);
      out.set(chosen.id, labelAt(chosen, found.at, found.lines));
    }
  }
  const others = requests.filter((r) => r !== chosen);
  const placed = placeLabels<Shaped>(
    others.map((r, i) => ({
      id: r.id,
      // In the caller's order.
      priority: others.length - i,
      candidates: shapesOf(r, 2).flatMap((o, k) =>
        offBars(inLane(candidatesBeside(r.anchor, o.width, o.height), r.lane ?? frame)).map((c) => ({
          ...c,
          lines: o.lines,
          cost: c.cost + k * WRAP_COST,
        })),
      ),
    })),
    [],
    frame,
    {},
    space,
  );
  for (const r of others) {
    const c = placed.get(r.id);
    if (c) out.set(r.id, labelAt(r, c, c.lines));
  }
  return requests.flatMap((r) => out.get(r.id) ?? []);
}

/** The title on one line, then on two (and three, up to `most`) lines of about equal width. */
function shapesOf(r: TimelineLabelRequest, most: number): Shape[] {
  const options = [[r.text]];
  for (let n = 2; n <= most; n++) options.push(linesOf(r.text, n));
  return options
    .filter((lines) => lines.length)
    .map((lines) => ({ lines, width: Math.max(...lines.map(r.measure)), height: r.height * lines.length }));
}

/** The candidates wholly inside the lane band. */
function inLane<C extends Box>(candidates: C[], lane: { y0: number; y1: number }): C[] {
  return candidates.filter((c) => c.y0 >= lane.y0 - 0.5 && c.y1 <= lane.y1 + 0.5);
}

function first<S extends { lines: string[] }>(
  shapes: readonly S[],
  candidates: (shape: S) => BesideCandidate[],
  space: LabelSpace,
  id: string,
): { at: BesideCandidate; lines: string[] } | null {
  for (const shape of shapes) {
    const at: (BesideCandidate & { lines?: string[] }) | null = bestCandidate(
      { id, priority: 0, candidates: candidates(shape) },
      space,
    );
    if (at) return { at, lines: at.lines ?? shape.lines };
  }
  return null;
}

function labelAt(r: TimelineLabelRequest, c: BesideCandidate, lines: string[]): TimelineLabel {
  const { x0, x1, y0, y1, x, y, side, leader } = c;
  const label: TimelineLabel = { id: r.id, text: r.text, lines, box: { x0, x1, y0, y1 }, x, y, side };
  if (leader) label.leader = leader;
  return label;
}

/**
 * The title in `n` lines of about equal width: broken at the spaces nearest each n-th of it, or, with no spaces
 * (Chinese), between characters. None for a title too short to break so.
 */
export function linesOf(text: string, n: number): string[] {
  const chars = Array.from(text);
  if (chars.length < n * 2) return [];
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index!);
  const cuts: number[] = [];
  for (let k = 1; k < n; k++) {
    const target = (k * text.length) / n;
    const free = spaces.filter((i) => i + 1 > (cuts.at(-1) ?? 0));
    const near = free.sort((a, b) => Math.abs(a - target) - Math.abs(b - target))[0];
    // After the space, so the first line keeps it and the lines join to the whole.
    if (near !== undefined) cuts.push(near + 1);
  }
  if (spaces.length === 0) {
    const per = Math.ceil(chars.length / n);
    return Array.from({ length: n }, (_, k) => chars.slice(k * per, (k + 1) * per).join('')).filter(Boolean);
  }
  if (cuts.length < n - 1) return [];
  return [0, ...cuts].map((from, k) => text.slice(from, cuts[k] ?? text.length));
}

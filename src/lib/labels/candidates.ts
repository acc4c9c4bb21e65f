/**
 * Where a label may stand, as candidates for the placer (`placement.ts`), one kind per chart: around a point
 * (the diagram's places and banners), on a line (a river or road), beside a timeline mark, and along a column
 * (the storylines' names at the lines' ends). Each list runs from the best spot to the worst.
 */
import type { Box } from './boxes';
import type { Candidate } from './placement';

export type Anchor = 'start' | 'middle' | 'end';

/**
 * Candidate boxes of a `width` × `height` label around a mark of half-size `half` at (x, y): the eight compass
 * positions close by, then the same further out with a leader line, each ring costlier than the last.
 */
export function candidatesAround(
  x: number,
  y: number,
  width: number,
  height: number,
  half: number,
  rings: readonly number[] = [1, 2.2, 3.6],
): Candidate[] {
  // East, west, south, north first (they read best beside a point), then the diagonals.
  const directions: [number, number][] = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
    [1, -1],
    [-1, -1],
    [1, 1],
    [-1, 1],
  ];
  // Further out, eight more directions between those, so a crowded place still finds room.
  const between: [number, number][] = [
    [1, -0.5],
    [-1, -0.5],
    [1, 0.5],
    [-1, 0.5],
    [0.5, -1],
    [-0.5, -1],
    [0.5, 1],
    [-0.5, 1],
  ];
  const out: Candidate[] = [];
  // Plain loops and one object per candidate: a 500-place map's callouts ask for tens of thousands of these.
  for (let r = 0; r < rings.length; r++) {
    const d = half + (rings[r]! - 1) * height;
    const ways = r > 0 ? 16 : 8;
    for (let k = 0; k < ways; k++) {
      const [dx, dy] = k < 8 ? directions[k]! : between[k - 8]!;
      const cx = x + dx * (d + width / 2 + height * 0.15);
      const cy = y + dy * (d + height / 2 + height * 0.1);
      const c: Candidate = {
        x0: cx - width / 2,
        y0: cy - height / 2,
        x1: cx + width / 2,
        y1: cy + height / 2,
        cost: r * 2 + k * 0.05,
      };
      if (r > 0) c.leader = [x, y, ...nearestPoint(c, x, y)];
      out.push(c);
    }
  }
  return out;
}

/** Candidates centred on points of a line: the label sits on its river or road, at the given points first. */
export function candidatesOn(
  points: readonly [number, number][],
  width: number,
  height: number,
): Candidate[] {
  return points.map(([x, y], i) => ({
    x0: x - width / 2,
    y0: y - height / 2,
    x1: x + width / 2,
    y1: y + height / 2,
    cost: i * 0.3,
  }));
}

/** The point of `box` nearest to (x, y): where a leader from there meets the label. */
export function nearestPoint(box: Box, x: number, y: number): [number, number] {
  return [Math.min(box.x1, Math.max(box.x0, x)), Math.min(box.y1, Math.max(box.y0, y))];
}

/** A timeline label's candidate: where its text starts (`start`) or ends (`end`), and its vertical centre. */
export interface BesideCandidate extends Candidate {
  x: number;
  y: number;
  side: 'start' | 'end';
}

/** Room between a mark and its label. */
const BESIDE_GAP = 3;

/**
 * A `width` × `height` label beside a mark's box: right of it, left of it, then above and below; with `wide`
 * (the selected event's label, which is drawn whole or not at all) farther too, in quarter-row steps up and down,
 * since the gap between two lanes' marks is often just one label high, and then farther along its row.
 */
export function candidatesBeside(
  anchor: Box,
  width: number,
  height: number,
  wide = false,
): BesideCandidate[] {
  const cy = (anchor.y0 + anchor.y1) / 2;
  const mid = (anchor.x0 + anchor.x1) / 2;
  const out: BesideCandidate[] = [];
  const add = (x: number, y: number, side: 'start' | 'end', leader?: BesideCandidate['leader']) => {
    const [x0, x1] = side === 'start' ? [x, x + width] : [x - width, x];
    const c: BesideCandidate = {
      x0,
      x1,
      y0: y - height / 2,
      y1: y + height / 2,
      x,
      y,
      side,
      cost: out.length,
    };
    if (leader) c.leader = leader;
    out.push(c);
  };
  type Leader = BesideCandidate['leader'];
  const right = (y: number, x = anchor.x1 + BESIDE_GAP, leader?: Leader) => add(x, y, 'start', leader);
  const left = (y: number, x = anchor.x0 - BESIDE_GAP, leader?: Leader) => add(x, y, 'end', leader);
  const above = anchor.y0 - 1 - height / 2;
  const below = anchor.y1 + 1 + height / 2;
  right(cy);
  left(cy);
  right(above, mid - 4);
  right(below, mid - 4);
  left(above, mid + 4);
  left(below, mid + 4);
  if (wide)
    // Rows up to four labels above and below, then the same rows farther along, away from the mark, with a
    // leader line back to it.
    for (const shift of [0, 2, 4, 8, 12, 16, 24].map((n) => n * height))
      for (let k = shift === 0 ? 1 : 0; k <= 16; k++)
        for (const y of k === 0 ? [cy] : [cy - (k * height) / 4, cy + (k * height) / 4]) {
          const toRight = anchor.x1 + BESIDE_GAP + shift;
          const toLeft = anchor.x0 - BESIDE_GAP - shift;
          right(y, toRight, shift ? [anchor.x1, cy, toRight, y] : undefined);
          left(y, toLeft, shift ? [anchor.x0, cy, toLeft, y] : undefined);
          if (shift === 0) {
            right(y, mid - 4);
            left(y, mid + 4);
          }
        }
  return out;
}

/**
 * A `width` × `height` label anywhere in the frame, on a grid of half a label's height, nearest the mark first,
 * each with a leader line back to it: the last resort of a label that must be drawn whole.
 */
export function candidatesAnywhere(
  anchor: Box,
  width: number,
  height: number,
  frame: Box,
): BesideCandidate[] {
  const cx = (anchor.x0 + anchor.x1) / 2;
  const cy = (anchor.y0 + anchor.y1) / 2;
  const out: BesideCandidate[] = [];
  const step = Math.max(4, height / 2);
  for (let y = frame.y0 + height / 2; y <= frame.y1 - height / 2; y += step)
    for (let x = frame.x0; x + width <= frame.x1; x += step) {
      const near: [number, number] = [Math.min(x + width, Math.max(x, cx)), y];
      const cost = Math.hypot(near[0] - cx, near[1] - cy);
      out.push({
        x0: x,
        x1: x + width,
        y0: y - height / 2,
        y1: y + height / 2,
        x,
        y,
        side: 'start',
        cost,
        leader: [cx, cy, ...near],
      });
    }
  return out.sort((a, b) => a.cost - b.cost);
}

/**
 * A label of `height` on a column from x0 to x1, centred at `y` or moved up or down in steps of a quarter of its
 * height, downwards first: the nearer, the cheaper.
 */
export function candidatesAlong(
  x0: number,
  x1: number,
  y: number,
  height: number,
  reach: number,
): Candidate[] {
  const step = height / 4;
  const out: Candidate[] = [];
  for (let k = 0; k * step <= reach; k++)
    for (const dy of k === 0 ? [0] : [k * step, -k * step])
      out.push({ x0, x1, y0: y + dy - height / 2, y1: y + dy + height / 2, cost: k + (dy < 0 ? 0.5 : 0) });
  return out;
}

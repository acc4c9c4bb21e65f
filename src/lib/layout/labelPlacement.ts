/**
 * Greedy label placement over candidate positions (Imhof's rule, as in d3fc-label-layout's greedy strategy):
 * labels go in order of priority; each takes the cheapest of its candidates that overlaps no placed label and
 * stays inside the frame, the cost being how much it covers marks and how far it sits from its anchor. A label
 * with no such candidate is not placed, and the caller decides what that means (an unlabelled place is not drawn).
 * Plain boxes in one unit system, no DOM.
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One position a label may take: its box, and where it reads from (for a leader line back to the anchor). */
export interface Candidate extends Box {
  /** Extra cost of this position: 0 for the best, more for those further out. */
  cost: number;
  /** Set when the label stands away from its mark and needs a line back to it. */
  leader?: [number, number, number, number];
}

export interface LabelRequest {
  id: string;
  /** Higher first. */
  priority: number;
  candidates: Candidate[];
  /** Marks of its own that it may cover (its river, its token): excluded from the obstacles by this tag. */
  owner?: string;
}

export interface Obstacle extends Box {
  /** The label whose own mark this is, if any. */
  owner?: string;
  /** A mark no other label may cover at all (a force's banner), rather than one it should avoid. */
  hard?: boolean;
}

export interface PlacedLabel extends Candidate {
  id: string;
}

export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

export function inside(box: Box, frame: Box): boolean {
  return box.x0 >= frame.x0 && box.y0 >= frame.y0 && box.x1 <= frame.x1 && box.y1 <= frame.y1;
}

/** Covering a mark costs this much per unit of area, relative to a candidate's own cost. */
const MARK_WEIGHT = 4;

export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: readonly Obstacle[],
  frame: Box,
  gap = 0,
  /** Labels placed before, in an earlier round: none of these may meet them. */
  placedBefore: readonly Box[] = [],
): Map<string, PlacedLabel> {
  const ordered = [...requests].sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : 1));
  const placed = new Map<string, PlacedLabel>();
  const marks = new BoxGrid(frame, obstacles);
  const kept = new BoxGrid(frame, placedBefore);
  for (const request of ordered) {
    let best: Candidate | null = null;
    let bestCost = Infinity;
    for (const c of request.candidates) {
      if (!inside(c, frame)) continue;
      const padded = { x0: c.x0 - gap, y0: c.y0 - gap, x1: c.x1 + gap, y1: c.y1 + gap };
      if (kept.near(padded).some((k) => overlap(padded, k) > 0)) continue;
      const area = (c.x1 - c.x0) * (c.y1 - c.y0) || 1;
      let covered = 0;
      let blocked = false;
      for (const o of marks.near(c)) {
        if (o.owner === request.id) continue;
        const shared = overlap(c, o);
        if (shared > 0 && o.hard) blocked = true;
        covered += shared;
      }
      if (blocked) continue;
      const cost = c.cost + (MARK_WEIGHT * covered) / area;
      if (cost < bestCost) {
        best = c;
        bestCost = cost;
      }
    }
    if (best) {
      placed.set(request.id, { ...best, id: request.id });
      kept.add(best);
    }
  }
  return placed;
}

/** Cells per side of the frame in a BoxGrid. */
const GRID = 16;

/**
 * Boxes filed by the cells of the frame they touch, so that a candidate is tested against the boxes near it
 * rather than every mark of the map (the diagram's first render spent most of its time in that test). `near`
 * gives them in the order they were added: the sum of overlaps adds the same numbers in the same order as a
 * test of every box would (the others add 0), so the placement is exactly the same.
 */
class BoxGrid<T extends Box> {
  #cells: number[][] = Array.from({ length: GRID * GRID }, () => []);
  #boxes: T[] = [];
  #seen: number[] = [];
  #stamp = 0;
  #x0: number;
  #y0: number;
  #w: number;
  #h: number;

  constructor(frame: Box, boxes: readonly T[]) {
    this.#x0 = frame.x0;
    this.#y0 = frame.y0;
    this.#w = (frame.x1 - frame.x0) / GRID || 1;
    this.#h = (frame.y1 - frame.y0) / GRID || 1;
    for (const box of boxes) this.add(box);
  }

  /** The cell along one axis, kept inside the grid: a box beyond the frame is filed under its edge. */
  #cell(value: number, origin: number, size: number): number {
    return Math.min(GRID - 1, Math.max(0, Math.floor((value - origin) / size)));
  }

  #each(box: Box, visit: (cell: number[]) => void) {
    const cx0 = this.#cell(box.x0, this.#x0, this.#w);
    const cx1 = this.#cell(box.x1, this.#x0, this.#w);
    const cy0 = this.#cell(box.y0, this.#y0, this.#h);
    const cy1 = this.#cell(box.y1, this.#y0, this.#h);
    for (let y = cy0; y <= cy1; y++) for (let x = cx0; x <= cx1; x++) visit(this.#cells[y * GRID + x]!);
  }

  add(box: T) {
    const index = this.#boxes.push(box) - 1;
    this.#seen.push(0);
    this.#each(box, (cell) => cell.push(index));
  }

  near(box: Box): T[] {
    const stamp = ++this.#stamp;
    const found: number[] = [];
    this.#each(box, (cell) => {
      for (const index of cell) {
        if (this.#seen[index] === stamp) continue;
        this.#seen[index] = stamp;
        found.push(index);
      }
    });
    return found.sort((a, b) => a - b).map((index) => this.#boxes[index]!);
  }
}

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
  rings.forEach((ring, r) => {
    const d = half + (ring - 1) * height;
    (r > 0 ? [...directions, ...between] : directions).forEach(([dx, dy], k) => {
      const cx = x + dx * (d + width / 2 + height * 0.15);
      const cy = y + dy * (d + height / 2 + height * 0.1);
      const box = { x0: cx - width / 2, y0: cy - height / 2, x1: cx + width / 2, y1: cy + height / 2 };
      const candidate: Candidate = { ...box, cost: r * 2 + k * 0.05 };
      if (r > 0) candidate.leader = [x, y, ...nearestPoint(box, x, y)];
      out.push(candidate);
    });
  });
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

function nearestPoint(box: Box, x: number, y: number): [number, number] {
  return [Math.min(box.x1, Math.max(box.x0, x)), Math.min(box.y1, Math.max(box.y0, y))];
}

/** The text position of a placed label: its anchor and baseline inside the box. */
export function textPosition(box: Box): { x: number; y: number } {
  return { x: (box.x0 + box.x1) / 2, y: box.y0 + (box.y1 - box.y0) * 0.84 };
}

/** A label's width in units of its font size: CJK glyphs are one em wide, others about 0.6. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.62;
  return em * size;
}

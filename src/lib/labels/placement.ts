/**
 * The app's one label placer, for the timeline, the city diagram and the storylines alike: greedy placement over
 * candidate positions (Imhof's rule, as in d3fc-label-layout's greedy strategy). Labels go in order of priority;
 * each takes the cheapest of its candidates that stays inside the frame, meets no label placed before it and no
 * hard mark; the cost is the candidate's own (how far from its anchor) plus how much of the soft marks it covers.
 * A label with no such candidate is not placed, and the caller decides what that means. Each chart brings its own
 * candidates (`candidates.ts`); plain boxes in one unit system, no DOM.
 */
import { BoxIndex, inside, overlap, padded, type Box } from './boxes';

export type { Box };

/** One position a label may take: its box, and where it reads from (for a leader line back to the anchor). */
export interface Candidate extends Box {
  /** Extra cost of this position: 0 for the best, more for those further out. */
  cost: number;
  /** Set when the label stands away from its mark and needs a line back to it. */
  leader?: [number, number, number, number];
}

export interface LabelRequest<C extends Candidate = Candidate> {
  id: string;
  /** Higher first. */
  priority: number;
  candidates: readonly C[];
  /** Marks of its own that it may cover (its river, its token): excluded from the obstacles by this tag. */
  owner?: string;
}

export interface Obstacle extends Box {
  /** The label whose own mark this is, if any. */
  owner?: string;
  /** A mark no label may cover at all (a force's banner, a timeline glyph), rather than one it should avoid. */
  hard?: boolean;
}

export type PlacedLabel<C extends Candidate = Candidate> = C & { id: string };

export interface PlacementOptions {
  /** Room kept clear around every placed label. */
  gap?: number;
  /** Labels placed before, in an earlier round: none of these may meet them. */
  placedBefore?: readonly Box[];
  /** Stop once this many are placed. */
  most?: number;
}

/** Covering a mark costs this much per unit of area, relative to a candidate's own cost. */
const MARK_WEIGHT = 4;

/**
 * Where labels may go: the frame, the marks (each kind in an x-sorted index: a timeline has thousands of hard
 * glyphs, a city map hundreds of soft points along its walls and streets), and the labels placed so far.
 */
export class LabelSpace {
  readonly #frame: Box;
  readonly #gap: number;
  readonly #hard: BoxIndex<Obstacle>;
  readonly #soft: BoxIndex<Obstacle>;
  readonly #placed: BoxIndex;

  constructor(
    frame: Box,
    obstacles: readonly Obstacle[],
    { gap = 0, placedBefore = [] }: PlacementOptions = {},
  ) {
    this.#frame = frame;
    this.#gap = gap;
    this.#hard = new BoxIndex(obstacles.filter((o) => o.hard));
    this.#soft = new BoxIndex(obstacles.filter((o) => !o.hard));
    this.#placed = new BoxIndex(placedBefore);
  }

  /** What covering marks at `box` costs, or Infinity where a label may not stand at all. */
  cost(box: Box, owner?: string): number {
    if (!inside(box, this.#frame) || this.#placed.hits(padded(box, this.#gap))) return Infinity;
    const others = (o: Obstacle) => owner === undefined || o.owner !== owner;
    if (this.#hard.meeting(box, others)) return Infinity;
    let covered = 0;
    this.#soft.meeting(box, (o) => void (others(o) && (covered += overlap(box, o))));
    return covered === 0 ? 0 : (MARK_WEIGHT * covered) / ((box.x1 - box.x0) * (box.y1 - box.y0) || 1);
  }

  free(box: Box, owner?: string): boolean {
    return this.cost(box, owner) === 0;
  }

  take(box: Box) {
    this.#placed.add(box);
  }
}

/** The cheapest candidate of `request` in `space`, or null when none may stand. */
export function bestCandidate<C extends Candidate>(request: LabelRequest<C>, space: LabelSpace): C | null {
  let best: C | null = null;
  let bestCost = Infinity;
  for (const c of request.candidates) {
    if (c.cost >= bestCost) continue;
    const cost = c.cost + space.cost(c, request.owner ?? request.id);
    if (cost < bestCost) {
      best = c;
      bestCost = cost;
    }
  }
  return best;
}

export function placeLabels<C extends Candidate>(
  requests: readonly LabelRequest<C>[],
  obstacles: readonly Obstacle[],
  frame: Box,
  options: PlacementOptions = {},
  space: LabelSpace = new LabelSpace(frame, obstacles, options),
): Map<string, PlacedLabel<C>> {
  const ordered = [...requests].sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : 1));
  const placed = new Map<string, PlacedLabel<C>>();
  for (const request of ordered) {
    if (placed.size >= (options.most ?? Infinity)) break;
    const best = bestCandidate(request, space);
    if (!best) continue;
    placed.set(request.id, { ...best, id: request.id });
    space.take(best);
  }
  return placed;
}

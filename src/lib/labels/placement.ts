/**
 * The app's one label placer, for the timeline, the city diagram and the storylines alike: greedy placement over
 * candidate positions (Imhof's rule, as in d3fc-label-layout's greedy strategy). Labels go in order of priority;
 * each takes the cheapest of its candidates that stays inside the frame, meets no label placed before it and no
 * hard mark; the cost is the candidate's own (how far from its anchor) plus how much of the soft marks it covers,
 * and on the map how many leader lines its own leader crosses.
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
  /**
   * Count where leader lines cross in a candidate's cost (a map's: two leaders crossing over the city read as
   * moves), against the leaders placed so far and these, drawn in an earlier round.
   */
  uncross?: { leadersBefore?: readonly Leader[] };
}

export type Leader = NonNullable<Candidate['leader']>;

/** A leader that crosses another costs as much as standing two rings further out. */
const CROSSING_COST = 4;

/** Whether two leaders cross, each strictly between its ends (leaders from one anchor do not). */
export function leadersCross([ax, ay, bx, by]: Leader, [cx, cy, dx, dy]: Leader): boolean {
  const side = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    Math.sign((qx - px) * (ry - py) - (qy - py) * (rx - px));
  return (
    side(ax, ay, bx, by, cx, cy) * side(ax, ay, bx, by, dx, dy) < 0 &&
    side(cx, cy, dx, dy, ax, ay) * side(cx, cy, dx, dy, bx, by) < 0
  );
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
  /** The leaders drawn so far, where crossings count; null where they do not. */
  readonly #leaders: Leader[] | null;

  constructor(
    frame: Box,
    obstacles: readonly Obstacle[],
    { gap = 0, placedBefore = [], uncross }: PlacementOptions = {},
  ) {
    this.#frame = frame;
    this.#gap = gap;
    this.#hard = new BoxIndex(obstacles.filter((o) => o.hard));
    this.#soft = new BoxIndex(obstacles.filter((o) => !o.hard));
    this.#placed = new BoxIndex(placedBefore);
    this.#leaders = uncross ? [...(uncross.leadersBefore ?? [])] : null;
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

  /** What the leaders `candidate`'s own leader would cross cost. */
  crossingCost(candidate: Candidate): number {
    const leader = candidate.leader;
    if (!leader || !this.#leaders) return 0;
    let cost = 0;
    for (const other of this.#leaders) if (leadersCross(leader, other)) cost += CROSSING_COST;
    return cost;
  }

  take(box: Box | Candidate) {
    this.#placed.add(box);
    if (this.#leaders && 'leader' in box && box.leader) this.#leaders.push(box.leader);
  }
}

/** The cheapest candidate of `request` in `space`, or null when none may stand. */
export function bestCandidate<C extends Candidate>(request: LabelRequest<C>, space: LabelSpace): C | null {
  let best: C | null = null;
  let bestCost = Infinity;
  for (const c of request.candidates) {
    if (c.cost >= bestCost) continue;
    let cost = c.cost + space.cost(c, request.owner ?? request.id);
    if (cost < bestCost) cost += space.crossingCost(c);
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

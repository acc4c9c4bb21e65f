/**
 * An alignment read for the comparison view: its pairs in the order of the left account's story (what ← → step
 * through), and for any event of either side its pair, its counterparts on the other side, or its "only" note.
 */
import { SIDES, type AlignedPair, type Alignment, type Side } from '../model/alignmentSchema';
import type { Problem } from '../model/types';
import { jsonPath } from '../data/jsonPath';

export interface OrderedPair extends AlignedPair {
  /** 0-based place in stepping order. */
  index: number;
}

export interface OnlyEntry {
  side: Side;
  event: string;
  note: { zh: string; en: string };
}

export interface AlignmentIndex {
  /** By the earliest of each pair's left events in the left chapter's story order, then its right events'. */
  pairs: readonly OrderedPair[];
  /** Each side's events with no counterpart, in their own chapter's story order. */
  only: Readonly<Record<Side, readonly OnlyEntry[]>>;
  pairOf(side: Side, eventId: string): OrderedPair | null;
  /** The other side's events told with this one (none for an "only" event or one the alignment does not name). */
  counterparts(side: Side, eventId: string): readonly string[];
  onlyOf(side: Side, eventId: string): OnlyEntry | null;
}

export const otherSide = (side: Side): Side => (side === 'left' ? 'right' : 'left');

/**
 * `storyOrder`: each side's event ids in its chapter's story order (a chapter's events as loaded). An id that
 * order lacks sorts last: the validator refuses such an alignment, but the view must not fail on one.
 */
export function indexAlignment(
  alignment: Alignment,
  storyOrder: Readonly<Record<Side, readonly string[]>>,
): AlignmentIndex {
  const rank = (side: Side) => {
    const at = new Map(storyOrder[side].map((id, i) => [id, i]));
    return (ids: readonly string[]) => Math.min(...ids.map((id) => at.get(id) ?? Infinity));
  };
  const leftRank = rank('left');
  const rightRank = rank('right');
  const pairs = alignment.pairs
    .map((pair, original) => ({ pair, original, l: leftRank(pair.left), r: rightRank(pair.right) }))
    .sort((a, b) => a.l - b.l || a.r - b.r || a.original - b.original)
    .map(({ pair }, index): OrderedPair => ({ ...pair, index }));
  const bySide = { left: new Map<string, OrderedPair>(), right: new Map<string, OrderedPair>() };
  for (const pair of pairs)
    for (const side of ['left', 'right'] as const) for (const id of pair[side]) bySide[side].set(id, pair);
  const onlyOn = (side: Side): OnlyEntry[] => {
    const r = rank(side);
    return (side === 'left' ? alignment.onlyLeft : alignment.onlyRight)
      .map((entry) => ({ side, event: entry.event, note: entry.note }))
      .sort((a, b) => r([a.event]) - r([b.event]));
  };
  const only = { left: onlyOn('left'), right: onlyOn('right') };
  const onlyById = {
    left: new Map(only.left.map((e) => [e.event, e])),
    right: new Map(only.right.map((e) => [e.event, e])),
  };
  return {
    pairs,
    only,
    pairOf: (side, eventId) => bySide[side].get(eventId) ?? null,
    counterparts: (side, eventId) => bySide[side].get(eventId)?.[otherSide(side)] ?? [],
    onlyOf: (side, eventId) => onlyById[side].get(eventId) ?? null,
  };
}

/**
 * The pair ← or → goes to from the selected event (`delta` −1 or +1): from a paired event, the pair before or
 * after its own; from an "only" event or none, the first pair after it in the left story (or the last before).
 * Stays at either end. Null when there are no pairs.
 */
export function stepPair(
  index: AlignmentIndex,
  selected: { side: Side; event: string } | null,
  delta: -1 | 1,
  storyOrder: Readonly<Record<Side, readonly string[]>>,
): OrderedPair | null {
  const { pairs } = index;
  if (pairs.length === 0) return null;
  const own = selected ? index.pairOf(selected.side, selected.event) : null;
  if (own) return pairs[Math.min(pairs.length - 1, Math.max(0, own.index + delta))]!;
  if (!selected) return delta > 0 ? pairs[0]! : pairs[pairs.length - 1]!;
  // Between pairs: where the unpaired event stands in its own story, against each pair's earliest event there.
  const order = storyOrder[selected.side];
  const at = order.indexOf(selected.event);
  const rankOf = (pair: OrderedPair) => Math.min(...pair[selected.side].map((id) => order.indexOf(id)));
  if (delta > 0) return pairs.find((pair) => rankOf(pair) > at) ?? pairs[pairs.length - 1]!;
  return [...pairs].reverse().find((pair) => rankOf(pair) < at) ?? pairs[0]!;
}

/**
 * The events an alignment names that its chapters do not have, each where the file names it (`file`): the build
 * refuses such a file (data/checkAlignment.ts), but a stale or hand-edited one served to the page must be
 * explained, not drawn as links to nothing. `eventIds`: each side's chapter's events as loaded.
 */
export function unknownEvents(
  alignment: Alignment,
  eventIds: Readonly<Record<Side, readonly string[]>>,
  file: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const side of SIDES) {
    const known = new Set(eventIds[side]);
    const check = (id: string, path: PropertyKey[]) => {
      if (!known.has(id))
        problems.push({
          file,
          path: jsonPath(path),
          message: `no event "${id}" in chapter "${alignment[side]}" (the ${side} side)`,
        });
    };
    alignment.pairs.forEach((pair, i) => pair[side].forEach((id, j) => check(id, ['pairs', i, side, j])));
    const only = side === 'left' ? 'onlyLeft' : 'onlyRight';
    alignment[only].forEach((entry, i) => check(entry.event, [only, i, 'event']));
  }
  return problems;
}

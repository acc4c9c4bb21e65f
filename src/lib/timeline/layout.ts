/**
 * Where each event sits on the timeline, in data units: x is the story step (or the rank in the text), lanes group
 * events by faction, commander or type, and events at the same x in the same lane stack. No pixels, no DOM.
 */
import type { ChapterEvent, ChapterMeta } from '../model/types';
import { EVENT_TYPES, type EventType } from '../model/vocabulary';
import { intersects, type Box } from '../labels/boxes';
import type { LaneMode, OrderMode } from '../model/viewModes';

export type { Box };

export type { LaneMode, OrderMode };

export interface Lane {
  key: string;
}

export interface TimelineMark {
  id: string;
  /** Start and end in data units; equal for a point event. */
  x: number;
  x2: number;
  lane: number;
  /** Position among the marks sharing this x and lane, and how many share it. */
  stack: number;
  slotSize: number;
}

export interface TimelineLayout {
  lanes: Lane[];
  /** Sorted by x. */
  marks: TimelineMark[];
  domain: [number, number];
  maxStack: number;
}

export const NO_COMMANDER = '—';

export function laneKey(event: ChapterEvent, mode: LaneMode): string {
  if (mode === 'faction') return event.factions[0] ?? NO_COMMANDER;
  if (mode === 'commander') return event.actors[0] ?? NO_COMMANDER;
  return event.type;
}

function laneOrder(meta: ChapterMeta, mode: LaneMode): string[] {
  if (mode === 'faction') return meta.factions.map((f) => f.id);
  if (mode === 'commander') return meta.people.map((p) => p.id);
  return Object.keys(EVENT_TYPES) as EventType[];
}

export function markX(event: ChapterEvent, order: OrderMode): { x: number; x2: number } {
  if (order === 'text') return { x: event.textOrder + 1, x2: event.textOrder + 1 };
  return { x: event.storyOrder, x2: event.storyEnd ?? event.storyOrder };
}

/**
 * Events in story or text order, without a comparator that builds two objects per comparison: the keys are read
 * once (the sort is linear on a chapter already in story order).
 */
function sortedByX(events: readonly ChapterEvent[], order: OrderMode) {
  const xs = events.map((event) => markX(event, order));
  return events
    .map((_, i) => i)
    .sort((i, j) => xs[i]!.x - xs[j]!.x || events[i]!.textOrder - events[j]!.textOrder)
    .map((i) => ({ event: events[i]!, ...xs[i]! }));
}

/**
 * A chapter's events and the modes it was laid out in, remembered per events array (chapters are immutable, and
 * the unfiltered list is the chapter's own array): the timeline coming back, or a filter cleared, at 100,000
 * events reuses the layout instead of rebuilding it.
 */
const layouts = new WeakMap<
  readonly ChapterEvent[],
  Map<string, { meta: ChapterMeta; layout: TimelineLayout }>
>();

export function timelineLayout(
  events: readonly ChapterEvent[],
  meta: ChapterMeta,
  order: OrderMode,
  laneMode: LaneMode,
): TimelineLayout {
  const key = `${order} ${laneMode}`;
  const known = layouts.get(events)?.get(key);
  if (known?.meta === meta) return known.layout;
  const layout = layOut(events, meta, order, laneMode);
  const byMode = layouts.get(events) ?? new Map();
  layouts.set(events, byMode.set(key, { meta, layout }));
  return layout;
}

function layOut(
  events: readonly ChapterEvent[],
  meta: ChapterMeta,
  order: OrderMode,
  laneMode: LaneMode,
): TimelineLayout {
  const present = new Set(events.map((e) => laneKey(e, laneMode)));
  const keys = laneOrder(meta, laneMode).filter((k) => present.has(k));
  for (const k of present) if (!keys.includes(k)) keys.push(k);
  const laneIndex = new Map(keys.map((k, i) => [k, i]));

  // Per lane, how many marks stand at each x so far: numbers, not a string key per event.
  const stacks = keys.map(() => new Map<number, number>());
  let maxStack = 0;
  let lo = Infinity;
  let hi = -Infinity;
  const marks: TimelineMark[] = sortedByX(events, order).map(({ event, x, x2 }) => {
    const lane = laneIndex.get(laneKey(event, laneMode)) ?? 0;
    const stack = stacks[lane]!.get(x) ?? 0;
    stacks[lane]!.set(x, stack + 1);
    maxStack = Math.max(maxStack, stack);
    lo = Math.min(lo, x);
    hi = Math.max(hi, x2);
    return { id: event.id, x, x2, lane, stack, slotSize: 0 };
  });
  for (const mark of marks) mark.slotSize = stacks[mark.lane]!.get(mark.x) ?? 1;
  const domain: [number, number] = marks.length ? [lo - 0.5, hi + 0.5] : [0, 1];
  return { lanes: keys.map((key) => ({ key })), marks, domain, maxStack };
}

/** The marks whose extent meets [x0, x1]: a binary search on the sorted starts, then a short scan. */
export function visibleMarks(
  marks: readonly TimelineMark[],
  x0: number,
  x1: number,
  longest = 0,
): TimelineMark[] {
  let lo = 0;
  let hi = marks.length;
  const from = x0 - longest;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid]!.x < from) lo = mid + 1;
    else hi = mid;
  }
  const out: TimelineMark[] = [];
  for (let i = lo; i < marks.length && marks[i]!.x <= x1; i++) {
    const mark = marks[i]!;
    if (mark.x2 >= x0) out.push(mark);
  }
  return out;
}

/** Phases as bands: the extent of each phase's events in the current order. */
export function phaseBands(
  events: readonly ChapterEvent[],
  phases: ChapterMeta['phases'],
  order: OrderMode,
): { id: string; x0: number; x1: number }[] {
  return phases.flatMap((phase) => {
    const xs = events.filter((e) => e.phase === phase.id).map((e) => markX(e, order));
    if (xs.length === 0) return [];
    return [
      { id: phase.id, x0: Math.min(...xs.map((m) => m.x)) - 0.5, x1: Math.max(...xs.map((m) => m.x2)) + 0.5 },
    ];
  });
}

/**
 * Labels that fit: the preferred first, then by rank, then left to right, each kept only if its box overlaps neither a kept
 * label nor an obstacle (the glyphs). Labels never overlap; the ones that would are left to level of detail.
 */
export function labelsThatFit(
  items: readonly ({ id: string } & Box)[],
  obstacles: readonly Box[] = [],
  preferred?: string | null,
  rank: (id: string) => number = () => 0,
): Set<string> {
  const weight = (id: string) => (id === preferred ? Infinity : rank(id));
  const ordered = [...items].sort((a, b) => weight(b.id) - weight(a.id) || a.x0 - b.x0);
  const blockers = [...obstacles].sort((a, b) => a.x0 - b.x0);
  const widest = blockers.reduce((w, o) => Math.max(w, o.x1 - o.x0), 0);
  const kept: Box[] = [];
  const shown = new Set<string>();
  for (const item of ordered) {
    if (kept.some((k) => intersects(item, k))) continue;
    // Only obstacles starting within [x0 - widest, x1) can meet the label: find the first by binary search.
    let lo = 0;
    let hi = blockers.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (blockers[mid]!.x0 < item.x0 - widest) lo = mid + 1;
      else hi = mid;
    }
    let blocked = false;
    for (let i = lo; i < blockers.length && blockers[i]!.x0 < item.x1; i++) {
      if (intersects(item, blockers[i]!)) {
        blocked = true;
        break;
      }
    }
    if (blocked) continue;
    kept.push(item);
    shown.add(item.id);
  }
  return shown;
}

/** Rows for intervals so that none overlaps another in its row (phase bands that share steps). */
export function intervalRows(intervals: readonly { x0: number; x1: number }[]): number[] {
  const rowEnds: number[] = [];
  return intervals.map(({ x0, x1 }) => {
    let row = rowEnds.findIndex((end) => end <= x0);
    if (row < 0) row = rowEnds.push(x1) - 1;
    else rowEnds[row] = x1;
    return row;
  });
}

const orders = new WeakMap<readonly ChapterEvent[], Partial<Record<OrderMode, ChapterEvent[]>>>();

/**
 * The events in the current order: what ← and → step through, and the steps of a presentation. Remembered per
 * events array, as the layout is: a cleared filter gives the chapter's own array back. Shared: not to be changed.
 */
export function inOrder(events: readonly ChapterEvent[], order: OrderMode): ChapterEvent[] {
  const byOrder = orders.get(events) ?? {};
  orders.set(events, byOrder);
  return (byOrder[order] ??= sortedByX(events, order).map(({ event }) => event));
}

const idLists = new WeakMap<readonly ChapterEvent[], readonly string[]>();

/** The events' ids in their order, remembered per array as `inOrder`'s lists are. */
export function idsOf(events: readonly ChapterEvent[]): readonly string[] {
  let ids = idLists.get(events);
  if (!ids) idLists.set(events, (ids = events.map((e) => e.id)));
  return ids;
}

/**
 * Story steps kept in sequence as events come and go. A step is an event's `storyOrder` (from 1; events that
 * happen at once share it; one that lasts covers the steps up to its `storyEnd`, see story/step.ts). An event
 * put in as a new step k moves every later step one on, the events sharing a step together; an event deleted
 * that leaves its step empty closes the gap. Pure: the library's saves and deletes run these.
 */

type Stepped = { storyOrder: number; storyEnd?: number };

/** Whether `event` covers `step`: from its step through its last. */
export const covers = (event: Stepped, step: number) =>
  event.storyOrder <= step && step <= Math.max(event.storyOrder, event.storyEnd ?? event.storyOrder);

/** How a new event takes its step: as a step of its own (later steps move on), or at once with those there. */
export type Placement = 'new-step' | 'same-step';

/** The event with each of its step numbers mapped; the same object where none changes. */
function remapped<T extends Stepped>(event: T, map: (step: number) => number): T {
  const first = map(event.storyOrder);
  const last = event.storyEnd === undefined ? undefined : map(event.storyEnd);
  if (first === event.storyOrder && last === event.storyEnd) return event;
  return last === undefined
    ? { ...event, storyOrder: first }
    : { ...event, storyOrder: first, storyEnd: last };
}

/**
 * The events with an empty step opened at `step`: every event at that step or later moves one on, so events
 * that shared a step still do; an event that lasts across `step` lasts one step longer, through the same events.
 */
export function openStep<T extends Stepped>(events: readonly T[], step: number): T[] {
  return events.map((event) => remapped(event, (s) => (s >= step ? s + 1 : s)));
}

/**
 * The events with those of `steps` that no event covers any more taken out, the later steps moving back to
 * close each gap. Only the steps named are closed: a gap the author left elsewhere stays.
 */
export function closeSteps<T extends Stepped>(events: readonly T[], steps: Iterable<number>): T[] {
  const empty = [...new Set(steps)]
    .filter((step) => !events.some((e) => covers(e, step)))
    .sort((a, b) => a - b);
  if (empty.length === 0) return [...events];
  // No event covers an empty step, so both ends of an event lie on the same side of each: both move alike.
  const before = (s: number) => empty.filter((step) => step < s).length;
  return events.map((event) => remapped(event, (s) => s - before(s)));
}

/**
 * The events with `event` added. As a new step, the events at its step and later move one on, unless no event
 * covers that step (past the last, or a gap), which the new event then fills.
 */
export function withInserted<T extends Stepped>(
  events: readonly T[],
  event: T,
  placement: Placement = 'new-step',
): T[] {
  const taken = events.some((e) => covers(e, event.storyOrder));
  const opened = placement === 'new-step' && taken ? openStep(events, event.storyOrder) : [...events];
  return [...opened, event];
}

/** The events without the one `id`, closing each step it alone covered. */
export function withRemoved<T extends Stepped & { id: string }>(events: readonly T[], id: string): T[] {
  const gone = events.find((e) => e.id === id);
  const rest = events.filter((e) => e.id !== id);
  if (!gone) return rest;
  const last = Math.max(gone.storyOrder, gone.storyEnd ?? gone.storyOrder);
  const steps = Array.from({ length: last - gone.storyOrder + 1 }, (_, i) => gone.storyOrder + i);
  return closeSteps(rest, steps);
}

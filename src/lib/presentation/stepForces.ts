/**
 * The step slide's "where the forces are": the forces the step involves come first, so that on a crowded
 * chapter the class reads the ones the passage is about before the rest.
 */
import type { ChapterEvent } from '../model/types';

type Involving = Pick<ChapterEvent, 'movements' | 'forceChanges'>;

/** The forces a step involves: those that move in it and those whose condition it changes. */
export function forcesInvolved(event: Involving): ReadonlySet<string> {
  return new Set([
    ...event.movements.flatMap((m) => m.who),
    ...(event.forceChanges ?? []).map((c) => c.force),
  ]);
}

/** Every force's entry, the step's own first; each group keeps the order it has in `states` (the chapter's). */
export function involvedFirst<T>(states: ReadonlyMap<string, T>, event: Involving): [string, T][] {
  const involved = forcesInvolved(event);
  const entries = [...states];
  return [...entries.filter(([id]) => involved.has(id)), ...entries.filter(([id]) => !involved.has(id))];
}

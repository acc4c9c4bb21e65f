/**
 * What the validator warns of but does not refuse: a movement that sets a force out from a place where, by the
 * fold of the earlier events, it is not — with the event and its story step, so the record can be checked.
 */
import { forceMismatches } from '../story/forceStates';
import type { Chapter, Problem } from '../model/types';
import { jsonPath } from './jsonPath';

export function forceWarnings(chapter: Chapter, base = 'data'): Problem[] {
  const file = `${base}/${chapter.meta.id}/events.json`;
  return forceMismatches(chapter.meta.forces ?? [], chapter.events).map((m) => {
    const event = chapter.events[m.eventIndex]!;
    return {
      file,
      // The file's own order is not kept in the chapter, so the event is found by its id (a JSONPath filter).
      path: `$.events[?(@.id=='${event.id}')]${jsonPath(['movements', m.movementIndex, 'from']).slice(1)}`,
      message: `warning: "${event.id}" (story step ${event.storyOrder}) moves force "${m.force}" from "${m.from}", but by then it is at "${m.at}"`,
    };
  });
}

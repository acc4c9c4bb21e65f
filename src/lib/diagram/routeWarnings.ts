/**
 * What the validator warns of but does not refuse: a movement whose `via` the map cannot honour — a waypoint the
 * map does not draw, a gate the route cannot pass through from where it comes to where it goes, a wall it must
 * cross where there is no gate — naming the event and its story step, so the record or the map can be checked.
 */
import { cityLayout } from './layout';
import { stepDigits, stepOf } from '../story/step';
import type { Chapter, Problem } from '../model/types';
import { planRoute } from './routes';
import { routerMap } from './regions';

export function routeWarnings(chapter: Chapter, base = 'data'): Problem[] {
  const file = `${base}/${chapter.meta.id}/events.json`;
  const geometry = cityLayout(chapter.city);
  const map = routerMap(geometry);
  const warnings: Problem[] = [];
  chapter.events.forEach((event) => {
    event.movements.forEach((m, i) => {
      if (!m.via?.length) return;
      const warn = (what: string) =>
        warnings.push({
          file,
          // The file's own order is not kept in the chapter, so the event is found by its id (a JSONPath filter).
          path: `$.events[?(@.id=='${event.id}')].movements[${i}].via`,
          message: `warning: "${event.id}" (step ${stepDigits(stepOf(event))}) movement ${i}: ${what}`,
        });
      const undrawn = m.via.filter((id) => !geometry.places.has(id));
      for (const id of undrawn) warn(`the map does not draw "${id}", so the route cannot pass it`);
      if (undrawn.length > 0) return;
      const plan = planRoute([m.from, ...m.via, m.to], geometry, map);
      for (const problem of plan?.problems ?? []) warn(problem);
    });
  });
  return warnings;
}

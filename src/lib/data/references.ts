/**
 * The checks a schema cannot make: ids unique, every referenced id defined, causes earlier in story order,
 * and geometry present where a place's kind needs it.
 */
import type { ChapterMeta, CityMap, EventRecord, Problem } from '../model/types';
import { jsonPath } from './jsonPath';

type Report = (file: string, path: PropertyKey[], message: string) => void;

function reporter(problems: Problem[]): Report {
  return (file, path, message) => problems.push({ file, path: jsonPath(path), message });
}

function checkUnique(items: { id: string }[], what: string, file: string, key: string, report: Report) {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const first = seen.get(item.id);
    if (first !== undefined) {
      report(file, [key, index, 'id'], `duplicate ${what} id "${item.id}" (first used at ${key}[${first}])`);
    } else seen.set(item.id, index);
  });
}

export function checkMetaReferences(meta: ChapterMeta, files: { meta: string }): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(problems);
  checkUnique(meta.factions, 'faction', files.meta, 'factions', report);
  checkUnique(meta.people, 'person', files.meta, 'people', report);
  checkUnique(meta.phases, 'phase', files.meta, 'phases', report);
  const factions = new Set(meta.factions.map((f) => f.id));
  const people = new Set(meta.people.map((p) => p.id));
  meta.people.forEach((person, i) => {
    if (!factions.has(person.faction)) {
      report(files.meta, ['people', i, 'faction'], `unknown faction "${person.faction}" for ${person.name}`);
    }
  });
  const forces = meta.forces ?? [];
  checkUnique(forces, 'force', files.meta, 'forces', report);
  forces.forEach((force, i) => {
    if (!factions.has(force.faction)) {
      report(files.meta, ['forces', i, 'faction'], `unknown faction "${force.faction}" for ${force.name}`);
    }
    if (force.leader && !people.has(force.leader)) {
      report(files.meta, ['forces', i, 'leader'], `unknown person "${force.leader}" as leader of ${force.name}`);
    }
    if (factions.has(force.id)) {
      report(files.meta, ['forces', i, 'id'], `force id "${force.id}" is also a faction id; movements could not tell them apart`);
    }
  });
  return problems;
}

/** A force's starting place must be on the map; checked with the city, which comes after the chapter file. */
export function checkForceStarts(meta: ChapterMeta, city: CityMap, files: { meta: string }): Problem[] {
  const problems: Problem[] = [];
  const places = new Set(city.places.map((p) => p.id));
  (meta.forces ?? []).forEach((force, i) => {
    if (!places.has(force.start))
      reporter(problems)(files.meta, ['forces', i, 'start'], `unknown place "${force.start}" where ${force.name} starts`);
  });
  return problems;
}

export function checkCityReferences(city: CityMap, meta: ChapterMeta, files: { city: string }): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(problems);
  checkUnique(city.rings, 'ring', files.city, 'rings', report);
  checkUnique(city.places, 'place', files.city, 'places', report);
  const rings = new Set(city.rings.map((r) => r.id));
  const factions = new Set(meta.factions.map((f) => f.id));
  city.places.forEach((place, i) => {
    const at = (key: string) => ['places', i, key];
    if (place.ring && !rings.has(place.ring)) report(files.city, at('ring'), `unknown ring "${place.ring}"`);
    if (place.initial?.by && !factions.has(place.initial.by)) {
      report(files.city, ['places', i, 'initial', 'by'], `unknown faction "${place.initial.by}"`);
    }
    const onWall = ['north', 'south', 'east', 'west'].includes(place.side);
    if ((place.kind === 'gate' || place.kind === 'tower') && onWall && place.along === undefined) {
      report(files.city, at('along'), `${place.name} stands on the ${place.side} wall but has no "along" position`);
    }
    if (place.kind === 'wall' && !place.span) {
      report(files.city, at('span'), `wall stretch ${place.name} has no "span" along its side`);
    }
    if ((place.kind === 'gate' || place.kind === 'wall') && onWall && !place.ring) {
      report(files.city, at('ring'), `${place.name} is on a wall but names no ring`);
    }
    if (place.side === 'far' && !place.direction) {
      report(files.city, at('direction'), `far place ${place.name} has no compass "direction"`);
    }
    const placed = place.at || place.path || place.along !== undefined || place.span || place.direction;
    if (!placed) report(files.city, ['places', i], `${place.name} has no position (at, path, along, span or direction)`);
  });
  return problems;
}

export function checkEventReferences(
  events: EventRecord[],
  meta: ChapterMeta,
  city: CityMap,
  files: { events: string },
): Problem[] {
  const problems: Problem[] = [];
  const report = reporter(problems);
  const file = files.events;
  checkUnique(events, 'event', file, 'events', report);
  const known = {
    person: new Set(meta.people.map((p) => p.id)),
    faction: new Set(meta.factions.map((f) => f.id)),
    place: new Set(city.places.map((p) => p.id)),
    phase: new Set(meta.phases.map((p) => p.id)),
    force: new Set((meta.forces ?? []).map((f) => f.id)),
  };
  const hasForces = known.force.size > 0;
  const storyOrderById = new Map<string, number>();
  for (const e of events) if (!storyOrderById.has(e.id)) storyOrderById.set(e.id, e.storyOrder);
  const expect = (kind: keyof typeof known, value: string, path: PropertyKey[]) => {
    if (!known[kind].has(value)) report(file, path, `unknown ${kind} "${value}"`);
  };
  events.forEach((event, i) => {
    const base = ['events', i];
    event.actors.forEach((a, j) => expect('person', a, [...base, 'actors', j]));
    event.factions.forEach((f, j) => expect('faction', f, [...base, 'factions', j]));
    event.places.forEach((p, j) => expect('place', p, [...base, 'places', j]));
    if (event.phase) expect('phase', event.phase, [...base, 'phase']);
    event.movements.forEach((m, j) => {
      const at = [...base, 'movements', j];
      expect('place', m.from, [...at, 'from']);
      expect('place', m.to, [...at, 'to']);
      m.via?.forEach((v, k) => expect('place', v, [...at, 'via', k]));
      if (m.who.length === 0 && !m.actors?.length)
        report(file, [...at, 'who'], 'a movement moves someone: name the forces in "who", or the people in "actors"');
      m.who.forEach((who, k) => {
        // Once a chapter names its forces, movements move forces; before that, whole factions.
        if (hasForces) expect('force', who, [...at, 'who', k]);
        else expect('faction', who, [...at, 'who', k]);
      });
      m.actors?.forEach((a, k) => expect('person', a, [...at, 'actors', k]));
    });
    event.effects.forEach((effect, j) => {
      expect('place', effect.place, [...base, 'effects', j, 'place']);
      if (effect.by) expect('faction', effect.by, [...base, 'effects', j, 'by']);
    });
    event.forceChanges?.forEach((change, j) => expect('force', change.force, [...base, 'forceChanges', j, 'force']));
    event.numbers.forEach((n, j) => {
      if (n.faction) expect('faction', n.faction, [...base, 'numbers', j, 'faction']);
    });
    if (event.storyEnd !== undefined && event.storyEnd < event.storyOrder) {
      report(file, [...base, 'storyEnd'], `storyEnd ${event.storyEnd} is before storyOrder ${event.storyOrder}`);
    }
    event.causes.forEach((cause, j) => {
      const causeOrder = storyOrderById.get(cause);
      if (causeOrder === undefined) report(file, [...base, 'causes', j], `unknown event "${cause}"`);
      else if (causeOrder >= event.storyOrder) {
        report(
          file,
          [...base, 'causes', j],
          `cause "${cause}" (story step ${causeOrder}) does not come before "${event.id}" (story step ${event.storyOrder})`,
        );
      }
    });
  });
  return problems;
}

/**
 * The trails at any step from one pass over the chapter, and when there are too many to redraw while the map
 * moves. `trailRoutes` (geometry.ts) folds over every event before the step, so a replay deep into ten thousand
 * events paid that fold on every step; an index built once per chapter answers each step in the number of
 * distinct routes.
 */
import type { ChapterEvent } from '../model/types';
import type { CityLayout } from './layout';
import { ARROW_INSET, trailRoutes, type Route } from './geometry';

/**
 * Above this many trails the map leaves them out while anything on it moves (the camera's flight, the banners'
 * walk), as it leaves out the labels while the camera flies: each frame of motion redraws the whole map, and a few
 * hundred dotted paths took longer to draw than a frame lasts (the replay of a 1,000-event chapter dropped every
 * other frame while it moved). No shipped chapter has more than 47 distinct routes, so their maps keep their
 * trails in motion.
 */
export const TRAILS_DRAWN_IN_MOTION = 64;

/** Whether a map with these trails leaves them out until it comes to rest. */
export function trailsWaitForRest(trails: readonly Route[]): boolean {
  return trails.length > TRAILS_DRAWN_IN_MOTION;
}

/** One name a trail gains at an event: a force in `who`, or (for a movement of people alone) a person. */
interface Joined {
  at: number;
  who?: string;
  actor?: string;
}

interface IndexedTrail {
  /** The index of the first event that moves along it: the trail is drawn from the step after. */
  from: number;
  route: Route;
  joined: Joined[];
  /** Every name it has gained in the events read so far, to tell a new one at once. */
  who: Set<string>;
  actors: Set<string>;
}

/** Adds `name` to `names`; true when it was not there. */
function join(names: Set<string>, name: string): boolean {
  if (names.has(name)) return false;
  names.add(name);
  return true;
}

export interface TrailIndex {
  /** The trails before the event at story index `upTo`, exactly as `trailRoutes(events, upTo, …)` gives them. */
  at(upTo: number): Route[];
}

/**
 * Each distinct route and faction once, with when it first appears and when each of its movers joins it. The
 * events are read as far as a step asks and no further, so a chapter opened at its start reads none of them.
 */
export function trailIndex(
  events: readonly ChapterEvent[],
  geometry: CityLayout,
  factionOf: (id: string) => string,
  inset = ARROW_INSET,
): TrailIndex {
  const trails: IndexedTrail[] = [];
  const byKey = new Map<string, IndexedTrail>();
  const routeless = new Set<string>();
  let read = 0;
  const readTo = (end: number) => {
    for (; read < end; read++) {
      const event = events[read]!;
      for (const m of event.movements) {
        const places = [m.from, ...(m.via ?? []), m.to];
        const key = `${places.join('>')}|${factionOf(m.who[0] ?? m.actors?.[0] ?? '')}`;
        const known = byKey.get(key);
        if (known) {
          for (const w of m.who) if (join(known.who, w)) known.joined.push({ at: read, who: w });
          if (m.who.length === 0)
            for (const a of m.actors ?? [])
              if (join(known.actors, a)) known.joined.push({ at: read, actor: a });
          continue;
        }
        if (routeless.has(key)) continue;
        // The route's own fold, on this one event: its path, faction and first movers.
        const [route] = trailRoutes([{ ...event, movements: [m] }], 1, geometry, factionOf, inset);
        if (!route) {
          routeless.add(key);
          continue;
        }
        const trail: IndexedTrail = {
          from: read,
          route,
          joined: [],
          who: new Set(route.who),
          actors: new Set(route.actors),
        };
        byKey.set(key, trail);
        trails.push(trail);
      }
    }
  };
  return {
    at(upTo) {
      readTo(Math.min(upTo, events.length));
      const out: Route[] = [];
      for (const trail of trails) {
        if (trail.from >= upTo) break;
        out.push({ ...trail.route, ...namesAt(trail, upTo) });
      }
      return out;
    },
  };
}

/** A trail's movers and people as of the step before `upTo`. */
function namesAt(trail: IndexedTrail, upTo: number): { who: string[]; actors: string[] } {
  const who = [...trail.route.who];
  const actors = [...trail.route.actors];
  for (const joined of trail.joined) {
    if (joined.at >= upTo) break;
    if (joined.who !== undefined) who.push(joined.who);
    else if (joined.actor !== undefined) actors.push(joined.actor);
  }
  return { who, actors };
}

/**
 * What the diagram draws for a moment of the story, beyond the places: the current step's movements as arrows,
 * the earlier steps' as trails (one per distinct route and faction, so ten thousand events draw a few dozen), and
 * the points the camera frames.
 */
import type { ChapterEvent, Force } from '../model/types';
import type { CityLayout, Point } from './layout';
import type { ForceState } from '../story/forceStates';
import { piecesPath, pointAlong, type Piece } from './movePaths';
import { movementPieces } from './routePieces';

type Movement = ChapterEvent['movements'][number];

/** How far an arrow stops short of the places it leaves and reaches, in map units. */
export const ARROW_INSET = 2.5;

export interface Route {
  key: string;
  /** The movement's index in its event's movements (the current step's arrows only). */
  movement?: number;
  /** The mover's faction. */
  faction: string;
  who: string[];
  /** The people who move, where the movement moves no force (two commanders up a ladder); else empty. */
  actors: string[];
  /** Place ids from → via … → to. */
  places: string[];
  pieces: Piece[];
  d: string;
  /** The text does not state this movement (or its origin, destination, route or movers): why it is drawn. */
  inferred?: { basis: string; note: string };
}

/** Who a movement is drawn for: its first force, or, where it moves people alone, its first person. */
function leadOf(m: Movement): string {
  return m.who[0] ?? m.actors?.[0] ?? '';
}

function routeOf(
  key: string,
  places: string[],
  m: Movement,
  geometry: CityLayout,
  factionOf: (id: string) => string,
  inset: number,
): Route | null {
  // Over the map's own walls and gates, not straight through them (src/lib/diagram/routes.ts).
  const pieces = movementPieces(places, geometry, inset);
  if (!pieces || pieces.length === 0) return null;
  const actors = m.who.length === 0 ? [...(m.actors ?? [])] : [];
  return {
    key,
    faction: factionOf(leadOf(m)),
    who: [...m.who],
    actors,
    places,
    pieces,
    d: piecesPath(pieces),
  };
}

/**
 * The selected event's movements, each with its path. `factionOf` knows forces and, for movements of people
 * alone, people.
 */
export function movementRoutes(
  event: ChapterEvent | null,
  geometry: CityLayout,
  factionOf: (id: string) => string,
  inset = ARROW_INSET,
): Route[] {
  return (event?.movements ?? []).flatMap((m, i) => {
    const route = routeOf(
      `${event!.id}-${i}`,
      [m.from, ...(m.via ?? []), m.to],
      m,
      geometry,
      factionOf,
      inset,
    );
    if (!route) return [];
    route.movement = i;
    // A mark on the movement or on any of its fields makes the whole arrow an inference.
    const mark = event!.inferred?.find(
      (m) => m.path === `movements[${i}]` || m.path.startsWith(`movements[${i}].`),
    );
    return [mark ? { ...route, inferred: { basis: mark.basis, note: mark.note } } : route];
  });
}

/** The routes of the events before `upTo` (story order), one per route and faction. */
export function trailRoutes(
  events: readonly ChapterEvent[],
  upTo: number,
  geometry: CityLayout,
  factionOf: (id: string) => string,
  inset = ARROW_INSET,
): Route[] {
  const seen = new Map<string, Route>();
  for (let i = 0; i < upTo && i < events.length; i++) {
    for (const m of events[i]!.movements) {
      const places = [m.from, ...(m.via ?? []), m.to];
      const key = `${places.join('>')}|${factionOf(leadOf(m))}`;
      const known = seen.get(key);
      if (known) {
        for (const w of m.who) if (!known.who.includes(w)) known.who.push(w);
        if (m.who.length === 0)
          for (const a of m.actors ?? []) if (!known.actors.includes(a)) known.actors.push(a);
        continue;
      }
      const route = routeOf(key, places, m, geometry, factionOf, inset);
      if (route) seen.set(key, route);
    }
  }
  return [...seen.values()];
}

/** What the view of a step must also hold beyond its places: where its forces stand and the paths they take. */
export interface FramedMoment {
  /** Force states as of the step, and just before it. */
  states: ReadonlyMap<string, ForceState>;
  before: ReadonlyMap<string, ForceState>;
  /** The step's movements as drawn (a routed path bends away from the straight line between its places). */
  routes: readonly Route[];
}

/**
 * The points a view of this moment must show: the event's places, the places its movements pass and the paths
 * drawn for them, and where each force the event involves (a mover, a force led by one of its actors, one whose
 * condition it changes) stands before and after it; with no event, every place any movement passes and every
 * force's starting place (an overview of the chapter's paths).
 */
export function framedPoints(
  event: ChapterEvent | null,
  events: readonly ChapterEvent[],
  forces: readonly Force[],
  geometry: CityLayout,
  placesOf: (event: ChapterEvent) => Iterable<string>,
  moment?: FramedMoment,
): Point[] {
  const ids = new Set<string>();
  // No array per movement: with no event, every movement of a long chapter passes through here.
  const addRoute = (m: ChapterEvent['movements'][number]) => {
    ids.add(m.from);
    for (const id of m.via ?? []) ids.add(id);
    ids.add(m.to);
  };
  if (event) {
    for (const id of placesOf(event)) ids.add(id);
    event.movements.forEach(addRoute);
    if (moment) for (const id of forcePlaces(event, forces, moment, new Set(ids))) ids.add(id);
  } else {
    for (const e of events) e.movements.forEach(addRoute);
    for (const f of forces) ids.add(f.start);
  }
  const points: Point[] = [];
  for (const id of ids) {
    const g = geometry.places.get(id);
    if (!g) continue;
    // A long line (a river, a whole wall) is framed by its middle, or the view would always be the whole map.
    points.push(g.point);
  }
  if (event && moment)
    for (const route of moment.routes)
      for (const t of ROUTE_SAMPLES) points.push(pointAlong(route.pieces, t));
  return points;
}

const ROUTE_SAMPLES = [0, 0.25, 0.5, 0.75, 1];

/**
 * Where the forces an event involves stand before and after it. A force its actor leads counts only where the
 * event happens (when it names places): a commander acting at one town while his main army stands at another
 * (诸葛亮 at 西城, his 大军 at 祁山) would otherwise pull the view out over the whole campaign.
 */
function forcePlaces(
  event: ChapterEvent,
  forces: readonly Force[],
  moment: FramedMoment,
  eventPlaces: ReadonlySet<string>,
): Set<string> {
  const movers = new Set(event.movements.flatMap((m) => m.who));
  const actors = new Set(event.actors);
  const places = new Set<string>();
  const here = (at: string | undefined) =>
    eventPlaces.size === 0 || (at !== undefined && eventPlaces.has(at));
  for (const force of forces) {
    const now = moment.states.get(force.id);
    const led =
      force.leader !== undefined &&
      actors.has(force.leader) &&
      (here(now?.at) || here(moment.before.get(force.id)?.at));
    const involved = movers.has(force.id) || led || now?.eventId === event.id;
    if (!involved) continue;
    if (now) places.add(now.at);
    const then = moment.before.get(force.id);
    if (then) places.add(then.at);
  }
  return places;
}

/**
 * A movement's route over the map's own geometry: `via` a wall runs beside that wall (never on its stroke),
 * `via` a gate passes through it square to the wall, `via` a street or a moat follows it, and no leg crosses a
 * wall except at a gate nor enters a walled region the movement does not go to — it goes round outside instead.
 * What the geometry cannot honour is told, for the validator to warn of.
 */
import type { CityLayout, PlaceGeometry, Point } from './layout';
import { curvePieces, type Piece } from './movePaths';
import { distance, distanceToBox, lerp, polylineBetween, projectOnPolyline } from './planar';
import {
  gateChain,
  isWallSide,
  pathWithin,
  regionOf,
  routerMap,
  wallAt,
  wallSpot,
  type Gate,
  type RouterMap,
  type WallSpot,
} from './regions';
import { dedupe, roundedPieces, trimEnds } from './rounding';

/** How far beside a wall a route along it runs, in map units: clear of the wall's stroke and the arrow's casing. */
export const WALL_OFFSET = 3.5;
/** How far before and after a gate a route runs square to the wall. */
export const GATE_RUN = 5;

type Stop =
  | { kind: 'point'; id: string; point: Point }
  | { kind: 'line'; id: string; point: Point; line: Point[] }
  | { kind: 'gate'; id: string; gate: Gate }
  | { kind: 'wall'; id: string; point: Point; line: [Point, Point]; spot: WallSpot };

function stopOf(map: RouterMap, id: string, g: PlaceGeometry): Stop {
  if (g.kind === 'gate') {
    const gate = map.gates.find((x) => x.id === id);
    if (gate) return { kind: 'gate', id, gate };
  }
  if (g.kind === 'wall' && g.ring && isWallSide(g.side) && g.line?.length === 2 && map.boxes.has(g.ring))
    return {
      kind: 'wall',
      id,
      point: g.point,
      line: [g.line[0]!, g.line[1]!],
      spot: wallSpot(map, g.ring, g.side, g.point),
    };
  if (g.line) return { kind: 'line', id, point: g.point, line: g.line };
  // A hall or tower on the wall stands on it: reached from either face, like a stretch of wall one point long.
  const on = wallAt(map, g.point, g.ring && map.boxes.has(g.ring) ? g.ring : undefined);
  if (on)
    return {
      kind: 'wall',
      id,
      point: g.point,
      line: [g.point, g.point],
      spot: wallSpot(map, on.ring, on.side, g.point),
    };
  return { kind: 'point', id, point: g.point };
}

export interface RoutePlan {
  /** The route as a polyline: its bends are rounded when it is drawn. */
  points: Point[];
  /** A plain move between two free places: drawn as a gentle arc, as before there were routes. */
  arc: boolean;
  /** What the geometry could not honour, in plain words. */
  problems: string[];
}

/**
 * The face of a wall a movement keeps to: the side its own end (or the nearest free stop) is on, else inside;
 * with the region that stop is in, which the route must reach the wall from.
 */
function faceOf(map: RouterMap, stops: readonly Stop[], spot: WallSpot): Face {
  const order = [0, stops.length - 1, ...stops.keys()];
  for (const i of order) {
    const s = stops[i]!;
    if (s.kind !== 'point' && s.kind !== 'line') continue;
    const region = regionOf(map, s.point);
    if (region === spot.inner) return { face: 'inner', region };
    if (region === spot.outer) return { face: 'outer', region };
    const box = map.boxes.get(spot.ring)!;
    const inside = s.point[0] > box.x0 && s.point[0] < box.x1 && s.point[1] > box.y0 && s.point[1] < box.y1;
    return { face: inside ? 'inner' : 'outer', region };
  }
  return { face: 'inner', region: null };
}

interface Face {
  face: 'inner' | 'outer';
  region: string | null;
}

/**
 * Where a route ends at (or sets out from) a wall: beside the place on the wall, or, where another ring covers
 * that face (a barbican before the wall), at the nearest point of the face still open to the region it comes from.
 */
function wallEnd(map: RouterMap, stop: WallStop, face: Face): Point {
  const band = bandOf(map, stop, face.face);
  const at = band(stop.point);
  if (!face.region || regionOf(map, at) === face.region) return at;
  const box = map.boxes.get(stop.spot.ring)!;
  const open = (p: Point) =>
    regionOf(map, p) === face.region &&
    [...map.boxes].every(([id, b]) => id === stop.spot.ring || distanceToBox(p, b) >= WALL_OFFSET);
  let best = at;
  let nearest = Infinity;
  for (let t = 0; t <= 1; t += 1 / 64) {
    const p = band(
      lerp([box.x0 - WALL_OFFSET, box.y0 - WALL_OFFSET], [box.x1 + WALL_OFFSET, box.y1 + WALL_OFFSET], t),
    );
    if (open(p) && distance(p, at) < nearest) [best, nearest] = [p, distance(p, at)];
  }
  return best;
}

type WallStop = Extract<Stop, { kind: 'wall' }>;

/** A wall's line moved to the chosen face, kept inside its ring there (or run on past the corners outside). */
function bandOf(map: RouterMap, stop: WallStop, face: 'inner' | 'outer') {
  const { spot, line } = stop;
  const box = map.boxes.get(spot.ring)!;
  const axis = spot.side === 'north' || spot.side === 'south' ? 0 : 1;
  const sign = face === 'outer' ? 1 : -1;
  const across = line[0][1 - axis]! + spot.normal[1 - axis]! * WALL_OFFSET * sign;
  const [lo, hi] = [Math.min(line[0][axis], line[1][axis]), Math.max(line[0][axis], line[1][axis])];
  const [rlo, rhi] = axis === 0 ? [box.x0, box.x1] : [box.y0, box.y1];
  const clamp = (v: number, a: number, b: number) => Math.min(Math.max(v, a), Math.max(a, b));
  const at = (p: Point): Point => {
    let u = clamp(p[axis], lo, hi);
    if (face === 'inner') u = clamp(u, rlo + WALL_OFFSET, rhi - WALL_OFFSET);
    else
      u = clamp(
        p[axis],
        lo <= rlo + 0.01 ? rlo - WALL_OFFSET : lo,
        hi >= rhi - 0.01 ? rhi + WALL_OFFSET : hi,
      );
    return axis === 0 ? [u, across] : [across, u];
  };
  return at;
}

function gatePoint(gate: Gate, face: 'inner' | 'outer', run = GATE_RUN): Point {
  const s = face === 'outer' ? run : -run;
  return [gate.point[0] + gate.spot.normal[0] * s, gate.point[1] + gate.spot.normal[1] * s];
}

/** Plans the route of a movement through the places `ids` (from, via …, to); null if a place is not drawn. */
export function planRoute(
  ids: readonly string[],
  geometry: CityLayout,
  map = routerMap(geometry),
): RoutePlan | null {
  const found = ids.map((id) => geometry.places.get(id));
  if (ids.length < 2 || found.some((g) => !g)) return null;
  const stops = ids.map((id, i) => stopOf(map, id, found[i]!));
  const problems: string[] = [];
  const faces = stops.map((s) =>
    s.kind === 'wall' ? faceOf(map, stops, s.spot) : { face: 'inner' as const, region: null },
  );
  const points: Point[] = [];
  let region = '';
  const last = () => points[points.length - 1]!;

  /** From where the route stands to `p` in region `to`, through gates when the regions differ. */
  const goTo = (p: Point, to: string) => {
    if (region !== to) {
      const chain = gateChain(map, last(), region, p, to);
      if (!chain) {
        problems.push(`no gate leads from ${region} to ${to}: the route crosses a wall`);
        points.push(p);
        region = to;
        return;
      }
      for (const gate of chain) {
        const face = gate.spot.inner === region ? 'inner' : 'outer';
        within(gatePoint(gate, face));
        points.push(gate.point, gatePoint(gate, face === 'inner' ? 'outer' : 'inner'));
        region = face === 'inner' ? gate.spot.outer : gate.spot.inner;
      }
    }
    within(p);
  };
  const within = (p: Point) => {
    const path = pathWithin(map, region, last(), p);
    if (!path) problems.push(`no way round the walls within ${region}`);
    points.push(...(path ?? [last(), p]).slice(1));
  };
  /** Where the next stop is, to aim a run along a wall or a line at. */
  const aim = (i: number): Point => {
    const s = stops[i]!;
    return s.kind === 'gate' ? s.gate.point : s.point;
  };
  /** The face of a gate the route comes to it by: the region it is in, else the one nearer by gates. */
  const faceFor = (gate: Gate, from: string): 'inner' | 'outer' => {
    if (gate.spot.inner === from) return 'inner';
    if (gate.spot.outer === from) return 'outer';
    const cost = (r: string) => gateChain(map, last(), from, gate.point, r)?.length ?? Infinity;
    return cost(gate.spot.inner) <= cost(gate.spot.outer) ? 'inner' : 'outer';
  };
  /** The regions the next stop can be come to from. */
  const regionsOf = (s: Stop, i: number): string[] => {
    if (s.kind === 'gate') return [s.gate.spot.inner, s.gate.spot.outer];
    if (s.kind === 'wall') return [regionOf(map, wallEnd(map, s, faces[i]!))];
    return [regionOf(map, s.point)];
  };
  const sameWall = (s: Stop | undefined, gate: Gate) =>
    s?.kind === 'wall' && s.spot.ring === gate.spot.ring && s.spot.side === gate.spot.side;

  stops.forEach((stop, i) => {
    const first = i === 0;
    const final = i === stops.length - 1;
    if (stop.kind === 'point') {
      if (first) [points[0], region] = [stop.point, regionOf(map, stop.point)];
      else goTo(stop.point, regionOf(map, stop.point));
    } else if (stop.kind === 'line') {
      const to = regionOf(map, stop.point);
      if (first) [points[0], region] = [stop.point, to];
      else if (final) goTo(stop.point, to);
      else {
        const line = stop.line;
        const run = polylineBetween(
          line,
          projectOnPolyline(last(), line).at,
          projectOnPolyline(aim(i + 1), line).at,
        );
        // A line that leaves its region (a road out through a wall) is aimed at, not followed.
        if (run.every((p) => regionOf(map, p) === to)) {
          goTo(run[0]!, to);
          points.push(...run.slice(1));
        } else goTo(stop.point, to);
      }
    } else if (stop.kind === 'wall') {
      const band = bandOf(map, stop, faces[i]!.face);
      const end = wallEnd(map, stop, faces[i]!);
      const to = regionOf(map, end);
      if (first) [points[0], region] = [end, to];
      else if (final) goTo(end, to);
      else {
        goTo(band(last()), to);
        points.push(band(aim(i + 1)));
      }
    } else {
      const gate = stop.gate;
      if (first) {
        const next = stops[1]!;
        if (sameWall(next, gate)) {
          const band = bandOf(map, next as WallStop, faces[1]!.face);
          [points[0], region] = [band(gate.point), regionOf(map, band(gate.point))];
          return;
        }
        const wanted = regionsOf(next, 1);
        const face = wanted.includes(gate.spot.outer)
          ? 'outer'
          : wanted.includes(gate.spot.inner)
            ? 'inner'
            : 'outer';
        points.push(gate.point, gatePoint(gate, face));
        region = face === 'inner' ? gate.spot.inner : gate.spot.outer;
      } else if (final) {
        if (sameWall(stops[i - 1], gate) && region === regionOf(map, last())) {
          const band = bandOf(map, stops[i - 1] as WallStop, faces[i - 1]!.face);
          goTo(band(gate.point), region);
          return;
        }
        const face = faceFor(gate, region);
        goTo(gatePoint(gate, face), face === 'inner' ? gate.spot.inner : gate.spot.outer);
        points.push(gate.point);
      } else {
        const from = region;
        const face = faceFor(gate, from);
        const [entered, left] =
          face === 'inner' ? [gate.spot.inner, gate.spot.outer] : [gate.spot.outer, gate.spot.inner];
        if (from !== entered) problems.push(`the route reaches gate "${gate.id}" only through another gate`);
        const onward = regionsOf(stops[i + 1]!, i + 1);
        if (!onward.includes(left) && onward.includes(entered))
          problems.push(
            `it passes through gate "${gate.id}" and goes on to "${stops[i + 1]!.id}" on the side it came from`,
          );
        goTo(gatePoint(gate, face), entered);
        points.push(gate.point, gatePoint(gate, face === 'inner' ? 'outer' : 'inner'));
        region = left;
      }
    }
  });
  const path = dedupe(points);
  const free = (s: Stop) => s.kind === 'point' || s.kind === 'line';
  const arc = stops.length === 2 && path.length === 2 && (free(stops[0]!) || free(stops[1]!));
  return { points: path, arc: arc && arcClear(map, path[0]!, path[1]!), problems };
}

/** Whether the gentle arc between two points stays in their region, clear of every wall. */
function arcClear(map: RouterMap, a: Point, b: Point): boolean {
  const region = regionOf(map, a);
  const [piece] = curvePieces([a, b]);
  const pathOf = (t: number): Point => {
    const [p, c, q] = piece!;
    const u = 1 - t;
    return [u * u * p[0] + 2 * u * t * c[0] + t * t * q[0], u * u * p[1] + 2 * u * t * c[1] + t * t * q[1]];
  };
  for (let i = 1; i < 16; i++) {
    const p = pathOf(i / 16);
    if (regionOf(map, p) !== region || wallAt(map, p, undefined, 1)) return false;
  }
  return true;
}

const maps = new WeakMap<CityLayout, RouterMap>();
const cache = new WeakMap<CityLayout, Map<string, Piece[] | null>>();

/**
 * The pieces of the route through `ids` on this map, less `inset` at each end; null if a place is not drawn.
 * Kept per map: the tokens ask for their movement's route on every frame of their walk.
 */
export function movementPieces(ids: readonly string[], geometry: CityLayout, inset: number): Piece[] | null {
  let known = cache.get(geometry);
  if (!known) cache.set(geometry, (known = new Map()));
  const key = `${inset}|${ids.join('>')}`;
  if (known.has(key)) return known.get(key)!;
  let map = maps.get(geometry);
  if (!map) maps.set(geometry, (map = routerMap(geometry)));
  const plan = planRoute(ids, geometry, map);
  const pieces = plan && routePieces(plan, inset);
  known.set(key, pieces);
  return pieces;
}

/** The route as the pieces an arrow is drawn with, less `inset` at each end. */
export function routePieces(plan: RoutePlan, inset: number): Piece[] {
  if (plan.arc) {
    const [a, b] = plan.points as [Point, Point];
    return trimEnds(curvePieces([a, b]), distance(a, b) > inset * 2 ? inset : 0);
  }
  return trimEnds(roundedPieces(plan.points), inset);
}

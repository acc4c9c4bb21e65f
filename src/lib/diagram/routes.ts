/**
 * A movement's route over the map's own geometry: `via` a wall runs beside that wall (never on its stroke),
 * `via` a gate passes through it square to the wall, `via` a street or a moat follows it, and no leg crosses a
 * wall except at a gate nor enters a walled region the movement does not go to — it goes round outside instead.
 * What the geometry cannot honour is told, for the validator to warn of. How a route meets each stop is in
 * routeStops.ts; the plan is shaped into an arrow's pieces in routePieces.ts.
 */
import type { CityLayout, Point } from './layout';
import { curvePieces } from './movePaths';
import { polylineBetween, projectOnPolyline } from './planar';
import { gateChain, pathWithin, regionOf, routerMap, wallAt, type Gate, type RouterMap } from './regions';
import { dedupe } from './rounding';
import { bandOf, faceOf, gatePoint, stopOf, wallEnd, type Stop, type WallStop } from './routeStops';

export interface RoutePlan {
  /** The route as a polyline: its bends are rounded when it is drawn. */
  points: Point[];
  /** A plain move between two free places: drawn as a gentle arc, as before there were routes. */
  arc: boolean;
  /** What the geometry could not honour, in plain words. */
  problems: string[];
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

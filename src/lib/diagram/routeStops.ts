/**
 * The stops of a route, as the map's geometry sees them (a free point, a line, a gate, a stretch of wall), and
 * where a route meets each: beside a wall on the face it keeps to (never on its stroke), square through a gate.
 */
import type { PlaceGeometry, Point } from './layout';
import { distance, distanceToBox, lerp } from './planar';
import { isWallSide, regionOf, wallAt, wallSpot, type Gate, type RouterMap, type WallSpot } from './regions';

/** How far beside a wall a route along it runs, in map units: clear of the wall's stroke and the arrow's casing. */
export const WALL_OFFSET = 3.5;
/** How far before and after a gate a route runs square to the wall. */
export const GATE_RUN = 5;

export type Stop =
  | { kind: 'point'; id: string; point: Point }
  | { kind: 'line'; id: string; point: Point; line: Point[] }
  | { kind: 'gate'; id: string; gate: Gate }
  | { kind: 'wall'; id: string; point: Point; line: [Point, Point]; spot: WallSpot };

/** The stop a place makes on a route, by its kind and where it stands. */
export function stopOf(map: RouterMap, id: string, g: PlaceGeometry): Stop {
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

/**
 * The face of a wall a movement keeps to: the side its own end (or the nearest free stop) is on, else inside;
 * with the region that stop is in, which the route must reach the wall from.
 */
export function faceOf(map: RouterMap, stops: readonly Stop[], spot: WallSpot): Face {
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

export interface Face {
  face: 'inner' | 'outer';
  region: string | null;
}

/**
 * Where a route ends at (or sets out from) a wall: beside the place on the wall, or, where another ring covers
 * that face (a barbican before the wall), at the nearest point of the face still open to the region it comes from.
 */
export function wallEnd(map: RouterMap, stop: WallStop, face: Face): Point {
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

export type WallStop = Extract<Stop, { kind: 'wall' }>;

/** A wall's line moved to the chosen face, kept inside its ring there (or run on past the corners outside). */
export function bandOf(map: RouterMap, stop: WallStop, face: 'inner' | 'outer') {
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

export function gatePoint(gate: Gate, face: 'inner' | 'outer', run = GATE_RUN): Point {
  const s = face === 'outer' ? run : -run;
  return [gate.point[0] + gate.spot.normal[0] * s, gate.point[1] + gate.spot.normal[1] * s];
}

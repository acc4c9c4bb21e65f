/**
 * Geometry of the schematic city diagram in map space (x west → east, y north → south, the walled city about
 * 0–100): where each ring, gate, wall stretch and feature stands (movement paths: movePaths.ts).
 */
import type { CityMap, Place, Ring } from '../model/types';

export type Point = [number, number];

export interface RingRect {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function ringRect(ring: Ring): RingRect {
  const [x0, y0, x1, y1] = ring.box;
  return {
    id: ring.id,
    x: Math.min(x0, x1),
    y: Math.min(y0, y1),
    width: Math.abs(x1 - x0),
    height: Math.abs(y1 - y0),
  };
}

/** The point at fraction `t` along a ring's wall on `side` (west → east, or north → south). */
export function pointOnWall(rect: RingRect, side: string, t: number): Point | null {
  const { x, y, width, height } = rect;
  if (side === 'north') return [x + t * width, y];
  if (side === 'south') return [x + t * width, y + height];
  if (side === 'west') return [x, y + t * height];
  if (side === 'east') return [x + width, y + t * height];
  return null;
}

const COMPASS: Record<string, Point> = {
  N: [0, -1],
  NE: [0.7071, -0.7071],
  E: [1, 0],
  SE: [0.7071, 0.7071],
  S: [0, 1],
  SW: [-0.7071, 0.7071],
  W: [-1, 0],
  NW: [-0.7071, -0.7071],
};

export function compassVector(direction: string): Point {
  return COMPASS[direction] ?? [0, 0];
}

/**
 * Far places sit on a circle around the city, in their direction: their true distance would shrink the city to a
 * dot, and the direction is what the diagram has to tell.
 */
const FAR_RADIUS = 66;

export interface PlaceGeometry {
  id: string;
  /** What the place is, the side it stands on and its ring: what a movement's route needs to know of it. */
  kind?: Place['kind'];
  side?: Place['side'];
  ring?: string;
  /** Anchor point for the mark and the label. */
  point: Point;
  /** For wall stretches and linear features. */
  line?: Point[];
  /** For far places: the unit vector pointing away from the city. */
  outward?: Point;
}

export function placeGeometry(place: Place, rings: Map<string, RingRect>): PlaceGeometry | null {
  const shape = placeShape(place, rings);
  return (
    shape && { ...shape, kind: place.kind, side: place.side, ...(place.ring ? { ring: place.ring } : {}) }
  );
}

function placeShape(place: Place, rings: Map<string, RingRect>): PlaceGeometry | null {
  const rect = place.ring ? rings.get(place.ring) : undefined;
  if (place.span && rect) {
    const a = pointOnWall(rect, place.side, place.span[0]);
    const b = pointOnWall(rect, place.side, place.span[1]);
    if (a && b) return { id: place.id, point: midpoint(a, b), line: [a, b] };
  }
  if (place.along !== undefined && rect) {
    const p = pointOnWall(rect, place.side, place.along);
    if (p) return { id: place.id, point: p };
  }
  if (place.path) return { id: place.id, point: pathMidpoint(place.path), line: place.path };
  if (place.direction) {
    const v = compassVector(place.direction);
    const point: Point = [50 + v[0] * FAR_RADIUS, 50 + v[1] * FAR_RADIUS];
    return { id: place.id, point, outward: v };
  }
  if (place.at) return { id: place.id, point: place.at };
  return null;
}

export interface CityLayout {
  rings: RingRect[];
  places: Map<string, PlaceGeometry>;
  /** [x, y, width, height] covering everything, with a margin for labels. */
  viewBox: [number, number, number, number];
  /** Label size in map units, so labels read the same whatever the extent of the map. */
  labelSize: number;
}

export function cityLayout(city: CityMap, margin = 14): CityLayout {
  const rings = city.rings.map(ringRect);
  const ringById = new Map(rings.map((r) => [r.id, r]));
  const places = new Map<string, PlaceGeometry>();
  for (const place of city.places) {
    const geometry = placeGeometry(place, ringById);
    if (geometry) places.set(place.id, geometry);
  }
  const xs: number[] = [];
  const ys: number[] = [];
  for (const r of rings) {
    xs.push(r.x, r.x + r.width);
    ys.push(r.y, r.y + r.height);
  }
  for (const g of places.values()) {
    for (const [x, y] of [g.point, ...(g.line ?? [])]) {
      xs.push(x);
      ys.push(y);
    }
  }
  const x0 = Math.min(...xs) - margin;
  const y0 = Math.min(...ys) - margin;
  const viewBox: CityLayout['viewBox'] = [
    x0,
    y0,
    Math.max(...xs) + margin - x0,
    Math.max(...ys) + margin - y0,
  ];
  return { rings, places, viewBox, labelSize: Math.max(viewBox[2], viewBox[3]) / 34 };
}

export function midpoint(a: Point, b: Point): Point {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

function pathMidpoint(path: Point[]): Point {
  const middle = (path.length - 1) / 2;
  return midpoint(path[Math.floor(middle)]!, path[Math.ceil(middle)]!);
}

/** The wall of a ring nearest to a point, and the position along it: where a dragged gate lands. */
export function nearestWallPosition(
  rect: RingRect,
  point: Point,
): { side: 'north' | 'south' | 'east' | 'west'; along: number } {
  const clamp = (v: number) => Math.min(0.98, Math.max(0.02, v));
  const sides = ['north', 'south', 'west', 'east'] as const;
  const candidates = sides.map((side) => {
    const horizontal = side === 'north' || side === 'south';
    const along = clamp(horizontal ? (point[0] - rect.x) / rect.width : (point[1] - rect.y) / rect.height);
    const onWall = pointOnWall(rect, side, along)!;
    return { side, along, distance: Math.hypot(point[0] - onWall[0], point[1] - onWall[1]) };
  });
  const best = candidates.reduce((a, b) => (b.distance < a.distance ? b : a));
  return { side: best.side, along: Math.round(best.along * 100) / 100 };
}

/**
 * Geometry of the schematic city diagram in map space (x west → east, y north → south, the walled city about
 * 0–100): where each ring, gate, wall stretch and feature stands, and the paths of movement arrows.
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
  /** Anchor point for the mark and the label. */
  point: Point;
  /** For wall stretches and linear features. */
  line?: Point[];
  /** For far places: the unit vector pointing away from the city. */
  outward?: Point;
}

export function placeGeometry(place: Place, rings: Map<string, RingRect>): PlaceGeometry | null {
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

export interface DiagramGeometry {
  rings: RingRect[];
  places: Map<string, PlaceGeometry>;
  /** [x, y, width, height] covering everything, with a margin for labels. */
  viewBox: [number, number, number, number];
  /** Label size in map units, so labels read the same whatever the extent of the map. */
  labelSize: number;
}

export function diagramGeometry(city: CityMap, margin = 14): DiagramGeometry {
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
  const viewBox: DiagramGeometry['viewBox'] = [
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

/**
 * A movement arrow from → (via …) → to as an SVG path: a gentle arc for a direct move (bent to the left of the
 * direction of travel, so two opposite moves do not overlap), and a smooth curve through the waypoints otherwise.
 * `inset` shortens the ends so the arrowhead does not hide the mark it points at.
 */
export function arrowPath(points: Point[], bend = 0.18, inset = 2.5): string {
  if (points.length < 2) return '';
  const pts = points.map((p) => [...p] as Point);
  shorten(pts, inset);
  const first = pts[0]!;
  const last = pts[pts.length - 1]!;
  if (pts.length === 2) {
    const [mx, my] = midpoint(first, last);
    const dx = last[0] - first[0];
    const dy = last[1] - first[1];
    const c: Point = [mx + dy * bend, my - dx * bend];
    return `M${r(first[0])},${r(first[1])}Q${r(c[0])},${r(c[1])} ${r(last[0])},${r(last[1])}`;
  }
  // Quadratic pieces through the midpoints of the legs: passes near every waypoint, smooth at each.
  let d = `M${r(first[0])},${r(first[1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [mx, my] = midpoint(pts[i]!, pts[i + 1]!);
    const end: Point = i === pts.length - 2 ? last : [mx, my];
    d += `Q${r(pts[i]![0])},${r(pts[i]![1])} ${r(end[0])},${r(end[1])}`;
  }
  return d;
}

function shorten(pts: Point[], inset: number) {
  const move = (from: Point, toward: Point) => {
    const dx = toward[0] - from[0];
    const dy = toward[1] - from[1];
    const length = Math.hypot(dx, dy);
    if (length <= inset * 2) return;
    from[0] += (dx / length) * inset;
    from[1] += (dy / length) * inset;
  };
  move(pts[0]!, pts[1]!);
  move(pts[pts.length - 1]!, pts[pts.length - 2]!);
}

function r(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export type TextAnchor = 'start' | 'middle' | 'end';

export interface PlaceLabel {
  id: string;
  x: number;
  y: number;
  anchor: TextAnchor;
}

/** Where a place's label goes: outside the wall for gates, beyond the arrow for far places, beside the rest. */
export function placeLabel(place: Place, geometry: PlaceGeometry, labelSize: number): PlaceLabel {
  const [px, py] = geometry.point;
  const baseline = labelSize * 0.35;
  const at = (x: number, y: number, anchor: TextAnchor) => ({ id: place.id, x, y, anchor });
  if (geometry.outward) {
    const [ox, oy] = geometry.outward;
    return at(
      px + ox * 4,
      py + oy * (labelSize + 2) + baseline,
      ox < -0.3 ? 'end' : ox > 0.3 ? 'start' : 'middle',
    );
  }
  if (place.kind === 'gate' || place.kind === 'tower') {
    if (place.side === 'north') return at(px, py - 4, 'middle');
    if (place.side === 'south') return at(px, py + 3.5 + labelSize, 'middle');
    if (place.side === 'west') return at(px - 4.5, py + baseline, 'end');
    if (place.side === 'east') return at(px + 4.5, py + baseline, 'start');
  }
  // East of the city, labels go to the left of their mark, so they are not cut at the map's edge.
  return px > 90 ? at(px - 4, py + baseline, 'end') : at(px + 4, py + baseline, 'start');
}

/** The label's box in map units, with CJK glyphs one label size wide. */
export function labelBox(label: PlaceLabel, text: string, labelSize: number) {
  const width = Array.from(text).length * labelSize;
  const x0 =
    label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - width : label.x - width / 2;
  return { id: label.id, x0, x1: x0 + width, y0: label.y - labelSize * 0.9, y1: label.y + labelSize * 0.15 };
}

/** The boxes of the point marks (gates, halls, camps …), which labels must not cover. */
export function markBoxes(geometry: DiagramGeometry, half = 2.6) {
  return [...geometry.places.values()]
    .filter((g) => !g.line && !g.outward)
    .map(({ point: [x, y] }) => ({ x0: x - half, x1: x + half, y0: y - half, y1: y + half }));
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

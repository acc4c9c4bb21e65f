/**
 * The map as the router sees it: regions (the inside of each ring, and the country outside every ring), the
 * walls between them, the gates that join them, and the shortest way within one region that keeps clear of the
 * rings it must go round.
 */
import type { CityLayout, Point } from './layout';
import { boxOf, distance, distanceToBox, inBox, segmentEntersBox, type Box } from './planar';

/** The region outside every ring. */
export const OUTSIDE = 'outside';

/** How far a path keeps from a ring it goes round, in map units. */
export const CLEARANCE = 4;

export type WallSide = 'north' | 'south' | 'east' | 'west';

const NORMALS: Record<WallSide, Point> = { north: [0, -1], south: [0, 1], west: [-1, 0], east: [1, 0] };

export function isWallSide(side: string | undefined): side is WallSide {
  return side !== undefined && side in NORMALS;
}

/** A place on a ring's wall: which wall, the outward normal, and the regions on its two faces. */
export interface WallSpot {
  ring: string;
  side: WallSide;
  normal: Point;
  /** The region on the ring's side of the wall, and on the other. */
  inner: string;
  outer: string;
}

export interface Gate {
  id: string;
  point: Point;
  spot: WallSpot;
}

export interface RouterMap {
  boxes: Map<string, Box>;
  gates: Gate[];
}

export function routerMap(geometry: CityLayout): RouterMap {
  const boxes = new Map(geometry.rings.map((r) => [r.id, boxOf(r)]));
  const map: RouterMap = { boxes, gates: [] };
  for (const g of geometry.places.values()) {
    if (g.kind !== 'gate' || !g.ring || !boxes.has(g.ring) || !isWallSide(g.side) || g.line) continue;
    map.gates.push({ id: g.id, point: g.point, spot: wallSpot(map, g.ring, g.side, g.point) });
  }
  return map;
}

/** The innermost ring whose box holds the point, or the outside. */
export function regionOf(map: RouterMap, p: Point): string {
  let best = OUTSIDE;
  let area = Infinity;
  for (const [id, box] of map.boxes) {
    const a = (box.x1 - box.x0) * (box.y1 - box.y0);
    if (inBox(p, box, 1e-6) && a < area) [best, area] = [id, a];
  }
  return best;
}

export function wallSpot(map: RouterMap, ring: string, side: WallSide, p: Point): WallSpot {
  const normal = NORMALS[side];
  const probe = (s: number): Point => [p[0] + normal[0] * s, p[1] + normal[1] * s];
  return { ring, side, normal, inner: regionOf(map, probe(-0.5)), outer: regionOf(map, probe(0.5)) };
}

/** The wall of a ring that a point lies on (within `tolerance`), if any. */
export function wallAt(
  map: RouterMap,
  p: Point,
  ring?: string,
  tolerance = 0.3,
): { ring: string; side: WallSide } | null {
  for (const [id, b] of map.boxes) {
    if (ring && id !== ring) continue;
    const withinX = p[0] >= b.x0 - tolerance && p[0] <= b.x1 + tolerance;
    const withinY = p[1] >= b.y0 - tolerance && p[1] <= b.y1 + tolerance;
    if (withinX && Math.abs(p[1] - b.y0) <= tolerance) return { ring: id, side: 'north' };
    if (withinX && Math.abs(p[1] - b.y1) <= tolerance) return { ring: id, side: 'south' };
    if (withinY && Math.abs(p[0] - b.x0) <= tolerance) return { ring: id, side: 'west' };
    if (withinY && Math.abs(p[0] - b.x1) <= tolerance) return { ring: id, side: 'east' };
  }
  return null;
}

/** Every wall of every ring as a segment: what a path may cross only at a gate. */
export function wallSegments(map: RouterMap): { ring: string; side: WallSide; a: Point; b: Point }[] {
  return [...map.boxes].flatMap(([ring, b]) => [
    { ring, side: 'north' as const, a: [b.x0, b.y0] as Point, b: [b.x1, b.y0] as Point },
    { ring, side: 'south' as const, a: [b.x0, b.y1] as Point, b: [b.x1, b.y1] as Point },
    { ring, side: 'west' as const, a: [b.x0, b.y0] as Point, b: [b.x0, b.y1] as Point },
    { ring, side: 'east' as const, a: [b.x1, b.y0] as Point, b: [b.x1, b.y1] as Point },
  ]);
}

/** The rings a path in `region` must go round: every ring outside, the rings within a ring inside it. */
function obstacles(map: RouterMap, region: string): Box[] {
  if (region === OUTSIDE) return [...map.boxes.values()];
  const own = map.boxes.get(region);
  if (!own) return [];
  return [...map.boxes]
    .filter(
      ([id, b]) => id !== region && b.x0 >= own.x0 && b.x1 <= own.x1 && b.y0 >= own.y0 && b.y1 <= own.y1,
    )
    .map(([, b]) => b);
}

function grow(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

/**
 * The shortest way from a to b within a region, bending only at the corners of the rings in the way (each kept
 * `CLEARANCE` off): a to b itself when nothing is in the way, null when nothing gets round.
 */
export function pathWithin(map: RouterMap, region: string, a: Point, b: Point): Point[] | null {
  const blocks = obstacles(map, region);
  const own = region === OUTSIDE ? null : (map.boxes.get(region) ?? null);
  // A path keeps half the clearance off a ring, or less where one of its ends already stands closer.
  const clear = (p: Point, q: Point) =>
    blocks.every((box) => {
      const margin = Math.min(CLEARANCE / 2, 0.9 * distanceToBox(p, box), 0.9 * distanceToBox(q, box));
      return !segmentEntersBox(p, q, grow(box, margin));
    });
  if (clear(a, b)) return [a, b];
  const corners = blocks.flatMap((box) => {
    const g = grow(box, CLEARANCE);
    return [
      [g.x0, g.y0],
      [g.x1, g.y0],
      [g.x1, g.y1],
      [g.x0, g.y1],
    ] as Point[];
  });
  const nodes = [
    a,
    b,
    ...corners.filter(
      (c) =>
        blocks.every((box) => !inBox(c, grow(box, CLEARANCE * 0.99))) &&
        (!own || inBox(c, own, CLEARANCE * 0.5)),
    ),
  ];
  // Dijkstra over a handful of nodes: plain arrays are plenty.
  const cost = nodes.map((_, i) => (i === 0 ? 0 : Infinity));
  const from = nodes.map(() => -1);
  const done = nodes.map(() => false);
  for (;;) {
    let i = -1;
    for (let j = 0; j < nodes.length; j++) if (!done[j] && (i < 0 || cost[j]! < cost[i]!)) i = j;
    if (i < 0 || cost[i] === Infinity) return null;
    if (i === 1) break;
    done[i] = true;
    for (let j = 0; j < nodes.length; j++) {
      if (done[j]) continue;
      const c = cost[i]! + distance(nodes[i]!, nodes[j]!);
      if (c < cost[j]! && clear(nodes[i]!, nodes[j]!)) [cost[j], from[j]] = [c, i];
    }
  }
  const path: Point[] = [];
  for (let i = 1; i >= 0; i = from[i]!) path.unshift(nodes[i]!);
  return path;
}

/**
 * The gates to pass, in order, to get from a point in one region to a point in another (fewest map units as the
 * crow flies between them), or null when no chain of gates joins the two.
 */
export function gateChain(
  map: RouterMap,
  from: Point,
  region: string,
  to: Point,
  target: string,
): Gate[] | null {
  interface Node {
    region: string;
    point: Point;
    cost: number;
    chain: Gate[];
  }
  const open: Node[] = [{ region, point: from, cost: 0, chain: [] }];
  const settled = new Set<string>();
  let best: { cost: number; chain: Gate[] } | null = null;
  while (open.length > 0) {
    open.sort((x, y) => x.cost - y.cost);
    const node = open.shift()!;
    if (best && node.cost >= best.cost) break;
    if (node.region === target) {
      const total = node.cost + distance(node.point, to);
      if (!best || total < best.cost) best = { cost: total, chain: node.chain };
      continue;
    }
    if (settled.has(node.region)) continue;
    settled.add(node.region);
    for (const gate of map.gates) {
      const { inner, outer } = gate.spot;
      if (inner === outer || (inner !== node.region && outer !== node.region)) continue;
      const next = inner === node.region ? outer : inner;
      if (settled.has(next)) continue;
      open.push({
        region: next,
        point: gate.point,
        cost: node.cost + distance(node.point, gate.point),
        chain: [...node.chain, gate],
      });
    }
  }
  return best?.chain ?? null;
}

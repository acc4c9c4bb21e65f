import { describe, expect, it } from 'vitest';
import { cityLayout, type Point } from './layout';
import { pointAlong, type Piece } from './movePaths';
import { CLEARANCE } from './regions';
import { planRoute } from './routes';
import { movementPieces, routePieces } from './routePieces';
import { GATE_RUN, WALL_OFFSET } from './routeStops';
import { barbican, closed, square } from '../testing/routeCities';
import { segmentCrossing as cross } from '../testing/segments';

function samples(pieces: readonly Piece[], n = 400): Point[] {
  return Array.from({ length: n + 1 }, (_, i) => pointAlong(pieces, i / n));
}

/** Every wall of every ring, as a segment. */
function walls(geometry: ReturnType<typeof cityLayout>): [Point, Point][] {
  return geometry.rings.flatMap(({ x, y, width: w, height: h }) => [
    [
      [x, y],
      [x + w, y],
    ],
    [
      [x, y + h],
      [x + w, y + h],
    ],
    [
      [x, y],
      [x, y + h],
    ],
    [
      [x + w, y],
      [x + w, y + h],
    ],
  ]) as [Point, Point][];
}

/** Where a path crosses any wall. */
function wallCrossings(pieces: readonly Piece[], geometry: ReturnType<typeof cityLayout>, n = 400): Point[] {
  const s = samples(pieces, n);
  const found: Point[] = [];
  for (let i = 1; i < s.length; i++)
    for (const [a, b] of walls(geometry)) {
      const x = cross(s[i - 1]!, s[i]!, a, b);
      // Two rings sharing a wall (a barbican before a gate) are one crossing there.
      if (x && !found.some((f) => near(f, x, 0.01))) found.push(x);
    }
  return found;
}

const gatePoints = (geometry: ReturnType<typeof cityLayout>) =>
  [...geometry.places.values()].filter((g) => g.kind === 'gate').map((g) => g.point);
const near = (p: Point, q: Point, d: number) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= d;
const route = (ids: string[], geometry = square) => movementPieces(ids, geometry, 0)!;

describe('planRoute(ids, geometry): along a wall', () => {
  it.each([
    // from, via, to; the face the route keeps to; the wall's line (y of a south wall or x of an east wall)
    [['wall-sw', 'south-wall', 'gate-se'], 'inner', 'south'],
    [['gate-s', 'south-wall', 'east-wall', 'gate-e'], 'inner', 'south'],
    [['gate-s', 'south-wall', 'east-wall', 'gate-e'], 'inner', 'east'],
    [['camp-south', 'south-wall', 'east-wall', 'east-outside'], 'outer', 'south'],
    [['camp-south', 'south-wall', 'east-wall', 'east-outside'], 'outer', 'east'],
    [['lanes', 'south-wall', 'gate-se'], 'inner', 'south'],
  ] as const)('%j keeps %s beside the %s wall, never on it', (ids, face, side) => {
    const pieces = route([...ids]);
    const sign = face === 'inner' ? -1 : 1;
    const line = 90;
    const across = (p: Point) => sign * ((side === 'south' ? p[1] : p[0]) - line);
    const along = (p: Point) => (side === 'south' ? p[0] : p[1]);
    const gates = gatePoints(square);
    const zone = samples(pieces).filter(
      (p) =>
        Math.abs(across(p)) < 2 * WALL_OFFSET &&
        along(p) > 14 &&
        along(p) < 86 &&
        !gates.some((g) => near(p, g, GATE_RUN + 0.5)),
    );
    // Beside the wall the route is on the mover's face of it, clear of the stroke, and mostly right on the band.
    for (const p of zone) expect(across(p)).toBeGreaterThanOrEqual(WALL_OFFSET * 0.5);
    expect(zone.filter((p) => Math.abs(across(p) - WALL_OFFSET) < 0.01).length).toBeGreaterThan(40);
  });

  it('runs along the wall only as far as the gate it goes to', () => {
    const { points } = planRoute(['wall-sw', 'south-wall', 'gate-se'], square)!;
    expect(Math.max(...points.map((p) => p[0]))).toBeCloseTo(66, 5);
  });
});

describe('planRoute(ids, geometry): round the outside', () => {
  it.each([
    [['gate-n', 'east-outside', 'far-south']],
    [['camp-west', 'east-outside']],
    [['camp-south', 'far-north']],
    [['camp-west', 'moat', 'east-outside']],
  ])('%j never enters the ring, and keeps clear of it', (ids) => {
    const pieces = route(ids);
    const gates = gatePoints(square);
    for (const p of samples(pieces)) {
      if (gates.some((g) => near(p, g, GATE_RUN + 0.5))) continue;
      const inside = p[0] > 10 && p[0] < 90 && p[1] > 10 && p[1] < 90;
      expect(inside, `${p} is inside`).toBe(false);
      const dx = Math.max(10 - p[0], 0, p[0] - 90);
      const dy = Math.max(10 - p[1], 0, p[1] - 90);
      expect(Math.hypot(dx, dy)).toBeGreaterThan(CLEARANCE / 4);
    }
  });

  it('leaves a gate square to the wall, outward, when it goes outside', () => {
    const { points } = planRoute(['gate-n', 'east-outside'], square)!;
    expect(points.slice(0, 2)).toEqual([
      [34, 10],
      [34, 10 - GATE_RUN],
    ]);
  });
});

describe('planRoute(ids, geometry): through gates', () => {
  it.each([
    [['camp-south', 'gate-s', 'market'], square, [[50, 90]]],
    [['market', 'gate-w', 'camp-south'], square, [[10, 42]]],
    [
      ['camp', 'barbican-gate', 'inside'],
      barbican,
      [
        [50, 96],
        [50, 80],
      ],
    ],
    [
      ['camp', 'inside'],
      barbican,
      [
        [50, 96],
        [50, 80],
      ],
    ],
  ] as const)('%j crosses walls at its gates only, square to the wall', (ids, geometry, at) => {
    const pieces = route([...ids], geometry);
    const found = wallCrossings(pieces, geometry);
    expect(found.length).toBe(at.length);
    found.forEach((x, i) => expect(near(x, at[i] as Point, 0.01)).toBe(true));
    // Square to the wall: just before and after the gate the path is on the gate's line across the wall.
    const s = samples(pieces, 2000);
    for (const g of at) {
      const close = s.filter((p) => near(p, g as Point, GATE_RUN * 0.4));
      expect(close.length).toBeGreaterThan(2);
      const vertical = g[1] === 90 || g[1] === 96 || g[1] === 80;
      for (const p of close) expect(vertical ? p[0] : p[1]).toBeCloseTo(vertical ? g[0] : g[1], 5);
    }
  });

  it('keeps a street inside', () => {
    const pieces = route(['gate-e', 'street', 'lanes']);
    for (const p of samples(pieces).slice(1)) expect(p[0] < 90 && p[1] < 90 && p[0] > 10).toBe(true);
    expect(samples(pieces).some((p) => near(p, [46, 70], 1.5))).toBe(true);
  });
});

describe('planRoute(ids, geometry): no wall crossed but at a gate', () => {
  const ids = [...square.places.keys()];
  const gates = gatePoints(square);
  const pairs = ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => [a, b]));
  const vias = ['gate-s', 'south-wall', 'east-outside', 'street', 'moat'];
  const routes = [
    ...pairs,
    ...pairs.flatMap(([a, b]) => vias.filter((v) => v !== a && v !== b).map((v) => [a!, v, b!])),
  ];

  it(`holds for every pair of places and a via between (${routes.length} routes)`, () => {
    for (const r of routes) {
      for (const x of wallCrossings(route(r), square, 120))
        expect(
          gates.some((g) => near(x, g, 0.01)),
          `${r.join('>')} crosses a wall at ${x}`,
        ).toBe(true);
    }
  }, 30_000);

  it('holds in a town with a barbican', () => {
    const places = [...barbican.places.keys()];
    for (const a of places)
      for (const b of places) {
        if (a === b) continue;
        for (const x of wallCrossings(route([a, b], barbican), barbican))
          expect(gatePoints(barbican).some((g) => near(x, g, 0.01))).toBe(true);
      }
  });
});

describe('planRoute(ids, geometry): what it cannot honour', () => {
  it.each([
    [
      ['market', 'gate-s', 'lanes'],
      square,
      /passes through gate "gate-s" and goes on to "lanes" on the side it came from/,
    ],
    [['field', 'yard'], closed, /no gate leads from outside to keep/],
    [['camp', 'town-gate', 'inside'], barbican, /reaches gate "town-gate" only through another gate/],
  ] as const)('%j is told', (ids, geometry, problem) => {
    expect(planRoute([...ids], geometry)!.problems.join('\n')).toMatch(problem);
  });

  it('finds nothing to tell of a route the map can keep to', () => {
    expect(planRoute(['camp-south', 'gate-s', 'street', 'lanes'], square)!.problems).toEqual([]);
  });

  it('is null for a place the map does not draw', () =>
    expect(planRoute(['market', 'nowhere'], square)).toBeNull());
});

describe('routePieces(plan, inset)', () => {
  it('keeps the gentle arc of a direct move that crosses no wall', () => {
    const plan = planRoute(['market', 'lanes'], square)!;
    expect(plan.arc).toBe(true);
    const [piece, ...rest] = routePieces(plan, 0);
    expect(rest).toEqual([]);
    const [a, c, b] = piece!;
    const offChord =
      Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])) /
      Math.hypot(b[0] - a[0], b[1] - a[1]);
    expect(offChord).toBeGreaterThan(3);
  });

  it('draws a move along one wall straight beside it, not as an arc', () => {
    expect(planRoute(['north-wall', 'gate-n'], square)!.arc).toBe(false);
  });

  it('joins its pieces end to start, and stops `inset` short of each end', () => {
    const plan = planRoute(['gate-n', 'east-outside', 'far-south'], square)!;
    const pieces = routePieces(plan, 2.5);
    for (let i = 1; i < pieces.length; i++) expect(pieces[i]![0]).toEqual(pieces[i - 1]![2]);
    const first = plan.points[0]!;
    expect(Math.hypot(pieces[0]![0][0] - first[0], pieces[0]![0][1] - first[1])).toBeCloseTo(2.5, 1);
  });
});

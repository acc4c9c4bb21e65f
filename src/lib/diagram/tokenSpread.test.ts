import { describe, expect, it } from 'vitest';
import { bannerExtent } from './conditionMarks';
import type { CityLayout, PlaceGeometry, Point } from './layout';
import { gateRect } from './placeMark';
import { tokenHomes } from './sceneTokens';
import type { ForceState } from '../story/forceStates';
import type { Force } from '../model/types';
import { latticeOffsets, spreadTokens, type TokenToSpread } from './tokenSpread';
import type { Box } from './planar';

const meets = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const boxAt = (e: Box, [x, y]: Point): Box => ({
  x0: x + e.x0,
  y0: y + e.y0,
  x1: x + e.x1,
  y1: y + e.y1,
});
const whole = bannerExtent('intact');
const sized = (e: Box, s: number): Box => ({ x0: e.x0 * s, y0: e.y0 * s, x1: e.x1 * s, y1: e.y1 * s });
const cell = { width: (whole.x1 - whole.x0) * 10, height: (whole.y1 - whole.y0) * 10 };

/** No two of the banners at `positions` (each its token's extent) meet. */
function disjoint(tokens: readonly TokenToSpread[], positions: ReadonlyMap<string, Point>): boolean {
  const boxes = tokens.map((t) => boxAt(t.extent, positions.get(t.id)!));
  return boxes.every((a, i) => boxes.every((b, j) => j <= i || !meets(a, b)));
}

describe('latticeOffsets(width, height)', () => {
  it('begins on the place, then its row neighbours, then the rows above and below, half a cell over', () => {
    const offsets = latticeOffsets(12, 14, 2);
    expect(offsets[0]).toEqual([0, 0]);
    expect(offsets.slice(1, 3)).toEqual([
      [-12, 0],
      [12, 0],
    ]);
    expect(offsets.slice(3, 5)).toEqual([
      [-6, -14],
      [6, -14],
    ]);
    expect(offsets).toHaveLength(25);
  });
});

describe('spreadTokens(tokens, options)', () => {
  const token = (id: string, anchor: Point, condition: 'intact' | 'scattered' | 'engaged' = 'intact') => ({
    id,
    anchor,
    extent: sized(bannerExtent(condition), 10),
  });

  it('leaves a lone banner on its place', () => {
    const at = spreadTokens([token('a', [40, 40])], { cell, gap: 1 });
    expect(at.get('a')).toEqual([40, 40]);
  });

  it('stands a banner beside a mark it must keep clear (a gate), the nearest free cell', () => {
    const gate: Box = { x0: 36, y0: 37.5, x1: 44, y1: 42.5 };
    const t = token('a', [40, 40]);
    const at = spreadTokens([t], { cell, gap: 1, keepClear: [gate] });
    expect(at.get('a')).not.toEqual([40, 40]);
    expect(meets(boxAt(t.extent, at.get('a')!), gate)).toBe(false);
    // The nearest such cell: no nearer offset of the lattice was free.
    const d = Math.hypot(at.get('a')![0] - 40, at.get('a')![1] - 40);
    expect(d).toBeLessThanOrEqual(Math.hypot(cell.width + 1, cell.height + 1) * 2);
  });

  it('keeps apart the banners of two places closer than a banner (a view framed wide)', () => {
    const tokens = [token('a', [40, 40]), token('b', [43, 41]), token('c', [41, 44], 'scattered')];
    const at = spreadTokens(tokens, { cell, gap: 1 });
    expect(disjoint(tokens, at)).toBe(true);
    // The first keeps its place; the others stand as near theirs as room allows: within two cells.
    expect(at.get('a')).toEqual([40, 40]);
    for (const t of tokens.slice(1)) {
      const [x, y] = at.get(t.id)!;
      expect(Math.hypot(x - t.anchor[0], y - t.anchor[1])).toBeLessThan(2.5 * cell.height);
    }
  });

  it("spreads a crowd at the view's edge inwards, not off the screen; a place beyond the view is no matter", () => {
    const frame = { x0: 0, y0: 0, x1: 100, y1: 60 };
    const tokens = Array.from({ length: 5 }, (_, i) => token(`r${i}`, [50, 55], 'scattered'));
    const at = spreadTokens(tokens, { cell, gap: 1, frame });
    expect(disjoint(tokens, at)).toBe(true);
    for (const t of tokens) {
      const box = boxAt(t.extent, at.get(t.id)!);
      expect(box.y1).toBeLessThanOrEqual(60);
      expect(box.y0).toBeGreaterThanOrEqual(0);
    }
    // Without the view, the same crowd spreads below its edge too.
    const loose = spreadTokens(tokens, { cell, gap: 1 });
    expect(tokens.some((t) => boxAt(t.extent, loose.get(t.id)!).y1 > 60)).toBe(true);
    // A banner whose place lies beyond the view keeps to its place.
    expect(spreadTokens([token('far', [50, 200])], { cell, gap: 1, frame }).get('far')).toEqual([50, 200]);
  });

  it('spreads a crowd of twelve at one place without any two meeting', () => {
    const tokens = Array.from({ length: 12 }, (_, i) =>
      token(`f${i}`, [50, 50], i % 3 === 0 ? 'engaged' : 'intact'),
    );
    expect(disjoint(tokens, spreadTokens(tokens, { cell, gap: 1 }))).toBe(true);
  });
});

describe('bannerExtent(condition)', () => {
  it('covers the cloth right of the staff and the staff below: not a square about the point', () => {
    expect(whole.x1).toBeGreaterThan(-whole.x0);
    expect(whole.y1).toBeGreaterThan(-whole.y0);
  });
  it('reaches further for a scattered banner, above it for crossed swords, out along the way for an exit', () => {
    const scattered = bannerExtent('scattered');
    expect(scattered.x1 - scattered.x0).toBeGreaterThan(whole.x1 - whole.x0);
    expect(bannerExtent('engaged').y0).toBeLessThan(whole.y0);
    expect(bannerExtent('escaped', [0, 1]).y1).toBeGreaterThan(1.5);
    expect(bannerExtent('escaped', [-1, 0]).x0).toBeLessThan(-1.5);
  });
});

describe('tokenHomes(forces, states, geometry, sizeOf)', () => {
  it('draws no two banners over each other where two places lie closer than a banner is high', () => {
    // Wards a few map units apart in a view where a banner is 8 map units high (a projected slide framed wide).
    const places = new Map(
      (
        [
          ['ward-a', [40, 60]],
          ['ward-b', [44, 62]],
          ['street', [42, 57]],
        ] as const
      ).map(([id, point]) => [id, { id, point: [...point] as Point }]),
    );
    const geometry: CityLayout = { rings: [], places, viewBox: [0, 0, 100, 100], labelSize: 3 };
    const at = ['ward-a', 'ward-a', 'ward-b', 'street', 'street', 'ward-b'];
    const forces = at.map((_, i) => ({ id: `f${i}`, name: `f${i}`, faction: 'x', start: at[i]! }) as Force);
    const states = new Map<string, ForceState>(
      forces.map((f, i) => [f.id, { at: at[i]!, condition: i === 2 ? 'routed' : 'intact' }]),
    );
    const homes = tokenHomes(forces, states, geometry, () => 8);
    const boxes = forces.map((f) =>
      boxAt(sized(bannerExtent(states.get(f.id)!.condition), 8), homes.get(f.id)!),
    );
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(meets(boxes[i]!, boxes[j]!)).toBe(false);
  });

  it('draws no banner over a gate, so the state of the gate a force stands at stays in sight', () => {
    const places = new Map<string, PlaceGeometry>([
      ['south-gate', { id: 'south-gate', kind: 'gate', side: 'south', point: [50, 80] }],
      ['west-gate', { id: 'west-gate', kind: 'gate', side: 'west', point: [20, 50] }],
    ]);
    const geometry: CityLayout = { rings: [], places, viewBox: [0, 0, 100, 100], labelSize: 3 };
    const forces = ['south-gate', 'west-gate'].map(
      (at, i) => ({ id: `f${i}`, name: `f${i}`, faction: 'x', start: at }) as Force,
    );
    const states = new Map<string, ForceState>(
      forces.map((f) => [f.id, { at: f.start, condition: 'intact' }]),
    );
    const homes = tokenHomes(forces, states, geometry, () => 8);
    for (const f of forces) {
      const g = places.get(f.start)!;
      const r = gateRect(g.point, g.side === 'south');
      const mark = { x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height };
      expect(meets(boxAt(sized(whole, 8), homes.get(f.id)!), mark)).toBe(false);
      // Beside it, not sent across the map.
      expect(Math.hypot(homes.get(f.id)![0] - g.point[0], homes.get(f.id)![1] - g.point[1])).toBeLessThan(30);
    }
  });
});

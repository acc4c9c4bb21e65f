/**
 * The bad-input corpus, issue 26 item 3: random finite and extreme numbers fed to the geometry and label modules.
 * Whatever a line's length, they return few items, all finite (the unbounded ones allocated in proportion to the
 * length, so the bound on what they return is the bound on their work; the test's timeout catches a loop that never
 * ends: no clock is read, machines here are noisy); and whatever box the schema lets through,
 * the city's layout is finite (a ring box of 1e15 froze the tab, 1e6 overflowed the stack, 1e308 gave a NaN
 * viewBox).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineObstacles, MAX_LINE_OBSTACLES } from '../../src/lib/diagram/labels';
import { curvePieces, MAX_PATH_SAMPLES, samplePath } from '../../src/lib/diagram/movePaths';
import { marksAlong } from '../../src/lib/diagram/placeMarks';
import { cityLayout } from '../../src/lib/diagram/layout';
import { cityMapSchema } from '../../src/lib/model/schema';

const extreme = fc.oneof(
  fc.constantFrom(0, -0, 1e-300, 1e6, -1e6, 1e15, -1e15, 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const point = fc.tuple(extreme, extreme);
const line = fc.array(point, { minLength: 2, maxLength: 6 });
const step = fc.oneof(fc.constantFrom(1e-9, 0.5, 2), fc.double({ min: 1e-9, max: 1e9, noNaN: true }));
const finite = (xs: readonly number[]) => xs.every(Number.isFinite);

describe('the geometry and label modules under extreme numbers', () => {
  it('lineObstacles: at most MAX_LINE_OBSTACLES, all finite', () => {
    fc.assert(
      fc.property(line, step, (points, s) => {
        const out = lineObstacles(points, s, 0.5);
        expect(out.length).toBeLessThanOrEqual(MAX_LINE_OBSTACLES);
        expect(out.every((o) => finite([o.x0, o.y0, o.x1, o.y1]))).toBe(true);
      }),
      { seed: 26, numRuns: 300 },
    );
  });

  it('samplePath: at most MAX_PATH_SAMPLES + 1 points, all finite', () => {
    fc.assert(
      fc.property(line, step, (points, s) => {
        const out = samplePath(curvePieces(points), s);
        expect(out.length).toBeLessThanOrEqual(MAX_PATH_SAMPLES + 1);
        expect(out.every((p) => finite(p))).toBe(true);
      }),
      { seed: 26, numRuns: 300 },
    );
  });

  it('marksAlong: a bounded number of marks', () => {
    fc.assert(
      fc.property(line, step, (points, s) => {
        expect(marksAlong(points, s, 3).length).toBeLessThanOrEqual(256);
      }),
      { seed: 26, numRuns: 300 },
    );
  });

  it('a huge length gives a bounded number of obstacles and samples, still spanning the whole line', () => {
    const huge: [number, number][] = [
      [-1e15, -1e15],
      [1e15, 1e15],
    ];
    const obstacles = lineObstacles(huge, 0.5, 0.5);
    expect(obstacles.length).toBeLessThanOrEqual(MAX_LINE_OBSTACLES);
    expect(obstacles.at(-1)!.x1).toBe(1e15 + 0.5);
    const samples = samplePath(curvePieces(huge), 0.5);
    expect(samples).toHaveLength(MAX_PATH_SAMPLES + 1);
    expect(samples.at(-1)).toEqual([1e15, 1e15]);
  });
});

describe('the ring layout of any box the schema accepts', () => {
  const city = JSON.parse(readFileSync('tests/fixtures/valid/mini/city.json', 'utf8'));
  it('is finite', () => {
    fc.assert(
      fc.property(fc.tuple(extreme, extreme, extreme, extreme), (box) => {
        const parsed = cityMapSchema.safeParse({
          ...city,
          rings: [{ ...city.rings[0], box }, ...city.rings.slice(1)],
        });
        if (!parsed.success) return;
        const layout = cityLayout(parsed.data);
        expect(finite(layout.viewBox) && Number.isFinite(layout.labelSize)).toBe(true);
      }),
      { seed: 26, numRuns: 300 },
    );
  });
});

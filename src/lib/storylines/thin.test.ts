import { describe, expect, it } from 'vitest';
import { indicesApart, lineBand } from './thin';

/** Points given as their x (in tenths of a pixel) and y. */
const xs =
  (...values: number[]) =>
  (i: number) =>
    values[i]! / 10;

describe('indicesApart(count, px, gap, keep)', () => {
  it('keeps a point only where it stands at least the gap right of the last one kept', () => {
    expect(indicesApart(6, xs(0, 10, 20, 30, 40, 100), 3)).toEqual([0, 3, 5]);
  });

  it('always keeps the points asked for', () => {
    expect(indicesApart(4, xs(0, 10, 20, 30), 3, (i) => i === 1)).toEqual([0, 1]);
  });

  it('draws a few hundred of 100,000 points on a chart 800 pixels wide', () => {
    expect(indicesApart(100_000, (i) => (i / 100_000) * 800, 4).length).toBeLessThanOrEqual(201);
  });
});

describe('lineBand(count, px, y)', () => {
  it('spans, per pixel column, every y of its points and the way to the next column', () => {
    const x = [0, 3, 6, 12, 15, 25];
    const y = [1, 3, 2, 2, 0, 4];
    expect(lineBand(6, xs(...x), (i) => y[i]!)).toEqual([
      { column: 0, top: 1, bottom: 3 },
      { column: 1, top: 0, bottom: 4 },
      { column: 2, top: 4, bottom: 4 },
    ]);
  });

  it('spans what the runs of the columns within reach cover, a stroke being wider than a pixel', () => {
    const x = [0, 15, 25, 45];
    const y = [1, 3, 2, 0];
    expect(lineBand(4, xs(...x), (i) => y[i]!, 1)).toEqual([
      { column: 0, top: 1, bottom: 3 },
      { column: 1, top: 0, bottom: 3 },
      { column: 2, top: 0, bottom: 3 },
      { column: 4, top: 0, bottom: 0 },
    ]);
  });

  it('has one column per pixel of 100,000 steps', () => {
    expect(
      lineBand(
        100_000,
        (i) => (i / 100_000) * 800,
        (i) => i % 7,
      ),
    ).toHaveLength(800);
  });
});

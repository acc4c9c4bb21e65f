import { describe, expect, it } from 'vitest';
import { indicesApart, lineIndices } from './thin';

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

describe('lineIndices(count, px, y)', () => {
  it('keeps the first, the last, the highest and the lowest point of each pixel column, in order, each once', () => {
    const x = [0, 1, 2, 3, 4, 10, 11, 12];
    const y = [1, 3, 0, 2, 2, 2, 2, 2];
    expect(lineIndices(8, xs(...x), (i) => y[i]!)).toEqual([0, 1, 2, 4, 5, 7]);
  });

  it('keeps the first of several highest or lowest points', () => {
    const y = [1, 0, 0, 3, 3, 1];
    expect(
      lineIndices(
        6,
        () => 0.5,
        (i) => y[i]!,
      ),
    ).toEqual([0, 1, 3, 5]);
  });

  it('draws at most four points per pixel of 100,000 steps', () => {
    expect(
      lineIndices(
        100_000,
        (i) => (i / 100_000) * 800,
        (i) => i % 7,
      ).length,
    ).toBeLessThanOrEqual(4 * 800);
  });

  it('keeps every point where each has a column of its own', () => {
    expect(lineIndices(3, xs(0, 10, 20), (i) => [1, 2, 1][i]!)).toEqual([0, 1, 2]);
  });
});

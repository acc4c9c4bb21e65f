import { describe, expect, it } from 'vitest';
import { linePoints, pointsApart } from './thin';

const at = (x: number, y = 0) => ({ x, y });
const px = (p: { x: number }) => p.x / 10;

describe('pointsApart(points, px, gap, keep)', () => {
  it('keeps a point only where it stands at least the gap right of the last one kept', () => {
    const points = [0, 10, 20, 30, 40, 100].map((x) => at(x));
    expect(pointsApart(points, px, 3).map((p) => p.x)).toEqual([0, 30, 100]);
  });

  it('always keeps the points asked for', () => {
    const points = [0, 10, 20, 30].map((x) => at(x));
    expect(pointsApart(points, px, 3, (p) => p.x === 10).map((p) => p.x)).toEqual([0, 10]);
  });

  it('draws a few hundred of 100,000 points on a chart 800 pixels wide', () => {
    const points = Array.from({ length: 100_000 }, (_, i) => at(i));
    expect(pointsApart(points, (p) => (p.x / 100_000) * 800, 4).length).toBeLessThanOrEqual(201);
  });
});

describe('linePoints(points, px)', () => {
  it('keeps the first, the last, the highest and the lowest point of each pixel column', () => {
    const points = [at(0, 1), at(1, 3), at(2, 0), at(3, 2), at(4, 2), at(10, 2), at(11, 2), at(12, 2)];
    expect(linePoints(points, px)).toEqual([at(0, 1), at(1, 3), at(2, 0), at(4, 2), at(10, 2), at(12, 2)]);
  });

  it('draws at most four points per pixel of 100,000 steps', () => {
    const points = Array.from({ length: 100_000 }, (_, i) => at(i, i % 7));
    expect(linePoints(points, (p) => (p.x / 100_000) * 800).length).toBeLessThanOrEqual(4 * 800);
  });

  it('keeps every point where each has a column of its own', () => {
    const points = [at(0, 1), at(10, 2), at(20, 1)];
    expect(linePoints(points, px)).toEqual(points);
  });
});

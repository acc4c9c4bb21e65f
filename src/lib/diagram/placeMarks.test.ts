import { describe, expect, it } from 'vitest';
import type { Point } from './layout';
import { marksAlong } from './placeMarks';

const line = (...xs: number[]): Point[] => xs.map((x) => [x, 0]);

describe('marksAlong(line, step, least)', () => {
  it('spaces marks a step apart, centred on the line', () => {
    expect(marksAlong(line(0, 10), 3)).toEqual(line(2, 5, 8));
  });

  it('follows a bent line across its corner', () => {
    const bent: Point[] = [[0, 0], [4, 0], [4, 4]]; // prettier-ignore
    expect(marksAlong(bent, 4)).toEqual([[2, 0], [4, 2]]); // prettier-ignore
  });

  it('puts at least as many as asked, closer together on a short line', () => {
    expect(marksAlong(line(0, 8), 10, 2)).toEqual(line(2, 6));
    expect(marksAlong(line(0, 14), 3, 2)).toHaveLength(5);
  });

  it('puts one mark at the middle of a line shorter than a step, and one on a point', () => {
    expect(marksAlong(line(0, 2), 5)).toEqual(line(1));
    expect(marksAlong(line(3), 5)).toEqual(line(3));
    expect(marksAlong([], 5)).toEqual([]);
  });
});

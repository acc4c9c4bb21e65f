import { describe, expect, it } from 'vitest';
import { curvePieces, moveDuration, pathLength, piecesPath, pointAlong, progressAt } from './movePaths';

describe('curvePieces(points) and piecesPath(pieces)', () => {
  it('bends a direct move to the left of travel', () => {
    expect(
      piecesPath(
        curvePieces([
          [2.5, 0],
          [97.5, 0],
        ]),
      ),
    ).toBe('M2.5,0Q50,-17.1 97.5,0');
  });
  it('passes through waypoints with quadratic pieces', () => {
    const path = piecesPath(
      curvePieces(
        [
          [0, 0],
          [50, 0],
          [50, 50],
          [100, 50],
        ],
        0,
      ),
    );
    expect(path).toBe('M0,0Q50,0 50,25Q50,50 100,50');
  });
  it('is empty for fewer than two points', () => expect(piecesPath(curvePieces([[1, 1]]))).toBe(''));
});

describe('pointAlong(pieces, t) and pathLength(pieces)', () => {
  const straight = curvePieces(
    [
      [0, 0],
      [100, 0],
    ],
    0,
  );
  it('walks a straight path by length', () => {
    expect(pathLength(straight)).toBeCloseTo(100, 3);
    expect(pointAlong(straight, 0)).toEqual([0, 0]);
    expect(pointAlong(straight, 0.25)[0]).toBeCloseTo(25, 0);
    expect(pointAlong(straight, 1)).toEqual([100, 0]);
  });
  it('clamps t to the path', () => expect(pointAlong(straight, 3)).toEqual([100, 0]));
});

describe('moveDuration(pixels)', () => {
  it('gives a hop 0.4 s and caps a long march at 1.5 s', () => {
    expect(moveDuration(0)).toBe(400);
    expect(moveDuration(200)).toBe(840);
    expect(moveDuration(5000)).toBe(1200);
  });
});

describe('progressAt(durations, elapsed)', () => {
  it('leaves out the forces that have arrived', () => {
    const durations = new Map([
      ['a', 400],
      ['b', 1000],
    ]);
    expect([...progressAt(durations, 500)]).toEqual([['b', 0.5]]);
    expect(progressAt(durations, 1000).size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { farSpots } from './labelCandidates';

describe('farSpots(point, outward, width, height)', () => {
  it('starts on the point and goes out along the direction and to either side', () => {
    const spots = farSpots([0, 0], [0, 1], 20, 8);
    expect(spots[0]).toEqual([0, 0]);
    expect(spots.slice(1, 3).map((p) => p.map((n) => n + 0))).toEqual([
      [-21, 0],
      [21, 0],
    ]);
    expect(spots.every(([, y]) => y >= 0)).toBe(true);
  });
});

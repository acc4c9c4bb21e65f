import { describe, expect, it } from 'vitest';
import { fanOut, type ForceState } from '../layout/forceStates';
import { fanRadius, framingMarginPx, largestCrowd, withinPoints } from './framing';

describe('fanRadius(count)', () => {
  it('is as far as the furthest of fanOut’s offsets, in spacings', () => {
    for (let count = 1; count <= 40; count++) {
      const furthest = Math.max(...fanOut(count, 1).map(([x, y]) => Math.hypot(x, y)));
      expect(fanRadius(count)).toBeCloseTo(furthest, 2);
    }
  });
});

describe('largestCrowd(states)', () => {
  it('counts the forces at the busiest place', () => {
    const states = new Map<string, ForceState>([
      ['a', { at: 'gate', condition: 'intact' }],
      ['b', { at: 'gate', condition: 'intact' }],
      ['c', { at: 'camp', condition: 'intact' }],
    ]);
    expect(largestCrowd(states)).toBe(2);
    expect(largestCrowd(new Map())).toBe(0);
    expect(largestCrowd(states, (id) => id === 'camp')).toBe(1);
  });
});

describe('framingMarginPx(options)', () => {
  it('grows with the crowd a view must hold, and with the size of banners and names', () => {
    const alone = framingMarginPx({ tokenPx: 24, labelPx: 12, crowd: 1 });
    const seven = framingMarginPx({ tokenPx: 24, labelPx: 12, crowd: 7 });
    const projected = framingMarginPx({ tokenPx: 36, labelPx: 20, crowd: 1 });
    expect(alone).toBeGreaterThan(24 * 0.5 + 12);
    expect(seven).toBeGreaterThan(alone + 24);
    expect(projected).toBeGreaterThan(alone);
  });
});

describe('withinPoints(points, pointOf)', () => {
  const at = new Map<string, [number, number]>([
    ['in', [5, 5]],
    ['out', [50, 5]],
  ]);
  it('accepts the places in the box about the points, and none when there are no points', () => {
    const within = withinPoints(
      [
        [0, 0],
        [10, 10],
      ],
      (id) => at.get(id),
    );
    expect(within('in')).toBe(true);
    expect(within('out')).toBe(false);
    expect(within('unknown')).toBe(false);
    expect(withinPoints([], (id) => at.get(id))('in')).toBe(false);
  });
});

import { scaleLinear } from 'd3-scale';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearScale } from './linearScale';

describe('linearScale', () => {
  // Story steps and pixels: d3-array's ticks itself fails on subnormal spans, for both scales alike.
  const finite = fc.oneof(
    fc.integer({ min: -1e6, max: 1e6 }),
    fc.double({ min: -1e4, max: 1e4, noNaN: true }).filter((x) => x === 0 || Math.abs(x) > 1e-9),
  );
  it('gives the same numbers as d3-scale’s scaleLinear: positions, inverses and ticks', () => {
    fc.assert(
      fc.property(
        finite,
        finite,
        finite,
        finite,
        finite,
        fc.integer({ min: 1, max: 30 }),
        (d0, d1, r0, r1, v, n) => {
          const ours = linearScale([d0, d1], [r0, r1]);
          const d3 = scaleLinear().domain([d0, d1]).range([r0, r1]);
          expect(ours(v)).toBe(d3(v));
          expect(ours.invert(v)).toBe(d3.invert(v));
          expect(ours.ticks(n)).toEqual(d3.ticks(n));
          expect(ours.ticks()).toEqual(d3.ticks());
        },
      ),
      { numRuns: 500 },
    );
  });
  it('sets and reads its domain and range, and copies without sharing them', () => {
    const scale = linearScale().domain([0, 10]).range([100, 200]);
    const copy = scale.copy().domain([0, 20]);
    expect(scale.domain()).toEqual([0, 10]);
    expect(scale(5)).toBe(150);
    expect(copy(5)).toBe(125);
    expect(copy.range()).toEqual([100, 200]);
    expect(linearScale([3, 3], [0, 10])(3)).toBe(5); // a domain of one point maps to the middle, as d3's does
  });
});

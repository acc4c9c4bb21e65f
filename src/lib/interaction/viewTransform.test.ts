import { scaleLinear } from 'd3-scale';
import { zoomIdentity } from 'd3-zoom';
import { describe, expect, it } from 'vitest';
import { linearScale } from '../timeline/linearScale';
import { IDENTITY, invertX, isWhole, rescaleX } from './viewTransform';

describe('the plain view transform', () => {
  const base = linearScale([1, 100], [40, 840]);

  it('rescales exactly as d3-zoom does', () => {
    const d3 = zoomIdentity.translate(-300, 0).scale(3.5);
    const ours = rescaleX({ k: d3.k, x: d3.x }, base);
    const theirs = d3.rescaleX(scaleLinear().domain([1, 100]).range([40, 840]));
    expect(ours.domain()).toEqual(theirs.domain());
    expect(ours(42)).toBeCloseTo(theirs(42), 9);
  });

  it('inverts a screen pixel as d3-zoom does', () => {
    const d3 = zoomIdentity.translate(120, 0).scale(2);
    expect(invertX(d3, 500)).toBeCloseTo(d3.invertX(500), 9);
  });

  it('leaves the scale as it is at identity, and knows a whole view', () => {
    expect(rescaleX(IDENTITY, base).domain()).toEqual([1, 100]);
    expect(isWhole(IDENTITY)).toBe(true);
    expect(isWhole({ k: 1, x: 0.4 })).toBe(true);
    expect(isWhole({ k: 1.01, x: 0 })).toBe(false);
  });
});

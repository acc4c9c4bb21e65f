import { describe, expect, it } from 'vitest';
import { visibleBox } from './camera';
import { frameWithCrowds, framingMarginPx, keyBandPx, viewBesideBand, withinPoints } from './framing';

describe('framingMarginPx(options)', () => {
  it('grows with the size of banners and names', () => {
    const explorer = framingMarginPx({ tokenPx: 24, labelPx: 12 });
    const projected = framingMarginPx({ tokenPx: 36, labelPx: 20 });
    expect(explorer).toBeGreaterThan(24 * 0.5 + 12);
    expect(projected).toBeGreaterThan(explorer);
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

describe('frameWithCrowds(points, options, crowdAt)', () => {
  const options = { aspect: 1, pad: 0, minSize: 10, screen: [100, 100] as [number, number] };
  const points: [number, number][] = [
    [0, 0],
    [20, 20],
  ];
  it('is the plain frame where no banners stand about the points', () => {
    expect(frameWithCrowds(points, options, () => [])).toEqual([0, 0, 20, 20]);
  });
  it('grows to hold a fan of banners at the edge, as far as it reaches in the view it settles on', () => {
    // A fan 10 px wide to the right of the right-hand point: 2 map units in a view of 0.2 units per pixel, and
    // further in the wider view that holds it.
    const seen: number[] = [];
    const view = frameWithCrowds(points, options, (k) => {
      seen.push(k);
      return [[20 + 10 * k, 20]];
    })!;
    expect(seen[0]).toBe(0.2);
    expect(seen.length).toBeGreaterThan(1);
    expect(view[0] + view[2]).toBeGreaterThanOrEqual(20 + 10 * seen.at(-1)! - 0.01);
  });
  it('frames again with the crowd as the wider view spreads it, until it holds it', () => {
    // Two banners pushed 60 px apart about (20, 20) in a 100 px view: 12 units at the first view's 0.2, more after.
    const crowd = (k: number): [number, number][] => [
      [20 - 30 * k, 20],
      [20 + 30 * k, 20],
    ];
    const view = frameWithCrowds(points, { ...options, marginPx: 5 }, crowd)!;
    const k = view[2] / 100;
    for (const [x] of crowd(k)) {
      expect(x).toBeGreaterThanOrEqual(view[0] + 4 * k);
      expect(x).toBeLessThanOrEqual(view[0] + view[2] - 4 * k);
    }
  });
});

describe('keyBandPx(names, fontPx)', () => {
  it('holds the widest name with its disc, and grows with the type', () => {
    const band = keyBandPx(['南城', '外城西側數坊'], 11);
    expect(band).toBeGreaterThan(6 * 11 + 18);
    expect(keyBandPx(['南城', '外城西側數坊'], 22)).toBeGreaterThan(band * 1.8);
    expect(keyBandPx([], 11)).toBeGreaterThan(18);
  });
});

describe('viewBesideBand(view, screen, bandPx)', () => {
  it('fits what the view showed into the screen beside the band, leaving the band over the ground', () => {
    // A city 100 × 100 on a 430 × 270 stage: the map fills the height, with room either side.
    const view: [number, number, number, number] = [0, 0, 100, 100];
    const screen: [number, number] = [430, 270];
    const band = 110;
    const framed = viewBesideBand(view, screen, band);
    expect(framed[2] / framed[3]).toBeCloseTo(430 / 270, 2);
    const seen = visibleBox(framed, ...screen);
    const k = (seen.x1 - seen.x0) / 430;
    // The band, in map units, ends left of the map; the map lies whole in the rest.
    expect(seen.x0 + band * k).toBeLessThanOrEqual(0 + 1e-6);
    expect(seen.x1).toBeGreaterThanOrEqual(100 - 1e-6);
    expect(seen.y0).toBeLessThanOrEqual(1e-6);
    expect(seen.y1).toBeGreaterThanOrEqual(100 - 1e-6);
  });

  it('leaves the view as it is with no band', () => {
    expect(viewBesideBand([0, 0, 100, 60], [500, 300], 0)).toEqual([0, 0, 100, 60]);
  });
});

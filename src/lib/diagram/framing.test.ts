import { describe, expect, it } from 'vitest';
import { visibleBox } from './camera';
import {
  footKeyBand,
  frameWithCrowds,
  keyBandAndLayout,
  framingMarginPx,
  calloutEntryPx,
  leftBandPx,
  leftKeyBand,
  roomierBand,
  unitsBesideBand,
  viewBesideBand,
  withinPoints,
  type KeyBand,
} from './framing';

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

describe('leftBandPx(calloutEntryPx(names, fontPx))', () => {
  const keyBandPx = (names: string[], fontPx: number) => leftBandPx(calloutEntryPx(names, fontPx));
  it('holds the widest name with its disc, and grows with the type', () => {
    const band = keyBandPx(['南城', '外城西側數坊'], 11);
    expect(band).toBeGreaterThan(6 * 11 + 18);
    expect(keyBandPx(['南城', '外城西側數坊'], 22)).toBeGreaterThan(band * 1.8);
    expect(keyBandPx([], 11)).toBeGreaterThan(18);
  });
});

describe('footKeyBand(count, entryPx, rowPx, width)', () => {
  it('sets the entries in as many columns as the width holds, and is as high as their rows', () => {
    // Three columns take 2 × 6 padding + 3 × 100 + 2 gaps of 10 = 332 px: 332 holds three, 331 two.
    expect(footKeyBand(7, 100, 20, 332)).toMatchObject({ side: 'bottom', columns: 3 });
    expect(footKeyBand(7, 100, 20, 331).columns).toBe(2);
    // Three rows of three: 3 × 20 + 2 gaps of 2 + 2 × 2 padding.
    expect(footKeyBand(7, 100, 20, 350).px).toBe(3 * 20 + 2 * 2 + 2 * 2);
    expect(footKeyBand(3, 100, 20, 350).px).toBe(20 + 2 * 2);
  });

  it('keeps one column where one entry is wider than the screen', () => {
    expect(footKeyBand(2, 500, 20, 300)).toMatchObject({ columns: 1, px: 2 * 20 + 2 + 4 });
  });
});

describe('roomierBand(view, screen, bands)', () => {
  const view: [number, number, number, number] = [0, 0, 100, 100];
  it('takes the foot for a few long names under a wide map, the left for many short ones', () => {
    const left = leftKeyBand(260, 240, 28);
    // 648 × 533: a band of 260 down the left leaves 388 across; two rows along the foot leave 533 - 62 down.
    const fewLong = footKeyBand(4, 240, 28, 648);
    expect(roomierBand(view, [648, 533], [left, fewLong])).toBe(fewLong);
    const narrow = leftKeyBand(120, 100, 20);
    const manyShort = footKeyBand(40, 100, 20, 648);
    expect(roomierBand(view, [648, 533], [narrow, manyShort])).toBe(narrow);
  });

  it('leaves the map larger beside the band it takes than beside the other', () => {
    const left = leftKeyBand(200, 180, 20);
    const foot = footKeyBand(6, 180, 20, 600);
    const chosen = roomierBand(view, [600, 400], [left, foot]);
    const other = chosen === left ? foot : left;
    expect(unitsBesideBand(view, [600, 400], chosen)).toBeLessThanOrEqual(
      unitsBesideBand(view, [600, 400], other),
    );
  });
});

describe('keyBandAndLayout(left, view, screen, layOut)', () => {
  const view: [number, number, number, number] = [0, 0, 100, 100];
  const screen: [number, number] = [648, 533];
  // A band as wide as a long name down the left; its entries 240 px wide, two to a row along the foot.
  const left = leftKeyBand(259, 240, 28);
  /** A layout that calls out `count(band)` places, and the bands it was asked for. */
  const layouts = (count: (band: KeyBand) => number) => {
    const asked: KeyBand[] = [];
    const layOut = (band: KeyBand) => {
      asked.push(band);
      return { callouts: Array.from({ length: count(band) }, (_, i) => `p${i}`) };
    };
    return { asked, layOut };
  };

  it('takes the foot when its rows leave the map larger, with as many rows as its own layout calls out', () => {
    // Beside the left band 4 callouts (two rows along the foot); the larger map beside the foot calls out 1.
    const { layOut } = layouts((band) => (band.side === 'left' ? 4 : 1));
    const { band, placed } = keyBandAndLayout(left, view, screen, layOut);
    expect(band.side).toBe('bottom');
    expect(band.rows).toBe(1);
    expect(placed.callouts).toHaveLength(1);
  });

  it('grows the rows where the map beside the foot calls out more than beside the left', () => {
    const { layOut } = layouts((band) => (band.side === 'left' ? 2 : 5));
    const { band, placed } = keyBandAndLayout(left, view, screen, layOut);
    expect(band).toMatchObject({ side: 'bottom', rows: 3 });
    expect(placed.callouts.length).toBeLessThanOrEqual(band.rows * band.columns);
  });

  it('keeps the left band where no rows along the foot hold what their layout calls out', () => {
    // Each added row makes the map call out two more: no band along the foot ever holds its own layout's.
    const { layOut, asked } = layouts((band) => (band.side === 'left' ? 2 : band.rows * band.columns + 2));
    const { band, placed } = keyBandAndLayout(left, view, screen, layOut);
    expect(band).toBe(left);
    expect(placed.callouts).toHaveLength(2);
    expect(asked.length).toBeLessThanOrEqual(4);
  });

  it('keeps the left band for a long key, whose rows would take more from the map', () => {
    const narrow = leftKeyBand(120, 100, 20);
    const { layOut } = layouts((band) => (band.side === 'left' ? 40 : 40));
    expect(keyBandAndLayout(narrow, view, screen, layOut).band).toBe(narrow);
  });
});

describe('viewBesideBand(view, screen, band)', () => {
  it('fits what the view showed into the screen beside a band down the left, leaving the band over the ground', () => {
    // A city 100 × 100 on a 430 × 270 stage: the map fills the height, with room either side.
    const view: [number, number, number, number] = [0, 0, 100, 100];
    const screen: [number, number] = [430, 270];
    const band = 110;
    const framed = viewBesideBand(view, screen, leftKeyBand(band, 90, 16));
    expect(framed[2] / framed[3]).toBeCloseTo(430 / 270, 2);
    const seen = visibleBox(framed, ...screen);
    const k = (seen.x1 - seen.x0) / 430;
    // The band, in map units, ends left of the map; the map lies whole in the rest.
    expect(seen.x0 + band * k).toBeLessThanOrEqual(0 + 1e-6);
    expect(seen.x1).toBeGreaterThanOrEqual(100 - 1e-6);
    expect(seen.y0).toBeLessThanOrEqual(1e-6);
    expect(seen.y1).toBeGreaterThanOrEqual(100 - 1e-6);
  });

  it('fits it above a band along the foot', () => {
    const view: [number, number, number, number] = [0, 0, 100, 100];
    const screen: [number, number] = [600, 400];
    const foot = footKeyBand(4, 200, 20, 600);
    const framed = viewBesideBand(view, screen, foot);
    const seen = visibleBox(framed, ...screen);
    const k = (seen.y1 - seen.y0) / 400;
    // The band's top, in map units, lies below the map; the map lies whole above it, centred across.
    expect(seen.y1 - foot.px * k).toBeGreaterThanOrEqual(100 - 1e-3);
    expect(seen.y0).toBeLessThanOrEqual(1e-6);
    expect((seen.x0 + seen.x1) / 2).toBeCloseTo(50, 3);
    // The map fills the height above the band: no room is left over above and below it.
    expect(seen.y1 - foot.px * k).toBeCloseTo(100, 3);
  });

  it('leaves the view as it is with no room in the band', () => {
    expect(viewBesideBand([0, 0, 100, 60], [500, 300], leftKeyBand(0, 0, 16))).toEqual([0, 0, 100, 60]);
  });
});

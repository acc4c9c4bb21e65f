/**
 * How much room, in screen pixels, a framed view keeps around its points: the banners fanned out about a place
 * and the names under them are drawn at a constant size on screen, so a view framed on the places alone cuts
 * the banners at its edge.
 */
import { frameView, unitsPerPixel, visibleBox, type FrameOptions, type ViewBox } from './camera';
import { textWidth } from '../labels/text';
import type { Point } from './layout';

/** The margin around a view's points: half a banner beyond a point, and a name under it. */
export function framingMarginPx(options: { tokenPx: number; labelPx: number }): number {
  return Math.round(options.tokenPx * 0.8 + options.labelPx * 1.8);
}

/** Whether a place's point lies in the box about `points` (the places a view frames, and what lies between). */
export function withinPoints(
  points: readonly Point[],
  pointOf: (placeId: string) => Point | undefined,
): (placeId: string) => boolean {
  if (points.length === 0) return () => false;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return (id) => {
    const p = pointOf(id);
    return !!p && p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1;
  };
}

/**
 * Frames `points`, then frames again with the crowds of banners that stand about them as the first view would
 * lay them out (`crowdAt(k)`: the banners' points for a view of `k` map units per pixel). The fans are a constant
 * size on screen, so only a view can say how far they reach: a margin as wide as the largest fan all round
 * would zoom every step out for a crowd in its middle.
 */
export function frameWithCrowds(
  points: readonly Point[],
  options: FrameOptions,
  crowdAt: (unitsPerPixel: number) => Point[],
): ViewBox | null {
  const first = frameView(points, options);
  if (!first || !options.screen) return first;
  const [width, height] = options.screen;
  // A wider view spreads the crowds further in map units (their banners keep their size on screen), so frame
  // again with the crowd as the last view lays it out, until it holds it (a few rounds: each grows less).
  let view = first;
  for (let round = 0; round < CROWD_ROUNDS; round++) {
    const crowd = crowdAt(unitsPerPixel(view, width, height));
    if (crowd.length === 0) return view;
    if (round > 0 && crowd.every((p) => holds(view, p, options.marginPx ?? 0, width, height))) return view;
    view = frameView([...points, ...crowd], options) ?? view;
  }
  return view;
}

const CROWD_ROUNDS = 4;

/** Whether `view` shows `p` at least `marginPx` inside its edges. */
function holds(view: ViewBox, [x, y]: Point, marginPx: number, width: number, height: number): boolean {
  const k = unitsPerPixel(view, width, height);
  const m = marginPx * k;
  const [vx, vy, vw, vh] = view;
  return x >= vx + m && x <= vx + vw - m && y >= vy + m && y <= vy + vh - m;
}

/** Where the key to the numbered callouts stands over the map: a band down its left, or one along its foot. */
export interface KeyBand {
  side: 'left' | 'bottom';
  /** The band's width (down the left) or height (along the foot), in pixels. */
  px: number;
  /** Along the foot, the key's entries stand in this many columns of `entryPx`, in `rows` rows `rowPx` high. */
  columns: number;
  rows: number;
  entryPx: number;
  rowPx: number;
}

/** The key's spacing, in pixels (DiagramCalloutKey draws it so): between entries, and inside its box. */
const KEY_GAP = { x: 10, y: 2 } as const;
const KEY_PADDING = { x: 6, y: 2 } as const;

/**
 * How wide, in pixels, one entry of the key stands: room for its widest possible entry (a disc, a gap and a name
 * of `names` at `fontPx`), so that the band does not hang on which places the layout happens to call out (which
 * hangs on the band).
 */
export function calloutEntryPx(names: readonly string[], fontPx: number): number {
  const widest = Math.max(0, ...names.map((name) => textWidth(name, fontPx)));
  const disc = (18 / 11) * fontPx;
  // A tenth more than the estimate: a face's glyphs run a little wider than their em.
  return Math.ceil(widest * 1.1 + disc + 3);
}

/** How wide the key stands as a column down the map's left: its widest entry (`calloutEntryPx`) and its box's padding. */
export function leftBandPx(entryPx: number): number {
  return entryPx + 2 * KEY_PADDING.x + 4;
}

/** How high one row of the key stands: a line of its type, or the disc where that is taller. */
export function calloutRowPx(fontPx: number): number {
  return Math.ceil(Math.max(14, fontPx * 1.5));
}

/**
 * The band along the map's foot that holds `count` entries `entryPx` wide in rows across a screen `width`
 * wide.
 */
export function footKeyBand(count: number, entryPx: number, rowPx: number, width: number): KeyBand {
  const columns = Math.max(1, Math.floor((width - 2 * KEY_PADDING.x + KEY_GAP.x) / (entryPx + KEY_GAP.x)));
  const rows = Math.max(1, Math.ceil(count / columns));
  const px = rows * rowPx + (rows - 1) * KEY_GAP.y + 2 * KEY_PADDING.y;
  return { side: 'bottom', px, columns, rows, entryPx, rowPx };
}

/** A band `px` wide down the map's left, the key's entries flowing in it. */
export function leftKeyBand(px: number, entryPx: number, rowPx: number): KeyBand {
  return { side: 'left', px, columns: 1, rows: Infinity, entryPx, rowPx };
}

/** Whether `count` entries find room in `band` (a band down the left scrolls a longer key). */
export function bandHolds(band: KeyBand, count: number): boolean {
  return count <= band.columns * band.rows;
}

/** The screen left to the map beside `band`, in pixels: [width, height]. */
function besideBand([w, h]: [number, number], band: KeyBand): [number, number] {
  return band.side === 'left' ? [w - band.px, h] : [w, h - band.px];
}

/** How many map units a pixel shows once `view` is fitted into the screen beside `band` (fewer: a larger map). */
export function unitsBesideBand(view: ViewBox, screen: [number, number], band: KeyBand): number {
  const seen = visibleBox(view, ...screen);
  const [w, h] = besideBand(screen, band);
  return Math.max((seen.x1 - seen.x0) / w, (seen.y1 - seen.y0) / h);
}

/**
 * Of the bands that can hold the key, the one that leaves `view` the larger map: a key of a few long names
 * takes less from a wide map along its foot; a long key of short names, less down its side.
 */
export function roomierBand(view: ViewBox, screen: [number, number], bands: readonly KeyBand[]): KeyBand {
  const usable = bands.filter((band) => band.px > 0 && besideBand(screen, band).every((n) => n > 0));
  if (usable.length === 0) return bands[0]!;
  return usable.reduce((best, band) =>
    unitsBesideBand(view, screen, band) < unitsBesideBand(view, screen, best) ? band : best,
  );
}

/** How many layouts along the map's foot may be tried for the key (its rows fitted to what the map calls out). */
const FOOT_ROUNDS = 3;

/**
 * The band the callouts' key takes, and the layout beside it (`layOut`, which calls out places by number): down
 * the left (`left`), or along the foot in the fewest rows that hold what the map laid out beside them calls out,
 * where that leaves `view` the larger map. The rows start from what the left band's layout called out; the map
 * beside them may call out more (and the rows grow) or fewer (and they shrink).
 */
export function keyBandAndLayout<Layout extends { callouts: readonly unknown[] }>(
  left: KeyBand,
  view: ViewBox,
  screen: [number, number],
  layOut: (band: KeyBand) => Layout,
): { band: KeyBand; placed: Layout } {
  const besideLeft = layOut(left);
  const rows = (count: number) => footKeyBand(count, left.entryPx, left.rowPx, screen[0]);
  let best: { band: KeyBand; placed: Layout } | null = null;
  let foot = rows(besideLeft.callouts.length);
  for (let round = 0; round < FOOT_ROUNDS; round++) {
    if (foot.px > screen[1] * 0.4 || roomierBand(view, screen, [left, foot]) !== foot) break;
    const placed = layOut(foot);
    if (bandHolds(foot, placed.callouts.length) && (!best || foot.px < best.band.px))
      best = { band: foot, placed };
    const fitted = rows(placed.callouts.length);
    if (fitted.px === foot.px) break;
    foot = fitted;
  }
  return best ?? { band: left, placed: besideLeft };
}

/**
 * `view` made room in for the key's `band` on a `screen`: what the view showed now fits in the rest (a little
 * smaller), so the key in the band covers no place and no wall.
 */
export function viewBesideBand(view: ViewBox, screen: [number, number], band: KeyBand): ViewBox {
  const [w, h] = screen;
  const [restW, restH] = besideBand(screen, band);
  if (band.px <= 0 || restW <= 0 || restH <= 0) return view;
  const seen = visibleBox(view, w, h);
  const k = unitsBesideBand(view, screen, band);
  const cx = (seen.x0 + seen.x1) / 2;
  const cy = (seen.y0 + seen.y1) / 2;
  // The rest's middle, in pixels from the screen's top left.
  const [mx, my] = band.side === 'left' ? [band.px + restW / 2, h / 2] : [w / 2, restH / 2];
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return [r(cx - mx * k), r(cy - my * k), r(w * k), r(h * k)];
}

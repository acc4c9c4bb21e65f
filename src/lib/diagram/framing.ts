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

/**
 * How wide, in pixels, the key to the numbered callouts stands as a column beside the map: room for its widest
 * possible entry (a disc, a gap and a name of `names` at `fontPx`), so that the band does not hang on which
 * places the layout happens to call out (which hangs on the band).
 */
export function keyBandPx(names: readonly string[], fontPx: number): number {
  const widest = Math.max(0, ...names.map((name) => textWidth(name, fontPx)));
  const disc = (18 / 11) * fontPx;
  // A tenth more than the estimate: a face's glyphs run a little wider than their em.
  return Math.ceil(widest * 1.1 + disc + 3 + 16);
}

/**
 * `view` made room in for a band `bandPx` wide down the left of a `screen`: what the view showed now fits in the
 * rest (a little smaller), so the key in the band covers no place and no wall.
 */
export function viewBesideBand(view: ViewBox, screen: [number, number], bandPx: number): ViewBox {
  const [w, h] = screen;
  if (bandPx <= 0 || w <= bandPx || h <= 0) return view;
  const seen = visibleBox(view, w, h);
  const k = Math.max((seen.x1 - seen.x0) / (w - bandPx), (seen.y1 - seen.y0) / h);
  const cx = (seen.x0 + seen.x1) / 2;
  const cy = (seen.y0 + seen.y1) / 2;
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return [r(cx - (bandPx + (w - bandPx) / 2) * k), r(cy - (h / 2) * k), r(w * k), r(h * k)];
}

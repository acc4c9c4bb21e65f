/**
 * How much room, in screen pixels, a framed view keeps around its points: the banners fanned out about a place
 * and the names under them are drawn at a constant size on screen, so a view framed on the places alone cuts
 * the banners at its edge.
 */
import { frameView, unitsPerPixel, type FrameOptions, type ViewBox } from './camera';
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
  const crowd = crowdAt(unitsPerPixel(first, options.screen[0], options.screen[1]));
  return crowd.length ? frameView([...points, ...crowd], options) : first;
}

/**
 * How much room, in screen pixels, a framed view keeps around its points: the banners fanned out about a place
 * and the names under them are drawn at a constant size on screen, so a view framed on the places alone cuts
 * the banners at its edge.
 */
import type { Point } from '../layout/diagramGeometry';
import type { ForceState } from '../layout/forceStates';

/** How many spacings from its place the furthest of `count` fanned-out tokens stands (forceStates' fanOut). */
export function fanRadius(count: number): number {
  if (count <= 1) return 0;
  if (count === 2) return 0.5;
  let rings = 0;
  while (1 + 3 * rings * (rings + 1) < count) rings++;
  return rings;
}

/** The largest number of forces standing at one place (of those `within` accepts). */
export function largestCrowd(
  states: ReadonlyMap<string, ForceState>,
  within: (placeId: string) => boolean = () => true,
): number {
  const at = new Map<string, number>();
  let most = 0;
  for (const state of states.values()) {
    if (!within(state.at)) continue;
    const n = (at.get(state.at) ?? 0) + 1;
    at.set(state.at, n);
    most = Math.max(most, n);
  }
  return most;
}

/**
 * The margin around a view's points: the largest crowd's fan of banners (spaced 1.25 banners apart, as laid
 * out), half a banner beyond it, and a name under it.
 */
export function framingMarginPx(options: { tokenPx: number; labelPx: number; crowd: number }): number {
  const { tokenPx, labelPx, crowd } = options;
  return Math.round(tokenPx * 1.25 * fanRadius(crowd) + tokenPx * 0.8 + labelPx * 1.8);
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

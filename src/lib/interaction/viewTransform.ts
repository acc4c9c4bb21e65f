/**
 * The timeline's horizontal zoom as plain numbers — scale `k` and shift `x` in pixels, as d3-zoom reports them —
 * and the little arithmetic the views do with it. d3-zoom's own ZoomTransform has the same fields and the same
 * meaning; keeping this one apart lets the first render draw before d3-zoom's gesture code has loaded.
 */
import type { LinearScale } from '../timeline/linearScale';

export interface ViewTransform {
  readonly k: number;
  readonly x: number;
}

export const IDENTITY: ViewTransform = { k: 1, x: 0 };

/** The base-pixel position shown at screen pixel `px`. */
export const invertX = (t: ViewTransform, px: number) => (px - t.x) / t.k;

/** The scale as zoomed: the same as d3-zoom's `transform.rescaleX(scale)`. */
export function rescaleX(t: ViewTransform, scale: LinearScale): LinearScale {
  const [r0, r1] = scale.range();
  return scale.copy().domain([scale.invert(invertX(t, r0)), scale.invert(invertX(t, r1))]);
}

/** Shown without zoom, up to half a pixel of drift. */
export const isWhole = (t: ViewTransform) => t.k === 1 && Math.abs(t.x) < 0.5;

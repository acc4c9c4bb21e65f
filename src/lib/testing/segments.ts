/**
 * Where two segments cross, written apart from the router's own geometry (src/lib/diagram/planar.ts), so the
 * route tests do not check the router with its own arithmetic.
 */
import type { Point } from '../diagram/layout';

/** Where segment p–q crosses segment a–b, if it does (touching an end counts). */
export function segmentCrossing(p: Point, q: Point, a: Point, b: Point): Point | null {
  const d = (q[0] - p[0]) * (b[1] - a[1]) - (q[1] - p[1]) * (b[0] - a[0]);
  if (d === 0) return null;
  const t = ((a[0] - p[0]) * (b[1] - a[1]) - (a[1] - p[1]) * (b[0] - a[0])) / d;
  const u = ((a[0] - p[0]) * (q[1] - p[1]) - (a[1] - p[1]) * (q[0] - p[0])) / d;
  return t > 0 && t <= 1 && u >= 0 && u <= 1 ? [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t] : null;
}

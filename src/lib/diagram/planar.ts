/**
 * Plane geometry the router needs, in map units: boxes, segments, where a segment meets a box, and the nearest
 * point of a polyline.
 */
import type { Point, RingRect } from './layout';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function boxOf(rect: RingRect, grow = 0): Box {
  return {
    x0: rect.x - grow,
    y0: rect.y - grow,
    x1: rect.x + rect.width + grow,
    y1: rect.y + rect.height + grow,
  };
}

/** Strictly inside, by more than `margin`. */
export function inBox(p: Point, box: Box, margin = 0): boolean {
  return p[0] > box.x0 + margin && p[0] < box.x1 - margin && p[1] > box.y0 + margin && p[1] < box.y1 - margin;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
}

export function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** How far a point is from a box's outline, outside or in. */
export function distanceToBox(p: Point, box: Box): number {
  const dx = Math.max(box.x0 - p[0], 0, p[0] - box.x1);
  const dy = Math.max(box.y0 - p[1], 0, p[1] - box.y1);
  if (dx > 0 || dy > 0) return Math.hypot(dx, dy);
  return Math.min(p[0] - box.x0, box.x1 - p[0], p[1] - box.y0, box.y1 - p[1]);
}

/** Whether the segment a–b passes through the open interior of the box (Liang–Barsky clipping). */
export function segmentEntersBox(a: Point, b: Point, box: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const clips: [number, number][] = [
    [-dx, a[0] - box.x0],
    [dx, box.x1 - a[0]],
    [-dy, a[1] - box.y0],
    [dy, box.y1 - a[1]],
  ];
  for (const [p, q] of clips) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 >= t1) return false;
  }
  return t1 - t0 > 1e-9;
}

/** Where the segments a–b and c–d cross (each strictly between its ends), if they do. */
export function crossing(a: Point, b: Point, c: Point, d: Point): Point | null {
  const r: Point = [b[0] - a[0], b[1] - a[1]];
  const s: Point = [d[0] - c[0], d[1] - c[1]];
  const denominator = r[0] * s[1] - r[1] * s[0];
  if (Math.abs(denominator) < 1e-12) return null;
  const t = ((c[0] - a[0]) * s[1] - (c[1] - a[1]) * s[0]) / denominator;
  const u = ((c[0] - a[0]) * r[1] - (c[1] - a[1]) * r[0]) / denominator;
  const eps = 1e-9;
  return t > eps && t < 1 - eps && u > eps && u < 1 - eps ? lerp(a, b, t) : null;
}

/** The nearest point of a polyline to `p`, and how far along the polyline (in length) it lies. */
export function projectOnPolyline(p: Point, line: readonly Point[]): { point: Point; at: number } {
  let best = { point: line[0]!, at: 0, d: Infinity };
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const length = distance(a, b);
    const t =
      length > 0
        ? Math.min(
            1,
            Math.max(0, ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / length ** 2),
          )
        : 0;
    const q = lerp(a, b, t);
    const d = distance(p, q);
    if (d < best.d) best = { point: q, at: walked + t * length, d };
    walked += length;
  }
  return { point: best.point, at: best.at };
}

/** The part of a polyline between two lengths along it, in the order asked (backwards if `from` > `to`). */
export function polylineBetween(line: readonly Point[], from: number, to: number): Point[] {
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  const out: Point[] = [];
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const length = distance(a, b);
    const start = walked;
    walked += length;
    if (walked < lo || start > hi || length === 0) continue;
    if (out.length === 0) out.push(lerp(a, b, Math.max(0, (lo - start) / length)));
    out.push(lerp(a, b, Math.min(1, (hi - start) / length)));
  }
  if (out.length === 0) out.push(line[0]!);
  return from <= to ? out : out.reverse();
}

/**
 * A movement's path as quadratic pieces: drawn as an arrow, and walked by the tokens that move along it, so a token
 * travels exactly the arrow's curve. Lengths and points along it by sampling, which is plenty for a few pieces.
 */
import type { Point } from './layout';

/** [start, control, end] of one quadratic Bézier piece. */
export type Piece = [Point, Point, Point];

/**
 * A gentle arc for a direct move (bent to the left of travel, so two opposite moves do not overlap), and smooth
 * pieces through the midpoints of the legs otherwise (passing near every waypoint, smooth at each).
 */
export function curvePieces(points: readonly Point[], bend = 0.18): Piece[] {
  if (points.length < 2) return [];
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (points.length === 2) {
    const dx = last[0] - first[0];
    const dy = last[1] - first[1];
    const mid = between(first, last, 0.5);
    return [[first, [mid[0] + dy * bend, mid[1] - dx * bend], last]];
  }
  const pieces: Piece[] = [];
  let from = first;
  for (let i = 1; i < points.length - 1; i++) {
    const end = i === points.length - 2 ? last : between(points[i]!, points[i + 1]!, 0.5);
    pieces.push([from, points[i]!, end]);
    from = end;
  }
  return pieces;
}

export function piecesPath(pieces: readonly Piece[]): string {
  if (pieces.length === 0) return '';
  const [s] = pieces[0]!;
  return pieces.reduce(
    (d, [, c, e]) => `${d}Q${r(c[0])},${r(c[1])} ${r(e[0])},${r(e[1])}`,
    `M${r(s[0])},${r(s[1])}`,
  );
}

function quadratic([a, c, b]: Piece, t: number): Point {
  const u = 1 - t;
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
}

const SAMPLES = 16;

function pieceLength(piece: Piece): number {
  let length = 0;
  let prev = piece[0];
  for (let i = 1; i <= SAMPLES; i++) {
    const p = quadratic(piece, i / SAMPLES);
    length += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    prev = p;
  }
  return length;
}

export function pathLength(pieces: readonly Piece[]): number {
  return pieces.reduce((sum, p) => sum + pieceLength(p), 0);
}

/** The point a fraction `t` (0–1) of the way along the path, by length. */
export function pointAlong(pieces: readonly Piece[], t: number): Point {
  if (pieces.length === 0) return [0, 0];
  const lengths = pieces.map(pieceLength);
  let target = Math.min(1, Math.max(0, t)) * lengths.reduce((a, b) => a + b, 0);
  for (let i = 0; i < pieces.length; i++) {
    if (target <= lengths[i]! || i === pieces.length - 1)
      return quadratic(pieces[i]!, lengths[i]! > 0 ? Math.min(1, target / lengths[i]!) : 1);
    target -= lengths[i]!;
  }
  return pieces[pieces.length - 1]![2];
}

/** At most this many points along one path: a longer path gets them wider apart, so no length makes many. */
export const MAX_PATH_SAMPLES = 512;

/** Points every `step` units along the path (wider apart past MAX_PATH_SAMPLES): what labels must not cover. */
export function samplePath(pieces: readonly Piece[], step: number): Point[] {
  const length = pathLength(pieces);
  if (!Number.isFinite(length)) return [];
  const n = Math.min(MAX_PATH_SAMPLES, Math.max(1, Math.ceil(length / Math.max(step, 1e-6)) || 1));
  return Array.from({ length: n + 1 }, (_, i) => pointAlong(pieces, i / n));
}

/** How long a token takes over a path `pixels` long on screen: readable, 0.4 s for a hop to 1.2 s at most (a step settles in 1.5 s). */
export function moveDuration(pixels: number): number {
  return Math.round(Math.min(1200, Math.max(400, 400 + pixels * 2.2)));
}

function between(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

function r(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** No force moving. */
export const NO_PROGRESS: ReadonlyMap<string, number> = new Map();

/** Each moving force's progress (0–1) `elapsed` ms after setting out; those that have arrived are left out. */
export function progressAt(
  durations: ReadonlyMap<string, number>,
  elapsed: number,
): ReadonlyMap<string, number> {
  const progress = new Map<string, number>();
  for (const [id, duration] of durations) {
    const t = Math.max(0, elapsed) / duration;
    if (t < 1) progress.set(id, t);
  }
  return progress;
}

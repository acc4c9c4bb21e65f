/**
 * A routed polyline as the quadratic pieces the arrows are drawn with and the tokens walk: straight legs (a piece
 * with its control at the middle) and each bend rounded by a piece with its control at the corner.
 */
import type { Point } from './layout';
import type { Piece } from './movePaths';
import { distance, lerp } from './planar';

/** The largest radius of a rounded bend, in map units: under twice the clearance, so a bend never cuts a ring. */
export const BEND_RADIUS = 3;

function straight(a: Point, b: Point): Piece {
  return [a, lerp(a, b, 0.5), b];
}

/** The polyline without repeated points. */
export function dedupe(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) if (out.length === 0 || distance(out[out.length - 1]!, p) > 1e-6) out.push(p);
  return out;
}

/** The polyline without points that lie straight on between their neighbours (a gate on a leg through it). */
function unbent(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const a = out[out.length - 2];
    const b = out[out.length - 1];
    if (a && b) {
      const cross = (b[0] - a[0]) * (p[1] - b[1]) - (b[1] - a[1]) * (p[0] - b[0]);
      const dot = (b[0] - a[0]) * (p[0] - b[0]) + (b[1] - a[1]) * (p[1] - b[1]);
      if (Math.abs(cross) < 1e-9 * Math.max(1, distance(a, b) * distance(b, p)) && dot > 0) out.pop();
    }
    out.push(p);
  }
  return out;
}

export function roundedPieces(points: readonly Point[], radius = BEND_RADIUS): Piece[] {
  const p = unbent(dedupe(points));
  if (p.length < 2) return [];
  const pieces: Piece[] = [];
  let at = p[0]!;
  for (let i = 1; i < p.length - 1; i++) {
    const corner = p[i]!;
    const before = p[i - 1]!;
    const after = p[i + 1]!;
    const r = Math.min(radius, distance(before, corner) / 2, distance(corner, after) / 2);
    const enter = lerp(corner, before, r / distance(before, corner));
    const leave = lerp(corner, after, r / distance(corner, after));
    if (distance(at, enter) > 1e-6) pieces.push(straight(at, enter));
    pieces.push([enter, corner, leave]);
    at = leave;
  }
  if (distance(at, p[p.length - 1]!) > 1e-6) pieces.push(straight(at, p[p.length - 1]!));
  return pieces;
}

function quadratic([a, c, b]: Piece, t: number): Point {
  return lerp(lerp(a, c, t), lerp(c, b, t), t);
}

/** Splits a piece at parameter t (de Casteljau). */
function split([a, c, b]: Piece, t: number): [Piece, Piece] {
  const ac = lerp(a, c, t);
  const cb = lerp(c, b, t);
  const m = lerp(ac, cb, t);
  return [
    [a, ac, m],
    [m, cb, b],
  ];
}

const STEPS = 32;

/** The parameter at which a piece has run `length` map units, by sampling. */
function paramAt(piece: Piece, length: number): number {
  let walked = 0;
  let prev = piece[0];
  for (let i = 1; i <= STEPS; i++) {
    const p = quadratic(piece, i / STEPS);
    const step = distance(prev, p);
    if (walked + step >= length) return (i - 1 + (step > 0 ? (length - walked) / step : 0)) / STEPS;
    walked += step;
    prev = p;
  }
  return 1;
}

function lengthOf(piece: Piece): number {
  let length = 0;
  let prev = piece[0];
  for (let i = 1; i <= STEPS; i++) {
    const p = quadratic(piece, i / STEPS);
    length += distance(prev, p);
    prev = p;
  }
  return length;
}

function reverse(pieces: readonly Piece[]): Piece[] {
  return [...pieces].reverse().map(([a, c, b]) => [b, c, a]);
}

function trimStart(pieces: readonly Piece[], length: number): Piece[] {
  let left = length;
  for (let i = 0; i < pieces.length; i++) {
    const l = lengthOf(pieces[i]!);
    if (left < l) return [split(pieces[i]!, paramAt(pieces[i]!, left))[1], ...pieces.slice(i + 1)];
    left -= l;
  }
  return [];
}

/** The path less `inset` map units at each end (so an arrow stops short of the mark it points at), if it is long enough. */
export function trimEnds(pieces: readonly Piece[], inset: number): Piece[] {
  const total = pieces.reduce((sum, p) => sum + lengthOf(p), 0);
  if (inset <= 0 || total <= inset * 3) return [...pieces];
  return reverse(trimStart(reverse(trimStart(pieces, inset)), inset));
}

/**
 * The camera's flight from one view to the next as a pure function of time: where the camera is `now`, and
 * whether it has arrived. The controller that drives it (diagramMotion.svelte.ts) asks for a frame only while
 * this says the flight is under way, so a map at rest costs nothing.
 */
import type { ViewBox } from './camera';

export interface Flight {
  from: ViewBox;
  to: ViewBox;
  /** When it set out, in the clock's milliseconds (performance.now()). */
  start: number;
  /** How long it takes, in milliseconds; 0 is a jump. */
  duration: number;
}

/** No flight is longer: a class follows a step's move at the pace of a sentence, never waits on the camera. */
export const LONGEST_FLIGHT_MS = 1000;
const SHORTEST_FLIGHT_MS = 450;

/** Cubic ease in and out: the camera sets off and lands gently, and is fastest midway. */
export function easeInOut(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * How long a flight between two views takes: longer the further it pans (in view widths) and the more it zooms
 * (in doublings), between 0.45 and 1 s; no time at all between equal views.
 */
export function flightDuration(from: ViewBox, to: ViewBox): number {
  if (sameView(from, to)) return 0;
  const size = Math.max(Math.min(from[2], to[2]), 1e-9);
  const pan = Math.hypot(centre(to)[0] - centre(from)[0], centre(to)[1] - centre(from)[1]) / size;
  const zoom = Math.abs(Math.log2(Math.max(to[2], 1e-9) / Math.max(from[2], 1e-9)));
  const ms = SHORTEST_FLIGHT_MS + 220 * Math.min(pan, 2) + 180 * Math.min(zoom, 2);
  return Math.round(Math.min(LONGEST_FLIGHT_MS, ms));
}

/** The view shown `now` and whether the flight is over (the view is then exactly its target). */
export function flightAt(flight: Flight, now: number): { view: ViewBox; done: boolean } {
  const t = flight.duration <= 0 ? 1 : (now - flight.start) / flight.duration;
  if (t >= 1) return { view: flight.to, done: true };
  const e = easeInOut(Math.max(0, t));
  return {
    view: flight.from.map((v, i) => v + (flight.to[i]! - v) * e) as ViewBox,
    done: false,
  };
}

/** Equal to a thousandth of a map unit: the camera's views are rounded to that. */
export function sameView(a: ViewBox, b: ViewBox): boolean {
  return a.every((v, i) => Math.abs(v - b[i]!) < 1e-3);
}

function centre(v: ViewBox): [number, number] {
  return [v[0] + v[2] / 2, v[1] + v[3] / 2];
}

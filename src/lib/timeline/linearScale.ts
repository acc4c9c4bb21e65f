/**
 * The timeline's linear scale: d3-scale's `scaleLinear` as the timeline uses it (call, invert, ticks, domain,
 * range, copy), with d3's arithmetic, so every position is the same number. d3-scale itself brought d3-interpolate,
 * d3-color and d3-format into the first load (about 7 kB gzip) for colour interpolation and tick formats the
 * timeline never asks for; the storylines chart, a chunk of its own, still uses d3-scale.
 */
import { ticks as arrayTicks } from 'd3-array';

export interface LinearScale {
  (value: number): number;
  invert(pixel: number): number;
  ticks(count?: number): number[];
  domain(): [number, number];
  domain(domain: readonly [number, number]): LinearScale;
  range(): [number, number];
  range(range: readonly [number, number]): LinearScale;
  copy(): LinearScale;
}

/** d3's normalize: where `x` lies between `a` and `b` (0.5 in a domain of one point). */
function normalize(a: number, b: number): (x: number) => number {
  const span = b - a;
  return span ? (x) => (x - a) / span : () => (Number.isNaN(span) ? NaN : 0.5);
}

/** d3-interpolate's interpolateNumber. */
const between = (a: number, b: number) => (t: number) => a * (1 - t) + b * t;

/** d3's bimap: from one two-point scale to another, normalizing over the domain taken in increasing order. */
function bimap(domain: [number, number], range: [number, number]): (x: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const [place, value] =
    d1 < d0 ? [normalize(d1, d0), between(r1, r0)] : [normalize(d0, d1), between(r0, r1)];
  return (x) => value(place(x));
}

export function linearScale(
  domain: readonly [number, number] = [0, 1],
  range: readonly [number, number] = [0, 1],
): LinearScale {
  let d: [number, number] = [domain[0], domain[1]];
  let r: [number, number] = [range[0], range[1]];
  // Made once per domain and range, not per call: the timeline positions 200,000 ends through it per layout.
  let forward = bimap(d, r);
  let backward = bimap(r, d);
  const rescale = () => {
    forward = bimap(d, r);
    backward = bimap(r, d);
  };
  const scale = ((value: number) => forward(value)) as LinearScale;
  scale.invert = (pixel) => backward(pixel);
  scale.ticks = (count = 10) => arrayTicks(d[0], d[1], count);
  scale.domain = ((next?: readonly [number, number]) => {
    if (next === undefined) return [d[0], d[1]];
    d = [+next[0], +next[1]];
    rescale();
    return scale;
  }) as LinearScale['domain'];
  scale.range = ((next?: readonly [number, number]) => {
    if (next === undefined) return [r[0], r[1]];
    r = [+next[0], +next[1]];
    rescale();
    return scale;
  }) as LinearScale['range'];
  scale.copy = () => linearScale(d, r);
  return scale;
}

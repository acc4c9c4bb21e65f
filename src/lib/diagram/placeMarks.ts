/**
 * Marks drawn along a place's line by its state: the ✕ of a blocked street, repeated along it so that a street
 * blocked end to end reads so at any zoom. Map units; the caller passes a step that keeps one spacing on screen.
 */
import type { Point } from './layout';

const MAX_MARKS = 256;

/**
 * Points along a polyline, about `step` apart and centred on it; at least `least` of them (closer together where
 * the line is short), so that a short street still shows a row of marks.
 */
export function marksAlong(line: readonly Point[], step: number, least = 1): Point[] {
  const lengths = line.slice(1).map((p, i) => Math.hypot(p[0] - line[i]![0], p[1] - line[i]![1]));
  const total = lengths.reduce((a, b) => a + b, 0);
  if (line.length === 0) return [];
  if (total === 0 || step <= 0 || !Number.isFinite(total)) return [line[0]!];
  const wanted = Math.max(1, least, Math.round(total / step));
  // However long the line, at most MAX_MARKS marks, spread wider apart over it.
  const count = Math.min(MAX_MARKS, wanted);
  const spacing = count < wanted ? total / count : Math.min(step, total / count);
  const first = (total - (count - 1) * spacing) / 2;
  const out: Point[] = [];
  for (let n = 0; n < count; n++) out.push(pointAt(line, lengths, first + n * spacing));
  return out;
}

function pointAt(line: readonly Point[], lengths: readonly number[], distance: number): Point {
  let left = distance;
  for (let i = 0; i < lengths.length; i++) {
    const length = lengths[i]!;
    if (left <= length || i === lengths.length - 1) {
      const t = length === 0 ? 0 : Math.min(1, left / length);
      const [a, b] = [line[i]!, line[i + 1]!];
      return [round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)];
    }
    left -= length;
  }
  return line[0]!;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

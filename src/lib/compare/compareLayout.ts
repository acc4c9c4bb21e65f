/**
 * The geometry of the comparison's two timelines: the left account on the upper track, the right on the lower,
 * each event a mark spaced evenly in its own story order, and a link from each left event of a pair to each of
 * its right events (one per combination, so a one-to-many pair fans out). Pixels in, pixels out; no DOM.
 */
import type { Side } from '../model/alignmentSchema';
import type { AlignmentIndex } from './alignmentIndex';

export interface CompareFrame {
  width: number;
  /** From the upper track's centre line to the lower's. */
  gap: number;
  /** Room left and right of the tracks, and above the upper one. */
  margin: number;
}

export interface TrackMark {
  side: Side;
  id: string;
  x: number;
  y: number;
  /** The pair's stepping index, or null for an event with no counterpart. */
  pair: number | null;
}

export interface CompareLink {
  left: string;
  right: string;
  pair: number;
  /** A vertical S-curve from the upper mark down to the lower one. */
  d: string;
}

export interface CompareLayout {
  marks: TrackMark[];
  links: CompareLink[];
  height: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Evenly spaced centres of `n` marks over [from, to]. */
export function trackXs(n: number, from: number, to: number): number[] {
  const step = (to - from) / Math.max(1, n);
  return Array.from({ length: n }, (_, i) => round(from + step * (i + 0.5)));
}

export function linkPath(x1: number, y1: number, x2: number, y2: number): string {
  const mid = round((y1 + y2) / 2);
  return `M${round(x1)},${round(y1)}C${round(x1)},${mid} ${round(x2)},${mid} ${round(x2)},${round(y2)}`;
}

export function compareLayout(
  storyOrder: Readonly<Record<Side, readonly string[]>>,
  index: AlignmentIndex,
  frame: CompareFrame,
): CompareLayout {
  const { width, gap, margin } = frame;
  const y = { left: margin, right: margin + gap };
  const at = new Map<string, TrackMark>();
  const marks = (['left', 'right'] as const).flatMap((side) => {
    const xs = trackXs(storyOrder[side].length, margin, width - margin);
    return storyOrder[side].map((id, i): TrackMark => {
      const mark = { side, id, x: xs[i]!, y: y[side], pair: index.pairOf(side, id)?.index ?? null };
      at.set(`${side}:${id}`, mark);
      return mark;
    });
  });
  const links = index.pairs.flatMap((pair) =>
    pair.left.flatMap((left) =>
      pair.right.flatMap((right): CompareLink[] => {
        const from = at.get(`left:${left}`);
        const to = at.get(`right:${right}`);
        if (!from || !to) return [];
        return [{ left, right, pair: pair.index, d: linkPath(from.x, from.y, to.x, to.y) }];
      }),
    ),
  );
  return { marks, links, height: y.right + margin };
}

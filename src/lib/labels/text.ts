/**
 * Label text: how wide a text is, where it stands in its box, and how much of it fits a width. Shared by every
 * chart's labels; widths in the browser come from `measure.ts`.
 */
import type { Box } from './boxes';

/** Width in pixels of a text at the label's font; the browser's measurer or an estimate in tests. */
export type Measure = (text: string) => number;

const ELLIPSIS = '…';

/** The longest prefix of `text` (whole characters, ellipsis added) that fits `width`; '' when none does. */
export function fitText(text: string, width: number, measure: Measure, minChars = 1): string {
  if (measure(text) <= width) return text;
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (measure(chars.slice(0, mid).join('') + ELLIPSIS) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo >= Math.min(minChars, chars.length) ? chars.slice(0, lo).join('').trimEnd() + ELLIPSIS : '';
}

/** The text position of a placed label: its anchor and baseline inside the box. */
export function textPosition(box: Box): { x: number; y: number } {
  return { x: (box.x0 + box.x1) / 2, y: box.y0 + (box.y1 - box.y0) * 0.84 };
}

/**
 * A label's width in units of its font size: CJK glyphs are one em wide, others about 0.6. The dashes and the
 * ellipsis are full width in a CJK font too (祁山—街亭).
 */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text)
    em += /[\u2014\u2015\u2026\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.62;
  return em * size;
}

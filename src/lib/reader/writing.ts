/**
 * Vertical reading (竖排): the text top to bottom, columns right to left. The Chinese sets itself through CSS
 * (`writing-mode: vertical-rl` applies the fonts' vertical punctuation); what needs code is the choice in a URL and
 * the short runs of Latin digits, which stand upright two to a column only when each run is an element of its own.
 */

export type Writing = 'horizontal' | 'vertical';

export const WRITINGS: readonly Writing[] = ['horizontal', 'vertical'];

/** The writing a link asks for with `writing=vertical` (or `horizontal`) in its hash's query; null if none. */
export function writingInHash(hash: string): Writing | null {
  return (/[?&]writing=(horizontal|vertical)(&|$)/.exec(hash)?.[1] as Writing | undefined) ?? null;
}

export const DIGITS = /[0-9]+/g;

/** Where the text's runs of one or two Latin digits lie (longer numbers lie sideways: combined, they would be squeezed past reading). */
export function uprightRanges(text: string): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  for (const match of text.matchAll(DIGITS))
    if (match[0].length <= 2) ranges.push({ start: match.index, end: match.index + match[0].length });
  return ranges;
}

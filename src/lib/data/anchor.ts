/**
 * Quote anchoring (W3C TextQuoteSelector): an exact quote, with a prefix/suffix only where needed to make it unique,
 * resolved to UTF-16 offsets in the chapter text, and back. Exact search first; the context narrows the candidates.
 * Never throws: a quote that is missing or ambiguous is an answer, not an error.
 */

export interface TextQuote {
  exact: string;
  prefix?: string;
  suffix?: string;
}

export type AnchorResult =
  | { status: 'found'; start: number; end: number }
  | { status: 'missing'; closest: { start: number; end: number; passage: string } | null }
  | { status: 'ambiguous'; starts: number[] };

export function findAll(text: string, needle: string): number[] {
  const starts: number[] = [];
  if (needle.length === 0) return starts;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) starts.push(at);
  return starts;
}

/** Finds every start of a needle in one text; `findAll` by default, or a TextIndex's for many quotes. */
export type Finder = (needle: string) => number[];

/**
 * Every position of every pair of adjacent UTF-16 units in a text, so that a book-sized chapter with thousands
 * of quotes is not scanned whole once per quote: a quote's candidates are the positions of its rarest pair,
 * each checked in place. Built once per text; answers exactly as `findAll` does.
 */
export function textIndex(text: string): Finder {
  const positions = new Map<number, number[]>();
  for (let i = 0; i + 1 < text.length; i++) {
    const key = text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1);
    const list = positions.get(key);
    if (list) list.push(i);
    else positions.set(key, [i]);
  }
  return (needle) => {
    if (needle.length < 2) return findAll(text, needle);
    let rarest: number[] | undefined;
    let offset = 0;
    for (let j = 0; j + 1 < needle.length; j++) {
      const list = positions.get(needle.charCodeAt(j) * 65536 + needle.charCodeAt(j + 1));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) {
        rarest = list;
        offset = j;
      }
    }
    const starts: number[] = [];
    for (const at of rarest ?? []) {
      const start = at - offset;
      if (start >= 0 && text.startsWith(needle, start)) starts.push(start);
    }
    return starts;
  };
}

function fitsContext(text: string, start: number, quote: TextQuote): boolean {
  const end = start + quote.exact.length;
  if (quote.prefix && !text.slice(Math.max(0, start - quote.prefix.length), start).endsWith(quote.prefix)) {
    return false;
  }
  if (quote.suffix && !text.startsWith(quote.suffix, end)) return false;
  return true;
}

/** Where the quote stands in the text: exactly one place, none (with the closest passage), or several. */
export function anchorQuote(
  text: string,
  quote: TextQuote,
  find: Finder = (needle) => findAll(text, needle),
): AnchorResult {
  const candidates = find(quote.exact).filter((start) => fitsContext(text, start, quote));
  const [only] = candidates;
  if (candidates.length === 1 && only !== undefined) {
    return { status: 'found', start: only, end: only + quote.exact.length };
  }
  if (candidates.length > 1) return { status: 'ambiguous', starts: candidates };
  return { status: 'missing', closest: closestPassage(text, quote.exact) };
}

/** The shortest prefix/suffix that makes the passage text[start, end) unique in the text. */
export function quoteForRange(text: string, start: number, end: number): TextQuote {
  const exact = text.slice(start, end);
  if (findAll(text, exact).length <= 1) return { exact };
  const maxContext = Math.max(start, text.length - end);
  for (let length = 1; length <= maxContext; length++) {
    const prefix = text.slice(Math.max(0, start - length), start);
    const suffix = text.slice(end, end + length);
    const withPrefix = { exact, ...(prefix ? { prefix } : {}) };
    if (prefix && anchorQuote(text, withPrefix).status === 'found') return withPrefix;
    const withSuffix = { exact, ...(suffix ? { suffix } : {}) };
    if (suffix && anchorQuote(text, withSuffix).status === 'found') return withSuffix;
    const withBoth = { exact, ...(prefix ? { prefix } : {}), ...(suffix ? { suffix } : {}) };
    if (anchorQuote(text, withBoth).status === 'found') return withBoth;
  }
  return { exact };
}

function bigrams(s: string): Map<string, number> {
  const counts = new Map<string, number>();
  const chars = Array.from(s);
  for (let i = 0; i + 1 < chars.length; i++) {
    const gram = chars[i]! + chars[i + 1]!;
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function dice(a: Map<string, number>, aSize: number, b: Map<string, number>, bSize: number): number {
  if (aSize + bSize === 0) return 0;
  let shared = 0;
  for (const [gram, count] of a) shared += Math.min(count, b.get(gram) ?? 0);
  return (2 * shared) / (aSize + bSize);
}

function alignedCharacters(a: string, b: string): number {
  let same = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] === b[i]) same++;
  return same;
}

/**
 * The passage of the text most like the quote (bigram Dice similarity over windows of the quote's length),
 * so that a message about a mistyped quote can show what the text actually says.
 */
export function closestPassage(
  text: string,
  quote: string,
): { start: number; end: number; passage: string } | null {
  const width = quote.length;
  if (width < 2 || text.length === 0) return null;
  const target = bigrams(quote);
  const targetSize = Math.max(0, Array.from(quote).length - 1);
  let best: { start: number; score: number } | null = null;
  for (let start = 0; start + Math.min(width, text.length) <= text.length; start++) {
    const window = text.slice(start, start + width);
    // Ties go to the window whose characters line up with the quote's.
    const score =
      dice(target, targetSize, bigrams(window), Math.max(0, Array.from(window).length - 1)) +
      alignedCharacters(window, quote) / (width * 100);
    if (!best || score > best.score) best = { start, score };
  }
  if (!best || best.score === 0) return null;
  const end = Math.min(text.length, best.start + width);
  return { start: best.start, end, passage: text.slice(best.start, end) };
}

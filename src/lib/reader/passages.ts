/**
 * The reader's text cut into paragraphs and segments: a segment is a run of characters covered by the same set of
 * event passages. Clicking a segment selects its innermost (shortest) event, so nested passages stay reachable.
 */
import { bisector } from 'd3-array';
import type { NameInfo, NameRange } from './nameMarks';

export interface PassageRange {
  id: string;
  start: number;
  end: number;
}

export interface Segment {
  start: number;
  end: number;
  /** The name (person or place) this segment is, when names are marked. */
  name?: NameInfo;
  /** A run of one or two digits, set upright when the text is set vertically. */
  upright?: true;
  /** The covering passage with the shortest extent; null for plain text. */
  innermost: string | null;
  /** Every passage that covers this segment. */
  covering: string[];
}

export interface TextRange {
  start: number;
  end: number;
}

export interface Paragraph extends TextRange {
  /** A piece of a line too long to draw as one paragraph, after its first: it reads on from the piece before. */
  continued?: true;
}

/** Past this, a line is drawn in pieces: a 5 MB text with no line break would otherwise be one paragraph. */
export const LONGEST_PARAGRAPH = 1000;

/**
 * The text's lines that hold something, each a paragraph; a line longer than `longest` in pieces of at most
 * `longest` characters (never cut inside a surrogate pair; the first load has no room for finding a sentence's end).
 */
export function paragraphsOf(text: string, longest = LONGEST_PARAGRAPH): Paragraph[] {
  const out: Paragraph[] = [];
  let start = 0;
  for (;;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    for (let from = start; from < end;) {
      const to = end - from <= longest ? end : pieceEnd(text, from + longest);
      out.push({ start: from, end: to, ...(from > start && { continued: true }) });
      from = to;
    }
    if (newline < 0) return out;
    start = newline + 1;
  }
}

/** A piece's end: `limit`, or one before it where `limit` would split a surrogate pair. */
const pieceEnd = (text: string, limit: number) => limit - +/[\uD800-\uDBFF]/.test(text[limit - 1]!);

/**
 * A text's passages and names, ready to cut any one paragraph into segments: a long text's reader cuts only the
 * paragraphs it draws. Passages are sorted by start, with the furthest end reached so far beside each, so the
 * first passage that can reach into a paragraph is found by a binary search.
 */
export interface SegmentIndex {
  passages: PassageRange[];
  /** furthestEnd[i]: the largest end among passages[0..i]; never decreases. */
  furthestEnd: number[];
  names: readonly NameRange[];
  /** Runs to set upright in vertical text (from uprightRanges), sorted; empty in horizontal text. */
  upright: readonly TextRange[];
}

/**
 * `names` (sorted, from findNameRanges) add cuts, so a name is a segment of its own and can carry its pinyin; so do
 * `upright` runs, so each can be set upright on its own.
 */
export function segmentIndex(
  ranges: readonly PassageRange[],
  names: readonly NameRange[] = [],
  upright: readonly TextRange[] = [],
): SegmentIndex {
  const passages = [...ranges].sort((a, b) => a.start - b.start);
  const furthestEnd: number[] = [];
  let furthest = -Infinity;
  for (const p of passages) furthestEnd.push((furthest = Math.max(furthest, p.end)));
  return { passages, furthestEnd, names, upright };
}

const byStart = bisector((range: TextRange) => range.start);
const byNameEnd = bisector((range: NameRange) => range.end);
const byEnd = bisector((range: { end: number }) => range.end);
const reaching = bisector((end: number) => end);

/** One paragraph cut where a passage or a name begins or ends. */
export function segmentsOf({ start, end }: TextRange, index: SegmentIndex): Segment[] {
  const { passages, furthestEnd, names, upright } = index;
  const inside: PassageRange[] = [];
  const beforeEnd = byStart.left(passages, end);
  for (let i = reaching.right(furthestEnd, start); i < beforeEnd; i++) {
    if (passages[i]!.end > start) inside.push(passages[i]!);
  }
  const namesHere: NameRange[] = [];
  for (let i = byNameEnd.right(names, start); i < names.length && names[i]!.start < end; i++) {
    namesHere.push(names[i]!);
  }
  const uprightHere: TextRange[] = [];
  for (let i = byEnd.right(upright, start); i < upright.length && upright[i]!.start < end; i++) {
    uprightHere.push(upright[i]!);
  }
  const cuts = new Set([start, end]);
  for (const r of [...inside, ...namesHere, ...uprightHere]) {
    cuts.add(Math.max(start, r.start));
    cuts.add(Math.min(end, r.end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const s = points[i]!;
    const e = points[i + 1]!;
    const covering = inside.filter((r) => r.start <= s && r.end >= e);
    const innermost = covering.reduce<PassageRange | null>(
      (best, r) => (!best || r.end - r.start < best.end - best.start ? r : best),
      null,
    );
    const name = namesHere.find((n) => n.start <= s && n.end >= e)?.name;
    segments.push({
      start: s,
      end: e,
      innermost: innermost?.id ?? null,
      covering: covering.map((r) => r.id),
      ...(name ? { name } : {}),
      ...(uprightHere.some((r) => r.start <= s && r.end >= e) ? { upright: true as const } : {}),
    });
  }
  return segments;
}

export interface ParagraphChunk<P extends TextRange = TextRange> {
  index: number;
  paragraphs: P[];
  start: number;
  end: number;
}

/**
 * Paragraphs in chunks of about `chars` characters (a chunk closes on the paragraph that reaches it), so a long
 * text renders only the chunks near the reader's view. Counting characters, not paragraphs, keeps a chunk about a
 * screenful whether the paragraphs are one line each or twenty.
 */
export function chunkParagraphs<P extends TextRange>(
  paragraphs: readonly P[],
  chars: number,
): ParagraphChunk<P>[] {
  const chunks: ParagraphChunk<P>[] = [];
  let slice: P[] = [];
  let length = 0;
  const close = () => {
    chunks.push({
      index: chunks.length,
      paragraphs: slice,
      start: slice[0]!.start,
      end: slice[slice.length - 1]!.end,
    });
    slice = [];
    length = 0;
  };
  for (const paragraph of paragraphs) {
    slice.push(paragraph);
    length += paragraph.end - paragraph.start;
    if (length >= chars) close();
  }
  if (slice.length > 0) close();
  return chunks;
}

/** The most chunks a text is cut into: each waits as a block of its own, and 8,000 blocks took seconds to lay out. */
export const MOST_CHUNKS = 300;

/** A chunk's characters for a text of `length`: `least` (about a screenful), more in a text too long for that. */
export function chunkCharacters(length: number, least: number): number {
  return Math.max(least, Math.ceil(length / MOST_CHUNKS));
}

/** A chunk's height before it is drawn, without the DOM to measure: about 28 characters a line at 1.9 line height. */
export function estimatedHeight(chunk: ParagraphChunk): number {
  return chunk.paragraphs.reduce((h, p) => h + Math.ceil((p.end - p.start) / 28) * 32 + 15, 0);
}

/**
 * The indices of the first and last chunk a text range lies in (a passage that crosses a paragraph break may
 * cross a chunk's edge), or null when it lies in none. Chunks in text order, as chunkParagraphs makes them.
 */
export function chunksHolding(
  chunks: readonly ParagraphChunk[],
  range: { start: number; end: number },
): [number, number] | null {
  const first = byEnd.right(chunks, range.start);
  let last = first - 1;
  while (last + 1 < chunks.length && chunks[last + 1]!.start < range.end) last++;
  return last >= first ? [first, last] : null;
}

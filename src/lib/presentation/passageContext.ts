/**
 * The text around a step's passage, for the presenter: the paragraph before the one the passage starts in and
 * the paragraph after the one it ends in. Paragraphs are the text's lines; blank lines are not paragraphs.
 */
export interface PassageContext {
  before: string | null;
  after: string | null;
}

interface Paragraph {
  start: number;
  end: number;
}

function paragraphs(text: string): Paragraph[] {
  const found: Paragraph[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const end = start + line.length;
    if (line.trim()) found.push({ start, end });
    start = end + 1;
  }
  return found;
}

/** The paragraphs before and after the passage at [start, end) of `text` (UTF-16 offsets). */
export function passageContext(text: string, start: number, end: number): PassageContext {
  const all = paragraphs(text);
  const first = all.findIndex((p) => p.end >= start);
  if (first < 0) return { before: null, after: null };
  let last = first;
  while (last + 1 < all.length && all[last + 1]!.start < end) last++;
  const slice = (p: Paragraph | undefined) => (p ? text.slice(p.start, p.end).trim() : null);
  return { before: slice(all[first - 1]), after: slice(all[last + 1]) };
}

/** Elapsed time as the presenter's clock shows it: m:ss, and h:mm:ss past the hour. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const s = String(total % 60).padStart(2, '0');
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

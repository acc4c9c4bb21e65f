/**
 * A passage cut into runs for the deck's passage card set vertically, the 1–2-digit runs apart (the reader cuts its
 * segments at `uprightRanges` instead). Apart from the reader's module so that the first load does not carry it.
 */
import { DIGITS } from './writing';

export interface Run {
  text: string;
  /** A run of one or two Latin digits, set upright in one column's width (`text-combine-upright`). */
  upright: boolean;
}

/**
 * `text` cut into runs, the 1–2-digit runs apart: joined again they are `text` exactly, so a passage's characters
 * and offsets stay as they were. Longer numbers lie sideways as Latin text does in a column; combined they would
 * be squeezed past reading.
 */
export function uprightRuns(text: string): Run[] {
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(DIGITS)) {
    if (match[0].length > 2) continue;
    if (match.index > at) runs.push({ text: text.slice(at, match.index), upright: false });
    runs.push({ text: match[0], upright: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), upright: false });
  return runs;
}

/**
 * Which steps the presentation's progress strip draws. A chapter's few dozen steps are all drawn; a book's
 * thousands cannot be told apart on a projector (nor drawn at every slide change without a pause), so the strip
 * then draws the steps nearest the current one, with a mark where more lie before or after.
 */
export const STRIP_MARKS = 40;

export interface StripWindow {
  start: number;
  end: number;
  /** Steps left out before the first drawn and after the last. */
  before: number;
  after: number;
}

/** `at`: the current step's index, or -1 before the first step (a title or phase slide). */
export function stripWindow(count: number, at: number, size = STRIP_MARKS): StripWindow {
  if (count <= size) return { start: 0, end: count, before: 0, after: 0 };
  const centre = Math.max(0, at);
  const start = Math.min(Math.max(0, centre - Math.floor(size / 2)), count - size);
  const end = start + size;
  return { start, end, before: start, after: count - end };
}

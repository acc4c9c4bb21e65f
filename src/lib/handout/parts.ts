/**
 * A handout of a book-sized chapter comes in parts: a printed list of 100,000 events is thousands of pages no
 * class will use, and laying it out freezes the page. A chapter's few dozen events are one part. Maps and the
 * timeline figure draw every move and mark only up to a size a reader can follow; past it the handout says so
 * and keeps the list.
 */
export const EVENTS_PER_PART = 200;
export const MOST_DRAWN_EVENTS = 400;

export interface HandoutPart {
  /** Zero-based part shown, clamped to the parts there are. */
  part: number;
  parts: number;
  /** The events of this part: [start, end) of the chapter's. */
  start: number;
  end: number;
}

export function handoutPart(count: number, requested: number, size = EVENTS_PER_PART): HandoutPart {
  const parts = Math.max(1, Math.ceil(count / size));
  const part = Math.min(parts - 1, Math.max(0, Math.floor(Number.isFinite(requested) ? requested : 0)));
  return { part, parts, start: part * size, end: Math.min(count, (part + 1) * size) };
}

/** Whether the maps and the figure draw the chapter's every move and mark. */
export const drawsEveryEvent = (count: number) => count <= MOST_DRAWN_EVENTS;

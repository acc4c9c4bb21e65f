/**
 * The one step number every view shows for an event: the explorer, the timeline's axis, the deck, the handout,
 * the storylines and the exports. A step is a moment of the story, the record's `storyOrder` (chronological,
 * from 1): events that happen at once share it, and an event that lasts covers the steps up to its `storyEnd`.
 * It never counts slides, list rows or the events a filter leaves, so one event has one number everywhere.
 */
import type { ChapterEvent } from '../model/types';

type Stepped = Pick<ChapterEvent, 'storyOrder' | 'storyEnd'>;

/** The steps an event covers: `first` is its step, `last` the same unless it lasts. */
export interface StepSpan {
  first: number;
  last: number;
}

export function stepOf(event: Stepped): StepSpan {
  return { first: event.storyOrder, last: Math.max(event.storyOrder, event.storyEnd ?? event.storyOrder) };
}

/** The steps a group of events covers (a phase's, say): from the first one's to the last one's; null for none. */
export function stepsSpanned(events: readonly Stepped[]): StepSpan | null {
  if (events.length === 0) return null;
  let first = Infinity;
  let last = -Infinity;
  for (const event of events) {
    const span = stepOf(event);
    first = Math.min(first, span.first);
    last = Math.max(last, span.last);
  }
  return { first, last };
}

/** The story's last step, which is how many steps it has ("Step 6 of 27"); 0 for no events. */
export function lastStep(events: readonly Stepped[]): number {
  return stepsSpanned(events)?.last ?? 0;
}

/** The step as bare digits, for a table cell or a numbered mark: "6", or "7–26" for an event that lasts. */
export function stepDigits(span: StepSpan): string {
  return span.last > span.first ? `${span.first}–${span.last}` : String(span.first);
}

/**
 * The step every view should show for an event, worked out from the data files alone as the README defines it:
 * the record's storyOrder (to its storyEnd for an event that lasts), out of the story's last step.
 */
import { readFileSync } from 'node:fs';

interface Record {
  id: string;
  storyOrder: number;
  storyEnd?: number;
}

const records = (chapterId: string): Record[] =>
  JSON.parse(readFileSync(`data/${chapterId}/events.json`, 'utf8')).events;

export function expectedStep(chapterId: string, eventId: string) {
  const all = records(chapterId);
  const event = all.find((e) => e.id === eventId)!;
  const first = event.storyOrder;
  const last = Math.max(first, event.storyEnd ?? first);
  const total = Math.max(...all.map((e) => Math.max(e.storyOrder, e.storyEnd ?? 0)));
  const label = last > first ? `Steps ${first}–${last}` : `Step ${first}`;
  return { first, last, total, label, digits: last > first ? `${first}–${last}` : String(first) };
}

/** What the deck's counter reads on the event's slide. */
export function expectedCounter(chapterId: string, eventId: string): string {
  const step = expectedStep(chapterId, eventId);
  return `${step.label} of ${step.total}`;
}

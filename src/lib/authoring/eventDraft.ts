/** A fresh event from a selection of the text, valid as it stands: the exact quote, a default type and title. */
import { quoteForRange } from '../data/anchor';
import type { Chapter, EventRecord } from '../model/types';

export function uniqueEventId(base: string, taken: ReadonlySet<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

export function draftEvent(chapter: Chapter, start: number, end: number): EventRecord {
  const anchor = quoteForRange(chapter.text, start, end);
  const taken = new Set(chapter.events.map((e) => e.id));
  const lastStep = chapter.events.reduce((m, e) => Math.max(m, e.storyEnd ?? e.storyOrder), 0);
  const short = anchor.exact.replace(/\s+/g, '').slice(0, 10);
  return {
    id: uniqueEventId('event', taken),
    type: 'movement',
    title: { zh: short, en: 'New event' },
    summary: { en: `An event told in the passage “${short}…”.`, zh: `原文“${short}…”所述之事。` },
    actors: [],
    factions: [chapter.meta.factions[0]!.id],
    places: [],
    movements: [],
    effects: [],
    numbers: [],
    causes: [],
    storyOrder: lastStep + 1,
    anchor,
  };
}

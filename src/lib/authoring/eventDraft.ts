/**
 * A fresh event from a selection of the text: the exact quote, an id made by a counter (never typed, and never
 * remade when the title changes), the next step, and only what the passage itself supports ticked — the people,
 * places and sides it names, a type from its verbs — each listed as a suggestion the form shows "from the
 * passage" and the teacher may untick. Where the passage names no side, none is ticked: the teacher chooses one
 * before the event saves, rather than an event landing in the first side's lane unseen.
 */
import { quoteForRange } from '../data/anchor';
import type { Chapter, EventRecord } from '../model/types';
import type { EventType } from '../model/vocabulary';
import { namedIn, newId, suggestedType, type Named } from './passageHints';

/** The next free id of `base`, `base-2`, … Kept for the city-map editor's gates and features. */
export function uniqueEventId(base: string, taken: ReadonlySet<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Something the passage suggests: the record's id, and where the suggestion comes from. */
export interface Suggestion {
  id: string;
  from: 'passage';
}

/** What a passage suggests for its event; a side comes `via` the named things that belong to it. */
export interface PassageSuggestions {
  type: { type: EventType; cue: string; from: 'passage' } | null;
  actors: Suggestion[];
  places: Suggestion[];
  /** Forces named: for the form's movements and changes of condition (an event lists no forces of its own). */
  forces: Suggestion[];
  /** Sides named, or sides of the people and forces named: `via` those ids (its own id where it is named). */
  factions: (Suggestion & { via: string[] })[];
}

type Known = Pick<Chapter, 'meta' | 'city'>;

const suggestion = (id: string): Suggestion => ({ id, from: 'passage' });
const named = (items: readonly { id: string; name: string }[]): Named[] =>
  items.map(({ id, name }) => ({ id, names: [name] }));

/** The people, places, forces and sides the passage names, the sides of those named, and a type from its verbs. */
export function passageSuggestions(chapter: Known, passage: string): PassageSuggestions {
  const { meta, city } = chapter;
  const forces = meta.forces ?? [];
  const actors = namedIn(passage, named(meta.people));
  const forceIds = namedIn(passage, named(forces));
  const via = new Map<string, string[]>();
  const add = (faction: string, by: string) => via.set(faction, [...(via.get(faction) ?? []), by]);
  for (const id of namedIn(passage, named(meta.factions))) add(id, id);
  for (const id of actors) add(meta.people.find((p) => p.id === id)!.faction, id);
  for (const id of forceIds) add(forces.find((f) => f.id === id)!.faction, id);
  const type = suggestedType(passage);
  return {
    type: type ? { ...type, from: 'passage' } : null,
    actors: actors.map(suggestion),
    places: namedIn(passage, named(city.places)).map(suggestion),
    forces: forceIds.map(suggestion),
    // In the chapter's order of sides, as the form lists them.
    factions: meta.factions
      .filter((f) => via.has(f.id))
      .map((f) => ({ ...suggestion(f.id), via: via.get(f.id)! })),
  };
}

/** The new event and what its passage suggested, each suggestion already ticked in the record. */
export function draftFromPassage(
  chapter: Chapter,
  start: number,
  end: number,
): { record: EventRecord; suggested: PassageSuggestions } {
  const anchor = quoteForRange(chapter.text, start, end);
  const suggested = passageSuggestions(chapter, anchor.exact);
  const lastStep = chapter.events.reduce((m, e) => Math.max(m, e.storyEnd ?? e.storyOrder), 0);
  const short = anchor.exact.replace(/\s+/g, '').slice(0, 10);
  const record: EventRecord = {
    // The title is the quote until the teacher writes one; an id from it would be a counter anyway.
    id: newId('event', '', new Set(chapter.events.map((e) => e.id))),
    type: suggested.type?.type ?? 'movement',
    // In the chapter's language only: an English line the teacher did not write would be saved and shown as
    // theirs, where the views mark a missing translation instead (one language is enough).
    title: { zh: short },
    summary: { zh: `原文“${short}…”所述之事。` },
    actors: suggested.actors.map((s) => s.id),
    factions: suggested.factions.map((s) => s.id),
    places: suggested.places.map((s) => s.id),
    movements: [],
    effects: [],
    numbers: [],
    causes: [],
    storyOrder: lastStep + 1,
    anchor,
  };
  return { record, suggested };
}

/** The new event alone (see draftFromPassage). */
export function draftEvent(chapter: Chapter, start: number, end: number): EventRecord {
  return draftFromPassage(chapter, start, end).record;
}

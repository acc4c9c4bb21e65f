/**
 * What the library stores for a chapter, built from the chapter on screen and the user's change: a chapter the user
 * added is kept whole (its file, `bundle`), a shipped chapter only as the user's additions (events, a changed map)
 * over the chapter as shipped; either keeps the teacher's notes beside it. Pure: no storage, no runes, no DOM.
 */
import type { Content } from '../authoring/eventOps';
import { appProblem } from '../model/problem';
import { text } from '../i18n/messages';
import type { StoredChapter } from '../authoring/storage';
import { withInserted, withRemoved, type Placement } from '../authoring/storySteps';
import { bundleOf, type ChapterBundle } from '../model/bundle';
import { keptNotes, noteOf, noteTargets, withNote, type Notes } from '../model/notes';
import {
  eventRecord,
  type Chapter,
  type ChapterMeta,
  type CityMap,
  type EventRecord,
  type Problem,
} from '../model/types';

/** The shipped chapters, as the library sees them: every id, and those loaded so far. */
export interface ShippedChapters {
  ids(): string[];
  loaded(id: string): Chapter | null;
}

export const NO_NOTES: Notes = Object.freeze({});

/** The chapter's events as stored (without the offsets the loader resolves). */
export function recordOf(chapter: Chapter): EventRecord[] {
  return chapter.events.map(eventRecord);
}

/** Content with its notes, or without the key when there are none (so a record never stores an empty map). */
export function withNotes(content: Content, notes: Notes): Content {
  const { notes: _old, ...rest } = content;
  return Object.keys(notes).length ? { ...rest, notes } : rest;
}

/** What a record holds besides its id, revision and versions. */
export function contentOf(record: StoredChapter): Content {
  return {
    ...(record.bundle ? { bundle: record.bundle } : {}),
    ...(record.events ? { events: record.events } : {}),
    ...(record.city ? { city: record.city } : {}),
    ...(record.notes ? { notes: record.notes } : {}),
  };
}

/** A shipped chapter with the user's additions, as one chapter file to check. */
export function shippedBundle(shipped: Chapter, content: Content): ChapterBundle {
  return bundleOf(shipped, {
    events: [...recordOf(shipped), ...(content.events ?? [])],
    ...(content.city ? { city: content.city } : {}),
  });
}

/** A chapter file as the library keeps it: its notes apart from it, beside the chapter. */
export function addedContent(bundle: ChapterBundle): Content {
  const { notes, ...chapter } = bundle;
  return withNotes({ bundle: chapter }, notes ?? NO_NOTES);
}

/**
 * The content after a change of events or map. `shipped`: the chapter as shipped, whose events are never stored
 * again (null for the user's own chapter, which `record` holds whole).
 */
export function contentWith(
  record: StoredChapter | undefined,
  shipped: Chapter | null,
  change: { events?: EventRecord[]; city?: CityMap },
): Content {
  const notes = record?.notes ?? NO_NOTES;
  if (!shipped) {
    const bundle = {
      ...record!.bundle!,
      ...(change.events ? { events: change.events } : {}),
      ...(change.city ? { city: change.city } : {}),
    };
    return withNotes({ bundle }, notes);
  }
  const shippedIds = new Set(shipped.events.map((e) => e.id));
  const events = change.events ? change.events.filter((e) => !shippedIds.has(e.id)) : (record?.events ?? []);
  const city = change.city ?? record?.city;
  return withNotes({ events, ...(city ? { city } : {}) }, notes);
}

/** What of a user chapter's metadata its editors change: titles, city name, sides, people, forces, phases. */
export type Details = Partial<
  Pick<ChapterMeta, 'title' | 'city' | 'factions' | 'people' | 'forces' | 'phases'>
>;

/** A user chapter's new details, with its file (a shipped chapter's details are not the user's). */
export function withDetails(content: Content, details?: Details): Content {
  if (!details || !content.bundle) return content;
  return { ...content, bundle: { ...content.bundle, chapter: { ...content.bundle.chapter, ...details } } };
}

/**
 * The content with the chapter's events replaced by `events`: a deleted event's note goes with it; `eventNotes`
 * (a CSV's) replace the notes on every event, never the slides'.
 */
export function withEvents(
  content: Content,
  meta: Pick<ChapterMeta, 'phases'>,
  events: EventRecord[],
  eventNotes?: Notes,
): Content {
  const targets = noteTargets({ events, meta });
  let notes = keptNotes(content.notes ?? NO_NOTES, targets);
  if (eventNotes) {
    notes = Object.fromEntries(Object.entries(notes).filter(([key]) => !targets.eventIds.has(key)));
    for (const [key, value] of Object.entries(eventNotes)) notes = withNote(notes, key, value);
  }
  return withNotes(content, notes);
}

/** A change to a chapter's events (with a CSV's notes on them), or to its map (with a user chapter's details). */
export interface Edit {
  events?: EventRecord[];
  eventNotes?: Notes;
  city?: CityMap;
  details?: Details;
}

/** What to store after `edit` of the chapter `record` holds (`shipped`: as in contentWith). */
export function edited(
  record: StoredChapter | undefined,
  shipped: Chapter | null,
  meta: Pick<ChapterMeta, 'phases'>,
  edit: Edit,
): Content {
  const changed = contentWith(record, shipped, edit);
  // A phase's slide note goes with the phase.
  const phases = { phases: edit.details?.phases ?? meta.phases };
  const noted = edit.events ? withEvents(changed, phases, edit.events, edit.eventNotes) : changed;
  return withDetails(noted, edit.details);
}

/**
 * The chapter's events with `event` added, or put in place of `replacing`. Placed (a user chapter's new event),
 * it takes its step as storySteps.ts says, the later steps moving on; unplaced, it is added and nothing moves (a
 * shipped chapter, whose own events are never stored again and so cannot move).
 */
export function eventsWith(
  chapter: Chapter,
  event: EventRecord,
  replacing?: string,
  placement?: Placement,
): EventRecord[] {
  const current = recordOf(chapter);
  if (replacing) return current.map((e) => (e.id === replacing ? event : e));
  return placement ? withInserted(current, event, placement) : [...current, event];
}

/** The chapter's events without `id`; `closeGaps`: a step it leaves empty closes (a user chapter's). */
export function eventsWithout(chapter: Chapter, id: string, closeGaps: boolean): EventRecord[] {
  const current = recordOf(chapter);
  return closeGaps ? withRemoved(current, id) : current.filter((e) => e.id !== id);
}

/** Why the event `id` cannot be deleted (it is a cause of others, named), or null. */
export function causeProblem(chapter: Chapter, id: string): Problem | null {
  const users = chapter.events.filter((e) => e.causes.includes(id)).map((e) => e.id);
  return users.length
    ? appProblem(chapter.meta.id, id, text('causeOfOthers', { ids: users.join(', ') }))
    : null;
}

/** The record's content with one note set (blank: removed), or null when that changes nothing. */
export function withChapterNote(
  record: StoredChapter | undefined,
  key: string,
  value: string,
): Content | null {
  const notes = withNote(record?.notes ?? NO_NOTES, key, value);
  if ((noteOf(record?.notes, key) ?? '') === (noteOf(notes, key) ?? '')) return null;
  return withNotes(record ? contentOf(record) : {}, notes);
}

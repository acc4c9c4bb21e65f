/**
 * The one-file chapter format and its stable serialisation, apart from its checking (`chapterBundle.ts`), so
 * that exporting a chapter needs neither the schema nor the loader in the page.
 */
import { sortedNotes, type Notes } from './notes';
import { eventRecord, type Chapter, type ChapterMeta, type CityMap, type EventRecord } from './types';

export const BUNDLE_FORMAT = 'battle-chronicle-chapter';

export interface ChapterBundle {
  format: typeof BUNDLE_FORMAT;
  version: 1;
  chapter: ChapterMeta;
  city: CityMap;
  events: EventRecord[];
  /** The teacher's notes, by event id or deck slide (see notes.ts); absent when there are none. */
  notes?: Notes;
  text: string;
}

/** A chapter as one file, optionally with other events, another city map or notes (the user's additions). */
export function bundleOf(
  chapter: Chapter,
  change: { events?: EventRecord[]; city?: CityMap; notes?: Notes } = {},
): ChapterBundle {
  return {
    format: BUNDLE_FORMAT,
    version: 1,
    chapter: chapter.meta,
    city: change.city ?? chapter.city,
    events: change.events ?? chapter.events.map(eventRecord),
    ...(change.notes && Object.keys(change.notes).length ? { notes: change.notes } : {}),
    text: chapter.text,
  };
}

/** Larger files are refused before they are read: a chapter is a few hundred kilobytes at most. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Fixed key order and two-space indent, so export → import → export gives identical bytes. */
export function bundleJson(bundle: ChapterBundle): string {
  const { format, version, chapter, city, events, notes, text } = bundle;
  // A chapter without notes is written exactly as before notes existed.
  const noted = notes && Object.keys(notes).length ? { notes: sortedNotes(notes) } : {};
  return `${JSON.stringify({ format, version, chapter, city, events, ...noted, text }, null, 2)}\n`;
}

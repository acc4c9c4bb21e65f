/**
 * Teacher's notes: the user's own words for a step or a deck slide, kept beside the events rather than in them,
 * so a shipped chapter carries them as the user's additions and data/ is never touched. A note is keyed by the
 * event id of its step, or by the slide it belongs to: `title`, `overview`, `phase-<phase id>`, `end`.
 */
import { appProblem } from './problem';
import { text, type Text } from '../i18n/messages';
import type { Problem } from './types';

export type Notes = Readonly<Record<string, string>>;

/** Long enough for a lesson plan's paragraph per step; longer text belongs in a document of its own. */
export const MAX_NOTE_LENGTH = 4000;
export const SLIDE_NOTE_KEYS: readonly string[] = ['title', 'overview', 'end'];
const PHASE_PREFIX = 'phase-';

/** What a note may be attached to in one chapter. */
export interface NoteTargets {
  eventIds: ReadonlySet<string>;
  phaseIds: ReadonlySet<string>;
}

export function noteTargets(chapter: {
  events: readonly { id: string }[];
  meta: { phases: readonly { id: string }[] };
}): NoteTargets {
  return {
    eventIds: new Set(chapter.events.map((e) => e.id)),
    phaseIds: new Set(chapter.meta.phases.map((p) => p.id)),
  };
}

export function isNoteKey(key: string, targets: NoteTargets): boolean {
  if (SLIDE_NOTE_KEYS.includes(key) || targets.eventIds.has(key)) return true;
  return key.startsWith(PHASE_PREFIX) && targets.phaseIds.has(key.slice(PHASE_PREFIX.length));
}

/** Why this note cannot be kept, or null. */
export function noteProblem(key: string, value: unknown, targets: NoteTargets): Text | null {
  if (!isNoteKey(key, targets)) return text('noteKeyUnknown', { key });
  if (typeof value !== 'string') return text('noteNotText', { key });
  if (value.length > MAX_NOTE_LENGTH) {
    return text('noteTooLong', { key, length: value.length, limit: MAX_NOTE_LENGTH });
  }
  return null;
}

/** Every problem of a file's `notes` (absent is fine), against the file's own JSON paths. */
export function notesProblems(value: unknown, targets: NoteTargets, file: string): Problem[] {
  if (value === undefined) return [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return [appProblem(file, '$.notes', text('notesNotObject'))];
  }
  return Object.entries(value).flatMap(([key, note]) => {
    const problem = noteProblem(key, note, targets);
    return problem ? [appProblem(file, `$.notes[${JSON.stringify(key)}]`, problem)] : [];
  });
}

/**
 * The note kept under `key`, or undefined. Notes are keyed by user ids: only the notes' own keys count, so an
 * event named `constructor` finds no note rather than Object's function.
 */
export function noteOf(notes: Notes | undefined, key: string): string | undefined {
  return notes && Object.hasOwn(notes, key) ? notes[key] : undefined;
}

/**
 * The notes with `key` set to `value`, or removed when it is undefined. Built from entries, never by assigning
 * to a key, so that a key such as `__proto__` is kept as a note and cannot change the object's prototype.
 */
export function notesWith(notes: Notes, key: string, value: string | undefined): Notes {
  const entries = Object.entries(notes).filter(([k]) => k !== key);
  return Object.fromEntries(value === undefined ? entries : [...entries, [key, value]]);
}

/** The notes with one note set; an empty or blank note removes the key, so nothing is kept for nothing. */
export function withNote(notes: Notes, key: string, value: string): Notes {
  return notesWith(notes, key, value.trim() ? value : undefined);
}

/** Only the notes whose step or slide still exists (an event deleted or replaced takes its note with it). */
export function keptNotes(notes: Notes, targets: NoteTargets): Notes {
  return Object.fromEntries(Object.entries(notes).filter(([key]) => isNoteKey(key, targets)));
}

/** Keys in a fixed order (sorted), so export → import → export gives identical bytes. */
export function sortedNotes(notes: Notes): Notes {
  return Object.fromEntries(Object.entries(notes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The open event form's draft, kept in the browser as it is typed, so that a reload, a crashed tab or a tab that
 * must reload to save again brings the form back as it was. Kept per tab (session storage: a reload and the
 * browser's restore of a crashed tab keep it, another tab never sees it, so no tab opens a form it did not
 * write) and per chapter (the explorer holds one form at a time); saving or cancelling the form removes it. A
 * draft that cannot be read back is dropped, never shown half-parsed. Storage is injected, so tests run on a Map.
 */
import type { EventRecord } from '../model/types';
import type { PassageSuggestions } from './eventDraft';
import { newId } from './passageHints';

export interface FormDraft {
  /** The event the form edits, or null for a new one. */
  replacing: string | null;
  record: EventRecord;
  /** When it was last kept, ISO 8601. */
  savedAt: string;
  /** A new event's: what its passage suggested, so the form brought back marks them as it did. */
  suggested?: PassageSuggestions;
  /** An edit's: the event as it stood when the form opened on it (what its save is measured against). */
  base?: EventRecord;
}

export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const key = (chapterId: string) => `bc-form-draft:${chapterId}`;

/** A title's side as a draft may hold it: text, or absent (one language is enough). */
const sideOk = (side: unknown) => side === undefined || typeof side === 'string';

/** Enough of an event record to reopen the form with; the form and the save check the rest. */
function looksLikeRecord(value: unknown): value is EventRecord {
  if (!value || typeof value !== 'object') return false;
  const r = value as Partial<EventRecord>;
  return (
    typeof r.id === 'string' &&
    typeof r.type === 'string' &&
    typeof r.anchor?.exact === 'string' &&
    typeof r.title === 'object' &&
    r.title !== null &&
    sideOk(r.title.zh) &&
    sideOk(r.title.en) &&
    Array.isArray(r.places) &&
    Array.isArray(r.factions)
  );
}

const isList = (value: unknown) =>
  Array.isArray(value) &&
  value.every((s) => typeof (s as { id?: unknown } | null)?.id === 'string' && s.from === 'passage');

/** Suggestions as kept; anything else (a draft kept before they were, or mangled) reopens the form unmarked. */
function looksLikeSuggestions(value: unknown): value is PassageSuggestions {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  const type = s.type as { type?: unknown; cue?: unknown } | null | undefined;
  return (
    (type === null || (typeof type?.type === 'string' && typeof type.cue === 'string')) &&
    isList(s.actors) &&
    isList(s.places) &&
    isList(s.forces) &&
    isList(s.factions) &&
    (s.factions as { via?: unknown }[]).every((f) => Array.isArray(f.via))
  );
}

/** Keeps the draft; false when the browser refuses (storage full or off), which the form does not need to say. */
export function keepDraft(store: DraftStore, chapterId: string, draft: FormDraft): boolean {
  try {
    store.setItem(key(chapterId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function readDraft(store: DraftStore, chapterId: string): FormDraft | null {
  let raw: string | null;
  try {
    raw = store.getItem(key(chapterId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FormDraft>;
    if (
      looksLikeRecord(value.record) &&
      (value.replacing === null || typeof value.replacing === 'string') &&
      typeof value.savedAt === 'string'
    ) {
      const { replacing, record, savedAt, suggested, base } = value;
      return {
        replacing,
        record,
        savedAt,
        ...(looksLikeSuggestions(suggested) ? { suggested } : {}),
        ...(looksLikeRecord(base) ? { base } : {}),
      };
    }
  } catch {
    // not JSON: dropped below
  }
  dropDraft(store, chapterId);
  return null;
}

export function dropDraft(store: DraftStore, chapterId: string): void {
  try {
    store.removeItem(key(chapterId));
  } catch {
    // storage off: there is nothing kept to drop
  }
}

/** This tab's session storage, or null where it is off (a browser that refuses it, a sandbox). */
export function browserDraftStore(): DraftStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * How a kept draft reopens against the chapter as it is now: an edit of an event that has since gone becomes a
 * new event, and a new event whose id another tab has taken meanwhile gets the next free one, so that the form
 * brought back saves as it stands.
 */
export function reopenDraft(
  draft: FormDraft,
  eventIds: ReadonlySet<string>,
): { record: EventRecord; replacing: string | null } {
  const replacing = draft.replacing && eventIds.has(draft.replacing) ? draft.replacing : null;
  if (replacing || !eventIds.has(draft.record.id)) return { record: draft.record, replacing };
  // The next of the counter new events are numbered by (event-3 after event-2), not event-2-2.
  return { record: { ...draft.record, id: newId('event', '', eventIds) }, replacing };
}

/**
 * A teacher's note typed and not yet saved (the field saves after a pause, or when it is left), kept in the
 * browser as it is typed, like the event form's draft (formDrafts.ts): a reload or a crashed tab in that pause
 * brings the field back as it was. Kept per tab (session storage: another tab never shows a note it did not
 * type), per chapter and note; with the note as it was when the teacher began typing (`seen`), so that the save
 * after a reload is still checked against what the teacher saw. Saving the note removes it. A draft that cannot
 * be read back is dropped. Storage is injected, so tests run on a Map.
 */
export interface NoteDraft {
  value: string;
  /** The note as saved when the teacher began typing: what the save is checked against. */
  seen: string;
  /** When it was last kept, ISO 8601. */
  savedAt: string;
}

export type NoteDraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const draftKey = (chapterId: string, noteKey: string) => `bc-note-draft:${chapterId}\n${noteKey}`;

/** Keeps the draft; false when the browser refuses (storage full or off): the field then saves as before. */
export function keepNoteDraft(store: NoteDraftStore, chapterId: string, noteKey: string, draft: NoteDraft) {
  try {
    store.setItem(draftKey(chapterId, noteKey), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function readNoteDraft(store: NoteDraftStore, chapterId: string, noteKey: string): NoteDraft | null {
  let raw: string | null;
  try {
    raw = store.getItem(draftKey(chapterId, noteKey));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const { value, seen, savedAt } = JSON.parse(raw) as Partial<NoteDraft>;
    if (typeof value === 'string' && typeof seen === 'string' && typeof savedAt === 'string') {
      return { value, seen, savedAt };
    }
  } catch {
    // not JSON: dropped below
  }
  dropNoteDraft(store, chapterId, noteKey);
  return null;
}

export function dropNoteDraft(store: NoteDraftStore, chapterId: string, noteKey: string): void {
  try {
    store.removeItem(draftKey(chapterId, noteKey));
  } catch {
    // storage off: there is nothing kept to drop
  }
}

/** This tab's session storage, or null where it is off (a browser that refuses it, a sandbox). */
export function browserNoteStore(): NoteDraftStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The user's work in IndexedDB: chapters they added (whole chapter files), events they added to the shipped
 * chapters, and their notes on either. Every record carries a revision; a save that does not start from the stored revision is refused, so
 * two tabs never silently overwrite each other. Storage failures (full disk, refused storage) are thrown as
 * StorageError with a message for the user.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { say, text, type Text } from '../i18n/messages';
import type { CityMap, EventRecord } from '../model/types';
import type { ChapterBundle } from '../model/bundle';
import type { Notes } from '../model/notes';

export interface StoredChapter {
  id: string;
  /** A chapter the user added: the whole file. */
  bundle?: ChapterBundle;
  /** A shipped chapter the user extended: the events added, and the map if they changed it. */
  events?: EventRecord[];
  city?: CityMap;
  /** The teacher's notes, by event id or deck slide (see model/notes.ts), for either kind of chapter. */
  notes?: Notes;
  revision: number;
  updatedAt: string;
}

/** A failure to keep the user's work; `text` says it in the interface's languages, `message` in English. */
export class StorageError extends Error {
  constructor(readonly text: Text) {
    super(say(text, 'en'));
  }
}
export class ConflictError extends StorageError {}

const DB = 'battle-chronicle';
const STORE = 'chapters';

let database: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  database ??= openDB(DB, 1, {
    upgrade(d) {
      d.createObjectStore(STORE, { keyPath: 'id' });
    },
  }).catch((error: unknown) => {
    database = null;
    throw new StorageError(text('storageRefused', { reason: describe(error) }));
  });
  return database;
}

/** The browser's own words for a failure (they come in the browser's language, not ours). */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const isQuotaFull = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

export async function loadStored(): Promise<StoredChapter[]> {
  return (await db()).getAll(STORE) as Promise<StoredChapter[]>;
}

export async function loadOne(id: string): Promise<StoredChapter | undefined> {
  return (await db()).get(STORE, id) as Promise<StoredChapter | undefined>;
}

/** Writes `next` if the stored record is still at `baseRevision` (0: none yet); returns the new revision. */
export async function saveStored(
  next: Omit<StoredChapter, 'revision' | 'updatedAt'>,
  baseRevision: number,
): Promise<number> {
  const d = await db();
  try {
    const tx = d.transaction(STORE, 'readwrite');
    const current = (await tx.store.get(next.id)) as StoredChapter | undefined;
    const stored = current?.revision ?? 0;
    if (stored !== baseRevision) {
      // Aborting rejects tx.done; the refusal is reported below, so that rejection is expected, not unhandled.
      tx.done.catch(() => {});
      tx.abort();
      throw new ConflictError(text('saveConflict', { id: next.id, stored, base: baseRevision }));
    }
    const revision = stored + 1;
    await tx.store.put({ ...next, revision, updatedAt: new Date().toISOString() });
    await tx.done;
    return revision;
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw new StorageError(
      isQuotaFull(error)
        ? text('saveFailedFull', { id: next.id })
        : text('saveFailed', { id: next.id, reason: describe(error) }),
    );
  }
}

export async function deleteStored(id: string): Promise<void> {
  await (await db()).delete(STORE, id);
}

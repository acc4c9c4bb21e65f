/**
 * The user's work in IndexedDB: chapters they added (whole chapter files), events they added to the shipped
 * chapters, and their notes on either. Every record carries a revision; a save that does not start from the
 * stored revision is refused, so two tabs never silently overwrite each other. Storage failures (full disk,
 * refused or missing storage, an aborted save) are thrown as StorageError with a message for the user.
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
/** The page has no storage: none at all (`reason` null: no `indexedDB`), or the browser refused to open it. */
export class NoStorageError extends StorageError {
  constructor(readonly reason: string | null) {
    super(reason === null ? text('storageUnavailable') : text('storageRefused', { reason }));
  }
}

const DB = 'battle-chronicle';
const STORE = 'chapters';

let database: Promise<IDBPDatabase> | null = null;

function db(): Promise<IDBPDatabase> {
  // Private browsing, or a page whose storage was taken away: idb would only fail with a TypeError.
  if (typeof indexedDB === 'undefined' || !indexedDB) return Promise.reject(new NoStorageError(null));
  database ??= openDB(DB, 1, {
    upgrade(d) {
      d.createObjectStore(STORE, { keyPath: 'id' });
    },
  }).catch((error: unknown) => {
    database = null;
    throw new NoStorageError(describe(error));
  });
  return database;
}

/** The browser's own words for a failure (they come in the browser's language, not ours). */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const named = (error: unknown, name: string) => error instanceof DOMException && error.name === name;

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
  const id = next.id;
  let d: IDBPDatabase;
  try {
    d = await db();
  } catch (error) {
    if (!(error instanceof NoStorageError)) throw error;
    throw new StorageError(
      error.reason === null
        ? text('saveFailedNoStorage', { id })
        : text('saveFailed', { id, reason: error.reason }),
    );
  }
  let ended = (): DOMException | null => null;
  try {
    const tx = d.transaction(STORE, 'readwrite');
    ended = () => tx.error;
    // A failed request aborts the transaction, which rejects tx.done too; that rejection is read below (through
    // tx.error), so it must not also surface as an unhandled AbortError.
    tx.done.catch(() => {});
    const current = (await tx.store.get(id)) as StoredChapter | undefined;
    const stored = current?.revision ?? 0;
    if (stored !== baseRevision) {
      tx.abort();
      throw new ConflictError(text('saveConflict', { id, stored, base: baseRevision }));
    }
    const revision = stored + 1;
    await tx.store.put({ ...next, revision, updatedAt: new Date().toISOString() });
    await tx.done;
    return revision;
  } catch (error) {
    if (error instanceof StorageError) throw error;
    // The transaction's own error says why it ended (a full disk aborts the request with AbortError).
    const cause = ended() ?? error;
    if (named(cause, 'QuotaExceededError') || named(error, 'QuotaExceededError'))
      throw new StorageError(text('saveFailedFull', { id }));
    if (named(cause, 'AbortError')) throw new StorageError(text('saveAborted', { id }));
    throw new StorageError(text('saveFailed', { id, reason: describe(cause) }));
  }
}

export async function deleteStored(id: string): Promise<void> {
  await (await db()).delete(STORE, id);
}

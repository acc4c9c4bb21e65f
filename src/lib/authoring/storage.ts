/**
 * The user's work in IndexedDB: chapters they added (whole chapter files), events they added to the shipped
 * chapters, and their notes on either. A change is saved as operations on events, notes and the city map
 * (eventOps.ts), applied inside one transaction to the record as stored: each goes through unless another tab
 * changed its unit since this tab saw it, and is refused for that unit alone. Every record carries a revision,
 * and each unit the revision it last changed at. Storage failures (full disk, refused or missing storage, an
 * aborted save) are thrown as StorageError with a message for the user.
 */
import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { say, text, type Text } from '../i18n/messages';
import { applyOps, type Conflict, type Content, type Op, type Versions } from './eventOps';

export interface StoredChapter extends Content {
  id: string;
  revision: number;
  /** The revision each event, note and the city last changed at; absent in records saved before it was kept. */
  versions?: Versions;
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
const STORE = 'chapters' as const;

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

/**
 * Runs `write` in one readwrite transaction on the record `id`, turning every way it can fail into a
 * StorageError in words.
 */
async function writeRecord<T>(
  id: string,
  write: (
    tx: IDBPTransaction<unknown, [typeof STORE], 'readwrite'>,
    current: StoredChapter | undefined,
  ) => Promise<T>,
): Promise<T> {
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
    const result = await write(tx, (await tx.store.get(id)) as StoredChapter | undefined);
    await tx.done;
    return result;
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

/** Writes a whole record if the stored one is still at `baseRevision` (0: none yet); returns the new revision. */
export async function saveStored(
  next: Omit<StoredChapter, 'revision' | 'updatedAt'>,
  baseRevision: number,
): Promise<number> {
  return writeRecord(next.id, async (tx, current) => {
    const stored = current?.revision ?? 0;
    if (stored !== baseRevision) {
      tx.abort();
      throw new ConflictError(text('saveConflict', { id: next.id, stored, base: baseRevision }));
    }
    const revision = stored + 1;
    await tx.store.put({ ...next, revision, updatedAt: new Date().toISOString() });
    return revision;
  });
}

export interface OpsSaved {
  /** The record as stored now: this tab's operations that went through, and every other tab's work. */
  record: StoredChapter;
  applied: Op[];
  conflicts: Conflict[];
}

/**
 * Applies `ops` to the record as stored (or, when there is none, to `start`: a chapter this tab holds that
 * storage never took), each only where its unit is as the tab saw it; writes a new revision if any went through.
 */
export async function saveOps(id: string, ops: readonly Op[], start: Content = {}): Promise<OpsSaved> {
  return writeRecord(id, async (tx, current) => {
    const revision = (current?.revision ?? 0) + 1;
    const {
      id: _id,
      revision: _revision,
      versions = {},
      updatedAt: _at,
      ...stored
    } = current ?? {
      id,
      revision: 0,
      updatedAt: '',
      ...start,
    };
    const result = applyOps(stored, versions, ops, revision);
    if (!result.applied.length && current)
      return { record: current, applied: [], conflicts: result.conflicts };
    const record: StoredChapter = {
      id,
      ...result.content,
      revision,
      versions: result.versions,
      updatedAt: new Date().toISOString(),
    };
    await tx.store.put(record);
    return { record, applied: result.applied, conflicts: result.conflicts };
  });
}

export async function deleteStored(id: string): Promise<void> {
  await (await db()).delete(STORE, id);
}

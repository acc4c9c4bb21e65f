/**
 * The user's work in IndexedDB: chapters they added (whole chapter files) and events they added to the shipped
 * chapters. Every record carries a revision; a save that does not start from the stored revision is refused, so
 * two tabs never silently overwrite each other. Storage failures (full disk, refused storage) are thrown as
 * StorageError with a message for the user.
 */
import { openDB, type IDBPDatabase } from 'idb';
import type { CityMap, EventRecord } from '../model/types';
import type { ChapterBundle } from './chapterBundle';

export interface StoredChapter {
  id: string;
  /** A chapter the user added: the whole file. */
  bundle?: ChapterBundle;
  /** A shipped chapter the user extended: the events added, and the map if they changed it. */
  events?: EventRecord[];
  city?: CityMap;
  revision: number;
  updatedAt: string;
}

export class StorageError extends Error {}
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
    throw new StorageError(`The browser refused storage, so changes cannot be kept: ${describe(error)}`);
  });
  return database;
}

function describe(error: unknown): string {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return 'the disk or the browser’s storage quota is full';
  }
  return error instanceof Error ? error.message : String(error);
}

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
      tx.abort();
      throw new ConflictError(
        `“${next.id}” was changed in another tab or window (revision ${stored}, this one has ${baseRevision}); this change was not saved, so as not to overwrite that one. Reload to see the other change.`,
      );
    }
    const revision = stored + 1;
    await tx.store.put({ ...next, revision, updatedAt: new Date().toISOString() });
    await tx.done;
    return revision;
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw new StorageError(
      `Could not save “${next.id}”: ${describe(error)}. Your change is still on screen; export the chapter to keep it.`,
    );
  }
}

export async function deleteStored(id: string): Promise<void> {
  await (await db()).delete(STORE, id);
}

/**
 * The library's readings of stored work, by the record object: a change replaces the record (even one kept only
 * in this tab), so a change re-validates its own chapter, never every stored one. A shipped chapter's additions
 * are read against the chapter as shipped, and read again when that changes.
 */
import type { StoredChapter } from '../authoring/storage';
import type { BundleResult } from '../data/readBundle';
import type { Chapter } from '../model/types';

export interface Reading {
  /** The chapter as shipped the record was read against; null for the user's own chapter. */
  shipped: Chapter | null;
  read: BundleResult;
}

export class LibraryReadings {
  #known = new WeakMap<StoredChapter, Reading>();

  /** The record's reading against `shipped`; `read` runs only when it was not read against it before. */
  of(record: StoredChapter, shipped: Chapter | null, read: () => BundleResult): BundleResult {
    const known = this.#known.get(record);
    if (known && known.shipped === shipped) return known.read;
    const result = read();
    this.#known.set(record, { shipped, read: result });
    return result;
  }

  /** A reading made before the record existed (the check before a save, an import's) taken as the record's. */
  keep(record: StoredChapter, reading: Reading): void {
    this.#known.set(record, reading);
  }
}

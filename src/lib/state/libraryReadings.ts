/**
 * The library's readings of stored work, by the record object: a change replaces the record (even one kept only
 * in this tab), so a change re-validates its own chapter, never every stored one. A shipped chapter's additions
 * are read against the chapter as shipped, and read again when that changes.
 */
import type { StoredChapter } from '../authoring/storage';
import type { BundleResult } from '../data/readBundle';
import type { Chapter, Problem } from '../model/types';
import { shippedBundle } from './libraryContent';

export interface Reading {
  /** The chapter as shipped the record was read against; null for the user's own chapter. */
  shipped: Chapter | null;
  read: BundleResult;
}

/** What reads a chapter file (libraryChecks.ts, loaded on first need). */
export type Checks = Pick<typeof import('./libraryChecks'), 'readBundle' | 'bundleJson'>;

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

  /** The user's own chapters among `records` (not the shipped ones' additions), and those that fail, with why. */
  own(records: Iterable<StoredChapter>, shippedIds: ReadonlySet<string>, checks: Checks | null) {
    const chapters: Chapter[] = [];
    const failed: { id: string; problems: Problem[] }[] = [];
    if (!checks) return { chapters, failed };
    for (const record of records) {
      const bundle = record.bundle;
      if (!bundle || shippedIds.has(record.id)) continue;
      const read = this.of(record, null, () => checks.readBundle(checks.bundleJson(bundle), record.id));
      if (read.chapter) chapters.push(read.chapter);
      else failed.push({ id: record.id, problems: read.problems });
    }
    return { chapters, failed };
  }

  /** A shipped chapter with the additions `record` holds; if they no longer validate, as shipped and why. */
  extended(shipped: Chapter, record: StoredChapter | undefined, checks: Checks | null) {
    if ((!record?.events?.length && !record?.city) || !checks) return { chapter: shipped, problems: [] };
    const file = `${shipped.meta.id} (your additions)`;
    const result = this.of(record, shipped, () =>
      checks.readBundle(checks.bundleJson(shippedBundle(shipped, record)), file),
    );
    return result.chapter
      ? { chapter: result.chapter, problems: [] }
      : { chapter: shipped, problems: result.problems };
  }
}

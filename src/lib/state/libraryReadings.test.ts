import { describe, expect, it, vi } from 'vitest';
import type { StoredChapter } from '../authoring/storage';
import { readBundle } from '../data/readBundle';
import { bundleJson, bundleOf } from '../model/bundle';
import { miniChapter } from '../testing/miniChapter';
import { pursuit } from '../testing/storageFaults';
import { LibraryReadings, type Checks } from './libraryReadings';

const shipped = miniChapter();
const record = (content: Partial<StoredChapter>, id = 'mini'): StoredChapter => ({
  id,
  revision: 1,
  updatedAt: '',
  ...content,
});
/** The real checks, counted. */
const counted = () => ({ readBundle: vi.fn(readBundle), bundleJson }) satisfies Checks;
const own = (id: string) =>
  record({ bundle: { ...bundleOf(shipped), chapter: { ...shipped.meta, id } } }, id);

describe('LibraryReadings.of(record, shipped, read)', () => {
  it('reads a record once, and again only for another record or another chapter as shipped', () => {
    const readings = new LibraryReadings();
    const a = record({ events: [] });
    const read = vi.fn(() => readBundle(bundleJson(bundleOf(shipped)), 'mini'));
    readings.of(a, shipped, read);
    readings.of(a, shipped, read);
    expect(read).toHaveBeenCalledTimes(1);
    readings.of(a, miniChapter(), read);
    readings.of({ ...a }, shipped, read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('uses a reading kept for the record instead of reading it', () => {
    const readings = new LibraryReadings();
    const a = own('copy');
    const kept = readBundle(bundleJson(a.bundle!), 'copy');
    readings.keep(a, { shipped: null, read: kept });
    const read = vi.fn(() => kept);
    expect(readings.of(a, null, read)).toBe(kept);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('LibraryReadings.own(records, shippedIds, checks)', () => {
  it('reads the user’s chapters, lists one that fails with its problems, and skips shipped additions', () => {
    const readings = new LibraryReadings();
    const broken = record({ bundle: { ...own('broken').bundle!, text: 'no quote is in here' } }, 'broken');
    const checks = counted();
    const result = readings.own([own('copy'), broken, record({ events: [] })], new Set(['mini']), checks);
    expect(result.chapters.map((c) => c.meta.id)).toEqual(['copy']);
    expect(result.failed.map((f) => f.id)).toEqual(['broken']);
    expect(result.failed[0]!.problems.length).toBeGreaterThan(0);
    expect(checks.readBundle).toHaveBeenCalledTimes(2);
  });

  it('has nothing to show until the checks are loaded', () => {
    expect(new LibraryReadings().own([own('copy')], new Set(), null)).toEqual({ chapters: [], failed: [] });
  });
});

describe('LibraryReadings.extended(shipped, record, checks)', () => {
  it('is the shipped chapter with the additions, read once', () => {
    const readings = new LibraryReadings();
    const checks = counted();
    const additions = record({ events: [pursuit('liao-pursue')] });
    const ids = (r = readings.extended(shipped, additions, checks)) => r.chapter.events.map((e) => e.id);
    expect(ids()).toContain('liao-pursue');
    expect(ids()).toContain('liao-pursue');
    expect(checks.readBundle).toHaveBeenCalledTimes(1);
  });

  it('is the chapter as shipped, with why, when the additions no longer validate', () => {
    const bad = record({ events: [pursuit('nowhere', '这句话不在原文里')] });
    const result = new LibraryReadings().extended(shipped, bad, counted());
    expect(result.chapter).toBe(shipped);
    expect(result.problems.map((p) => p.path)).toContain('$.events[3].anchor.exact');
  });

  it('is the chapter as shipped, unread, without additions or checks', () => {
    const checks = counted();
    expect(new LibraryReadings().extended(shipped, undefined, checks).chapter).toBe(shipped);
    expect(
      new LibraryReadings().extended(shipped, record({ events: [pursuit('liao-pursue')] }), null).chapter,
    ).toBe(shipped);
    expect(checks.readBundle).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// (jsdom: so Svelte compiles the Library for the client, where $derived follows its records.)
/**
 * A tab with open conflicts, or work storage could not keep, is reloaded before the user chose: this tab's
 * version comes back from its session storage (keptConflicts.ts), re-checked against the record as stored now.
 * Two tabs on one fake IndexedDB; the reloaded tab is a new Library on the same (fake) session storage.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStored, type StoredChapter } from '../authoring/storage';
import type { Chapter, EventRecord } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { libraryTabs } from '../testing/libraryTabs';
import { abortEveryPut, pursuit } from '../testing/storageFaults';
import { memorySession, refusingSession } from '../testing/memorySession';
import { keptKey, type KeptStore } from './keptConflicts';
import { Library } from './library.svelte';

const shipped = miniChapter();

const tab = libraryTabs(shipped);
/** The tab closed (or crashed) and loaded again: a new Library on the same session storage. */
async function reload(library: Library, session: KeptStore): Promise<Library> {
  library.close();
  return tab(null, session);
}

const mini = (library: Library): Chapter => library.extend(shipped).chapter;
const ids = (library: Library) => mini(library).events.map((e) => e.id);
const stored = async (): Promise<StoredChapter> => (await loadStored())[0]!;
const titled = (event: EventRecord, en: string): EventRecord => ({ ...event, title: { ...event.title, en } });
const x = pursuit('liao-pursue', '辽兵追杀');

afterEach(() => {
  vi.restoreAllMocks();
});

/** A saves the closing note, then B (stale) saves its own: B's is refused and kept as a conflict. */
async function noteConflict(session: KeptStore | null) {
  const a = await tab();
  const b = await tab(null, session);
  expect(await a.setNote(mini(a), 'end', 'A’s closing')).toBeNull();
  expect((await b.setNote(mini(b), 'end', 'B’s closing'))?.key).toBe('conflictNote');
  return { a, b };
}

describe('Library: open conflicts survive a reload of the tab', () => {
  it('brings back a note conflict with both versions, shows mine, and keep mine saves it', async () => {
    const session = memorySession();
    const { b } = await noteConflict(session);
    const again = await reload(b, session);
    expect(again.conflicts).toEqual([
      expect.objectContaining({
        chapter: 'mini',
        unit: 'note:end',
        mine: 'B’s closing',
        theirs: 'A’s closing',
      }),
    ]);
    expect(again.notesFor('mini')).toEqual({ end: 'B’s closing' });
    await again.resolve(again.conflicts[0]!, 'mine');
    expect((await stored()).notes).toEqual({ end: 'B’s closing' });
    expect(again.conflicts).toEqual([]);
    // Chosen: a further reload offers nothing.
    expect(session.map.size).toBe(0);
    expect((await reload(again, session)).conflicts).toEqual([]);
  });

  it('brings back an undo refused because another tab changed the event: mine (undone) over theirs', async () => {
    const session = memorySession();
    const channel = `kept-${Math.random()}`;
    const a = await tab(channel);
    const b = await tab(channel, session);
    await b.saveEvent(mini(b), x);
    await vi.waitFor(() => expect(ids(a)).toContain(x.id));
    expect(await a.saveEvent(mini(a), titled(x, 'Edited in A'), x.id)).toEqual([]);
    await vi.waitFor(() => expect(mini(b).events.find((e) => e.id === x.id)?.title.en).toBe('Edited in A'));
    await b.undo('mini');
    expect(b.conflicts).toHaveLength(1);

    const again = await reload(b, session);
    expect(again.conflicts).toEqual([
      expect.objectContaining({ chapter: 'mini', unit: `event:${x.id}`, mine: undefined }),
    ]);
    expect(again.conflicts[0]!.theirs).toMatchObject({ title: { en: 'Edited in A' } });
    expect(ids(again)).not.toContain(x.id);
    await again.resolve(again.conflicts[0]!, 'mine');
    expect((await stored()).events ?? []).toEqual([]);
  });

  it('drops a kept conflict the other tab’s later save made moot', async () => {
    const session = memorySession();
    const { a, b } = await noteConflict(session);
    b.close();
    // Meanwhile A comes round to B's closing note.
    expect(await a.setNote(mini(a), 'end', 'B’s closing')).toBeNull();
    const again = await tab(null, session);
    expect(again.conflicts).toEqual([]);
    expect(again.notesFor('mini')).toEqual({ end: 'B’s closing' });
    expect(session.map.has(keptKey('mini'))).toBe(false);
  });

  it('offers theirs as stored now when the other tab saved again meanwhile', async () => {
    const session = memorySession();
    const { a, b } = await noteConflict(session);
    expect(await a.setNote(mini(a), 'end', 'A’s second closing')).toBeNull();
    const again = await reload(b, session);
    expect(again.conflicts).toEqual([
      expect.objectContaining({ unit: 'note:end', mine: 'B’s closing', theirs: 'A’s second closing' }),
    ]);
    expect(again.notesFor('mini')).toEqual({ end: 'B’s closing' });
    await again.resolve(again.conflicts[0]!, 'mine');
    expect((await stored()).notes).toEqual({ end: 'B’s closing' });
  });

  it('works as before when session storage is off or holds what it cannot read', async () => {
    const off = refusingSession();
    const { b } = await noteConflict(off);
    expect(b.conflicts).toHaveLength(1);
    expect(b.notesFor('mini')).toEqual({ end: 'B’s closing' });
    expect((await reload(b, off)).conflicts).toEqual([]);

    const bad = memorySession();
    bad.map.set(keptKey('mini'), '{"format":1,"conflicts":[{"chapter":"mini"');
    const read = await tab(null, bad);
    expect(read.conflicts).toEqual([]);
    expect(read.notesFor('mini')).toEqual({ end: 'A’s closing' });
  });
});

describe('Library: work storage could not keep survives a reload of the tab', () => {
  it('brings it back, shown, and saves it once storage takes it', async () => {
    const session = memorySession();
    const a = await tab(null, session);
    abortEveryPut();
    expect(await a.saveEvent(mini(a), x)).toEqual([]);
    expect(a.notice?.text.key).toBe('saveAborted');
    expect(ids(a)).toContain(x.id);

    // Reloaded while storage still refuses: shown again, and said to be unsaved.
    const again = await reload(a, session);
    expect(ids(again)).toContain(x.id);
    expect(again.notice?.text.key).toBe('saveAborted');

    vi.restoreAllMocks();
    const later = await reload(again, session);
    expect(ids(later)).toContain(x.id);
    expect((await stored()).events?.map((e) => e.id)).toEqual([x.id]);
    expect(later.notice).toBeNull();
    expect(session.map.size).toBe(0);
  });
});

describe('Library: a chapter storage never took', () => {
  /** With no indexedDB at all, tab `a` adds a chapter from pasted text and an event to it. */
  async function pastedWithoutStorage(session: KeptStore) {
    const a = await tab(null, session);
    const added = await a.addText(
      '守将张三命人紧闭北门。辽兵追杀宋兵。',
      { zh: '北门', en: 'North gate' },
      'x.txt',
    );
    const id = (added as { id: string }).id;
    const chapter = a.own.chapters.find((c) => c.meta.id === id)!;
    const event = { ...x, factions: [chapter.meta.factions[0]!.id], storyOrder: 1 };
    expect(await a.saveEvent(chapter, event)).toEqual([]);
    return { a, id };
  }

  it('brings back a pasted chapter with its events and a shipped chapter’s additions, and saves them once storage takes them', async () => {
    const session = memorySession();
    const indexedDb = globalThis.indexedDB;
    delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
    let id: string;
    try {
      const pasted = await pastedWithoutStorage(session);
      id = pasted.id;
      expect(await pasted.a.saveEvent(mini(pasted.a), x)).toEqual([]);
      expect(pasted.a.notice?.text.key).toBe('saveFailedNoStorage');
      expect(session.map.has(keptKey(id))).toBe(true);

      const again = await reload(pasted.a, session);
      expect(ids(again)).toContain(x.id);
      const chapter = again.own.chapters.find((c) => c.meta.id === id);
      expect(chapter?.text).toBe('守将张三命人紧闭北门。辽兵追杀宋兵。');
      expect(chapter?.events.map((e) => e.id)).toEqual([x.id]);
      expect(again.notice?.text.key).toBe('saveFailedNoStorage');
    } finally {
      globalThis.indexedDB = indexedDb;
    }
    const later = await tab(null, session);
    expect(ids(later)).toContain(x.id);
    expect(later.own.chapters.find((c) => c.meta.id === id)?.events).toHaveLength(1);
    expect((await loadStored()).map((r) => r.id).sort()).toEqual([id, 'mini'].sort());
    expect(session.map.size).toBe(0);
  });

  it('says plainly that a reload will lose what the tab could not keep either, and offers its export', async () => {
    const indexedDb = globalThis.indexedDB;
    delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
    try {
      const { a, id } = await pastedWithoutStorage(refusingSession());
      expect(a.notice).toEqual(expect.objectContaining({ exportChapter: id }));
      expect(a.notice?.text).toEqual({ key: 'lostOnReload', params: { id } });
    } finally {
      globalThis.indexedDB = indexedDb;
    }
  });

  it('drops a kept chapter entry without its file rather than make a broken record', async () => {
    const session = memorySession();
    session.map.set(keptKey('lost'), JSON.stringify({ format: 1, conflicts: [], pending: [], own: true }));
    const read = await tab(null, session);
    expect(read.records.has('lost')).toBe(false);
  });
});

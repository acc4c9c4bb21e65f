/**
 * The sync engine alone, on a fake IndexedDB, with a host that records what it is told: no runes, no Library.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '../authoring/eventOps';
import { deleteStored, loadStored, saveStored, type StoredChapter } from '../authoring/storage';
import { memorySession } from '../testing/memorySession';
import { abortEveryPut, pursuit } from '../testing/storageFaults';
import type { ChapterConflict } from './conflicts';
import type { KeptStore } from './keptConflicts';
import type { Notice } from './libraryNotice';
import { LibrarySync } from './librarySync';

const x = pursuit('liao-pursue');
const y = pursuit('song-flee', '宋兵溃逃');
const titled = (en: string) => ({ ...x, title: { ...x.title, en } });

/** A host that keeps what it is shown, as the Library would. */
function recordingHost() {
  return {
    records: new Map<string, StoredChapter>(),
    conflicts: [] as ChapterConflict[],
    notices: [] as (Notice | null)[],
    checked: 0,
    loaded(records: StoredChapter[]) {
      this.records = new Map(records.map((r) => [r.id, r]));
    },
    show(record: StoredChapter) {
      this.records.set(record.id, record);
    },
    conflict(list: ChapterConflict[]) {
      this.conflicts = list;
    },
    notice(notice: Notice | null) {
      this.notices.push(notice);
    },
  };
}

const opened: LibrarySync[] = [];
beforeEach(async () => {
  for (const record of await loadStored()) await deleteStored(record.id);
});
afterEach(() => {
  for (const sync of opened.splice(0)) sync.close();
  vi.restoreAllMocks();
});

async function tab(channel: string | null = null, session: KeptStore | null = null) {
  const host = recordingHost();
  const sync = new LibrarySync(
    {
      loaded: (r) => host.loaded(r),
      show: (r) => host.show(r),
      conflicts: (l) => host.conflict(l),
      notice: (n) => host.notice(n),
      checks: async () => host.checked++,
    },
    channel,
    session,
  );
  opened.push(sync);
  await sync.open();
  /** Saves `content` over what this tab shows. */
  const change = (content: Content) => sync.change('mini', host.records.get('mini'), content);
  const events = () => host.records.get('mini')?.events?.map((e) => e.id) ?? [];
  return { sync, host, change, events };
}

describe('LibrarySync.open()', () => {
  it('hands over what is stored once the checks are loaded, and loads no checks for nothing', async () => {
    expect((await tab()).host.checked).toBe(0);
    await saveStored({ id: 'mini', events: [x] }, 0);
    const { host, events } = await tab();
    expect(host.checked).toBe(1);
    expect(events()).toEqual([x.id]);
  });

  it('says in words when the page has no storage, and hands over nothing', async () => {
    const indexedDb = globalThis.indexedDB;
    delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
    try {
      const { host } = await tab();
      expect(host.notices).toEqual([{ kind: 'error', text: { key: 'storageUnavailable' } }]);
      expect(host.records.size).toBe(0);
    } finally {
      globalThis.indexedDB = indexedDb;
    }
  });
});

describe('LibrarySync.change(id, shown, content) and apply(id, ops)', () => {
  it('saves a change as operations, shows it, and returns the operations that undo it', async () => {
    const { sync, change, events } = await tab();
    expect(await change({})).toBeNull();
    const saved = await change({ events: [x] });
    expect(saved).toMatchObject({ refused: [], clean: true });
    expect(events()).toEqual([x.id]);
    expect((await loadStored())[0]!.events).toEqual([x]);
    const redo = await sync.apply('mini', saved!.undo!);
    expect(events()).toEqual([]);
    expect((await loadStored())[0]!.events).toEqual([]);
    await sync.apply('mini', redo!);
    expect(events()).toEqual([x.id]);
  });

  it('merges a stale tab’s change with the other’s, and says it was not clean', async () => {
    const a = await tab();
    const b = await tab();
    await a.change({ events: [x] });
    const saved = await b.change({ events: [y] });
    expect(saved).toMatchObject({ refused: [], clean: false });
    // y goes first, where b had it; x stays.
    expect(b.events()).toEqual([y.id, x.id]);
  });

  it('refuses a change to an event another tab changed since, keeping both versions, and shows mine', async () => {
    const a = await tab();
    await a.change({ events: [x] });
    const b = await tab();
    await a.change({ events: [titled('From A')] });
    const saved = await b.change({ events: [titled('From B')] });
    expect(saved!.refused).toEqual([
      expect.objectContaining({ path: x.id, text: expect.objectContaining({ key: 'conflictEvent' }) }),
    ]);
    expect(b.host.conflicts).toEqual([
      expect.objectContaining({ unit: `event:${x.id}`, mine: titled('From B') }),
    ]);
    expect(b.host.records.get('mini')!.events![0]!.title.en).toBe('From B');
    expect((await loadStored())[0]!.events![0]!.title.en).toBe('From A');
  });
});

describe('LibrarySync.resolve(conflict, keep)', () => {
  async function conflicted() {
    const a = await tab();
    const b = await tab();
    await a.change({ notes: { end: 'A' } });
    await b.change({ notes: { end: 'B' } });
    expect(b.host.conflicts).toHaveLength(1);
    return b;
  }

  it('keeping theirs drops mine and shows theirs, storing nothing', async () => {
    const b = await conflicted();
    const revision = (await loadStored())[0]!.revision;
    expect(await b.sync.resolve(b.host.conflicts[0]!, 'theirs')).toBeNull();
    expect(b.host.conflicts).toEqual([]);
    expect(b.host.records.get('mini')!.notes).toEqual({ end: 'A' });
    expect((await loadStored())[0]!.revision).toBe(revision);
  });

  it('keeping mine saves it over theirs and returns its undo', async () => {
    const b = await conflicted();
    const undo = await b.sync.resolve(b.host.conflicts[0]!, 'mine');
    expect((await loadStored())[0]!.notes).toEqual({ end: 'B' });
    await b.sync.apply('mini', undo!);
    expect((await loadStored())[0]!.notes).toEqual({ end: 'A' });
  });
});

describe('LibrarySync across tabs', () => {
  it('shows another tab’s save once the checks are loaded, with a notice, and stops hearing once closed', async () => {
    const channel = `sync-${Math.random()}`;
    const a = await tab(channel);
    const b = await tab(channel);
    await a.change({ events: [x] });
    await vi.waitFor(() => expect(b.events()).toEqual([x.id]));
    expect(b.host.checked).toBe(1);
    expect(b.host.notices.at(-1)).toEqual({
      kind: 'info',
      text: { key: 'updatedElsewhere', params: { id: 'mini' } },
    });
    b.sync.close();
    await a.change({ events: [x, y] });
    await new Promise((done) => setTimeout(done, 50));
    expect(b.events()).toEqual([x.id]);
  });
});

describe('LibrarySync when storage fails', () => {
  it('keeps the change in the tab, shown, and sends it with the next change storage takes', async () => {
    const { change, events, host } = await tab();
    abortEveryPut();
    const saved = await change({ events: [x] });
    expect(saved!.undo).not.toBeNull();
    expect(host.notices.at(-1)).toEqual({
      kind: 'error',
      text: { key: 'saveAborted', params: { id: 'mini' } },
    });
    expect(events()).toEqual([x.id]);
    vi.restoreAllMocks();
    expect((await change({ events: [x, y] }))!.clean).toBe(false);
    expect(host.notices.at(-1)).toBeNull();
    expect((await loadStored())[0]!.events!.map((e) => e.id)).toEqual([x.id, y.id]);
  });

  it('keeps that work over a reload of the tab, and sends it once storage takes it', async () => {
    const session = memorySession();
    const a = await tab(null, session);
    abortEveryPut();
    await a.change({ events: [x] });
    expect(session.map.size).toBe(1);
    a.sync.close();
    vi.restoreAllMocks();
    const again = await tab(null, session);
    expect(again.events()).toEqual([x.id]);
    expect((await loadStored())[0]!.events).toEqual([x]);
    expect(session.map.size).toBe(0);
  });
});

describe('LibrarySync.create(id, content)', () => {
  it('stores a whole chapter, and refuses one whose id another tab took meanwhile', async () => {
    const a = await tab();
    const b = await tab();
    const record = await a.sync.create('own', { notes: { end: 'n' } });
    expect(record).toMatchObject({ id: 'own', revision: 1, notes: { end: 'n' } });
    expect(await b.sync.create('own', {})).toBeNull();
    expect(b.host.notices.at(-1)?.text.key).toBe('saveConflict');
  });
});

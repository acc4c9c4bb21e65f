// @vitest-environment jsdom
// (jsdom: so Svelte compiles the Library for the client, where $derived follows its records.)
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleJson, bundleOf, type ChapterBundle } from '../model/bundle';
import { say } from '../i18n/messages';
import { loadStored } from '../authoring/storage';
import type { Chapter } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { libraryTabs } from '../testing/libraryTabs';
import { abortEveryPut, pursuit } from '../testing/storageFaults';
import { Library } from './library.svelte';

const shipped = miniChapter();

const tab = libraryTabs(shipped);

/** A chapter as the shelf shows it: the user's own, or a shipped one with the user's additions. */
const chapterIn = (library: Library, id: string): Chapter | undefined =>
  library.own.chapters.find((c) => c.meta.id === id) ??
  (id === 'mini' ? library.extend(shipped).chapter : undefined);
const mini = (library: Library): Chapter => chapterIn(library, 'mini')!;
const ids = (library: Library) => mini(library).events.map((e) => e.id);

const first = pursuit('liao-pursue', '辽兵追杀');
const second = pursuit('song-flee', '宋兵溃逃');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Library.saveEvent(chapter, event)', () => {
  it('saves an event added to a shipped chapter, and a reloaded tab sees it', async () => {
    const a = await tab();
    expect(await a.saveEvent(mini(a), first)).toEqual([]);
    expect(ids(a)).toContain('liao-pursue');
    expect(a.editable('mini', 'liao-pursue')).toBe(true);
    expect(a.editable('mini', 'liao-assault')).toBe(false);
    const reloaded = await tab();
    expect(ids(reloaded)).toEqual(ids(a));
  });

  it('refuses an event whose quote is not in the text, saving nothing', async () => {
    const a = await tab();
    const problems = await a.saveEvent(mini(a), pursuit('nowhere', '这句话不在原文里'));
    expect(problems.map((p) => p.path)).toContain('$.events[3].anchor.exact');
    expect(ids(a)).not.toContain('nowhere');
    expect(await loadStored()).toEqual([]);
  });

  it('merges the save of a stale tab with the other tab’s, event by event, overwriting neither', async () => {
    const a = await tab();
    const stale = await tab();
    expect(await a.saveEvent(mini(a), first)).toEqual([]);
    expect(await stale.saveEvent(mini(stale), second)).toEqual([]);
    expect(ids(stale)).toEqual(expect.arrayContaining(['liao-pursue', 'song-flee']));
    expect(stale.conflicts).toEqual([]);
    const reloaded = await tab();
    expect([...ids(reloaded)].sort()).toEqual(
      [...shipped.events.map((e) => e.id), 'liao-pursue', 'song-flee'].sort(),
    );
  });

  it('keeps tabs that hear each other in step, so the second tab’s save is accepted', async () => {
    const channel = `test-${Math.random()}`;
    const a = await tab(channel);
    const b = await tab(channel);
    await a.saveEvent(mini(a), first);
    await vi.waitFor(() => expect(ids(b)).toContain('liao-pursue'));
    expect(b.notice).toEqual({ kind: 'info', text: { key: 'updatedElsewhere', params: { id: 'mini' } } });
    expect(await b.saveEvent(mini(b), second)).toEqual([]);
    await vi.waitFor(() => expect(ids(a)).toContain('song-flee'));
  });
});

describe('Library when storage fails', () => {
  const quotaFull = () =>
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
  const exported = (library: Library) => JSON.parse(bundleJson(bundleOf(mini(library)))) as ChapterBundle;

  it('keeps a change the full disk refused in this tab, shown and exported, and says exactly that', async () => {
    const a = await tab();
    await a.saveEvent(mini(a), first);
    quotaFull();
    expect(await a.saveEvent(mini(a), second)).toEqual([]);
    expect(ids(a)).toEqual(expect.arrayContaining(['liao-pursue', 'song-flee']));
    expect(exported(a).events.map((e) => e.id)).toContain('song-flee');
    expect(a.notice?.text).toEqual({ key: 'saveFailedFull', params: { id: 'mini' } });
    expect(say(a.notice!.text, 'en')).toBe(
      'Not saved to this browser: the disk or the browser’s storage quota is full. Your change to “mini” is kept in this tab until you close it; export the chapter to keep it.',
    );
    expect((await loadStored())[0]!.events!.map((e) => e.id)).toEqual(['liao-pursue']);
  });

  it('saves everything kept in the tab with the next change once storage works again', async () => {
    const a = await tab();
    const full = quotaFull();
    await a.saveEvent(mini(a), first);
    full.mockRestore();
    await a.saveEvent(mini(a), second);
    expect(a.notice).toBeNull();
    expect((await loadStored())[0]!.events!.map((e) => e.id)).toEqual(['liao-pursue', 'song-flee']);
  });

  it('an aborted save is worded, kept in the tab, and leaves no unhandled AbortError', async () => {
    const a = await tab();
    abortEveryPut();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(await a.saveEvent(mini(a), first)).toEqual([]);
      await new Promise((done) => setTimeout(done, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(a.notice?.text).toEqual({ key: 'saveAborted', params: { id: 'mini' } });
    expect(ids(a)).toContain('liao-pursue');
  });

  describe('with no indexedDB at all', () => {
    let indexedDb: IDBFactory;
    beforeEach(() => {
      indexedDb = globalThis.indexedDB;
      delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
    });
    afterEach(() => {
      globalThis.indexedDB = indexedDb;
    });

    it('says so in words, and an added chapter and its events open in memory', async () => {
      const a = await tab();
      expect(a.notice?.text).toEqual({ key: 'storageUnavailable' });
      expect(say(a.notice!.text, 'en')).not.toMatch(/TypeError|undefined|not defined/);
      const added = await a.addText(
        '守将张三命人紧闭北门。辽兵追杀宋兵。',
        { zh: '北门', en: 'North gate' },
        'x.txt',
      );
      expect(added).toEqual({ id: expect.any(String) });
      const id = (added as { id: string }).id;
      expect(a.isUserChapter(id)).toBe(true);
      const chapter = chapterIn(a, id)!;
      expect(chapter.text).toContain('守将张三');
      expect(a.notice?.text).toEqual({ key: 'saveFailedNoStorage', params: { id } });
      const event = { ...first, factions: [chapter.meta.factions[0]!.id], storyOrder: 1 };
      expect(await a.saveEvent(chapter, event)).toEqual([]);
      expect(chapterIn(a, id)!.events.map((e) => e.id)).toContain('liao-pursue');
    });
  });
});

describe('Library.undo(id) / redo(id)', () => {
  it('takes a save back and forward again, saving each step', async () => {
    const a = await tab();
    expect(a.canUndo('mini')).toBe(false);
    await a.saveEvent(mini(a), first);
    await a.saveEvent(mini(a), second);
    expect(a.canUndo('mini')).toBe(true);
    await a.undo('mini');
    expect(ids(a)).toContain('liao-pursue');
    expect(ids(a)).not.toContain('song-flee');
    expect(a.canRedo('mini')).toBe(true);
    expect(ids(await tab())).toEqual(ids(a));
    await a.redo('mini');
    expect(ids(a)).toContain('song-flee');
    expect(a.canRedo('mini')).toBe(false);
    expect(ids(await tab())).toEqual(ids(a));
  });

  it('forgets the redo stack on a new change', async () => {
    const a = await tab();
    await a.saveEvent(mini(a), first);
    await a.saveEvent(mini(a), second);
    await a.undo('mini');
    await a.deleteEvent(mini(a), 'liao-pursue');
    expect(a.canRedo('mini')).toBe(false);
  });
});

describe('Library.deleteEvent(chapter, id)', () => {
  it('refuses to delete the cause of another event, naming it', async () => {
    const a = await tab();
    expect(await a.saveEvent(mini(a), second)).toEqual([]);
    expect(await a.saveEvent(mini(a), { ...first, storyOrder: 5, causes: ['song-flee'] })).toEqual([]);
    const problems = await a.deleteEvent(mini(a), 'song-flee');
    expect(problems[0]).toMatchObject({
      path: 'song-flee',
      message: 'It is a cause of liao-pursue; remove it from their causes first.',
      text: { key: 'causeOfOthers', params: { ids: 'liao-pursue' } },
    });
    expect(ids(a)).toContain('song-flee');
  });
});

// @vitest-environment jsdom
// (jsdom: so Svelte compiles the Library for the client, where $derived follows its records.)
/** The teacher's notes in the library (library.svelte.test.ts has saving, storage failures and undo). */
import 'fake-indexeddb/auto';
import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { bundleJson } from '../model/bundle';
import { loadStored } from '../authoring/storage';
import { eventRecord, type Chapter } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { libraryTabs } from '../testing/libraryTabs';
import { pursuit } from '../testing/storageFaults';
import type { Library } from './library.svelte';

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

describe('Library.setNote(chapter, key, value)', () => {
  it('keeps a note on a shipped chapter as the user’s addition, and a reloaded tab has it', async () => {
    const a = await tab();
    expect(await a.setNote(mini(a), 'liao-assault', 'Ask: why the west wall?')).toBeNull();
    expect(await a.setNote(mini(a), 'title', 'Start on the map.')).toBeNull();
    expect(a.notesFor('mini')).toEqual({
      'liao-assault': 'Ask: why the west wall?',
      title: 'Start on the map.',
    });
    // A note alone does not make the chapter the user's, nor change its events.
    expect(a.isUserChapter('mini')).toBe(false);
    expect(ids(a)).toEqual(shipped.events.map((e) => e.id));
    const reloaded = await tab();
    expect(reloaded.notesFor('mini')).toEqual(a.notesFor('mini'));
  });

  it('takes a note back with undo and forward with redo, saving each step', async () => {
    const a = await tab();
    await a.setNote(mini(a), 'end', 'first');
    await a.setNote(mini(a), 'end', 'second');
    await a.undo('mini');
    expect(a.notesFor('mini')).toEqual({ end: 'first' });
    expect((await tab()).notesFor('mini')).toEqual({ end: 'first' });
    await a.redo('mini');
    expect(a.notesFor('mini')).toEqual({ end: 'second' });
  });

  it('saves notes typed in quick succession one after another, none refused as stale', async () => {
    const a = await tab();
    const saves = ['a', 'ab', 'abc'].map((v) => a.setNote(mini(a), 'song-rout', v));
    expect(await Promise.all(saves)).toEqual([null, null, null]);
    expect((await tab()).notesFor('mini')).toEqual({ 'song-rout': 'abc' });
  });

  it('refuses a note for no step and a note over the limit, saving nothing', async () => {
    const a = await tab();
    expect((await a.setNote(mini(a), 'ghost', 'x'))?.key).toBe('noteKeyUnknown');
    expect((await a.setNote(mini(a), 'end', 'x'.repeat(4001)))?.key).toBe('noteTooLong');
    expect(await loadStored()).toEqual([]);
  });

  it('keeps the notes when events are added, and drops the note of a deleted event', async () => {
    const a = await tab();
    await a.saveEvent(mini(a), first);
    await a.setNote(mini(a), 'liao-pursue', 'their note');
    await a.setNote(mini(a), 'end', 'closing');
    await a.saveEvent(mini(a), second);
    expect(a.notesFor('mini')).toEqual({ 'liao-pursue': 'their note', end: 'closing' });
    await a.deleteEvent(mini(a), 'liao-pursue');
    expect(a.notesFor('mini')).toEqual({ end: 'closing' });
  });

  it('brings the notes of an imported chapter file, kept apart from its chapter', async () => {
    const a = await tab();
    const json = bundleJson({
      format: 'battle-chronicle-chapter',
      version: 1,
      chapter: { ...shipped.meta, id: 'mini-copy' },
      city: shipped.city,
      events: shipped.events.map(eventRecord),
      notes: { 'song-rout': '=1+1\n"quoted"' },
      text: shipped.text,
    });
    const result = await a.addFile(new NodeFile([json], 'mini-copy.chapter.json') as unknown as File);
    expect(result).toEqual({ id: 'mini-copy' });
    expect(a.notesFor('mini-copy')).toEqual({ 'song-rout': '=1+1\n"quoted"' });
    expect(chapterIn(a, 'mini-copy')?.events).toHaveLength(shipped.events.length);
    expect((await tab()).notesFor('mini-copy')).toEqual({ 'song-rout': '=1+1\n"quoted"' });
  });
});

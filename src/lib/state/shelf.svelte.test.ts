// @vitest-environment jsdom
// (jsdom: so Svelte compiles this file and the Library for the client, where $effect runs.)
/**
 * The whole page hangs on the shelf's chapter state: the library opening (after the first render) wakes it only
 * when it holds something for that chapter.
 */
import 'fake-indexeddb/auto';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteStored, loadStored } from '../authoring/storage';
import { miniChapter } from '../testing/miniChapter';
import { pursuit } from '../testing/storageFaults';
import type { ChapterSource, ChapterState } from './chapterSource.svelte';
import { Library } from './library.svelte';
import { Shelf } from './shelf.svelte';

const shipped = miniChapter();
const ready: ChapterState = { status: 'ready', chapter: shipped };
/** The shipped chapters as the app's source hands them over, with `mini` loaded. */
const source = {
  list: [],
  failed: [],
  chapter: (id: string): ChapterState => (id === 'mini' ? ready : { status: 'unknown' }),
  loadedChapters: () => [shipped],
  ids: () => ['mini'],
  loaded: (id: string) => (id === 'mini' ? shipped : null),
} as unknown as ChapterSource;

/** Every chapter state an effect reading the shelf's `mini` saw, one per run, while the library opens. */
async function openWatching(library: Library) {
  const seen: ChapterState[] = [];
  const stop = $effect.root(() => {
    const shelf = new Shelf(source, library);
    $effect(() => void seen.push(shelf.chapter('mini')));
  });
  flushSync();
  await vi.waitFor(() => expect(library.ready).toBe(true));
  flushSync();
  stop();
  library.close();
  return seen;
}

beforeEach(async () => {
  for (const record of await loadStored()) await deleteStored(record.id);
});
afterEach(() => vi.restoreAllMocks());

describe('Shelf.chapter while the library opens', () => {
  it('is the source’s own state, seen once, when the library holds nothing for the chapter', async () => {
    const seen = await openWatching(new Library(null));
    expect(seen).toEqual([ready]);
    expect(seen[0]).toBe(ready);
  });

  it('is the chapter with the stored additions once the library has read them', async () => {
    const writer = new Library(null);
    await writer.init(source);
    await writer.saveEvent(shipped, pursuit('liao-pursue'));
    writer.close();

    const seen = await openWatching(new Library(null));
    expect(seen[0]).toBe(ready);
    const last = seen.at(-1)!;
    expect(last.status === 'ready' && last.chapter.events.map((e) => e.id)).toContain('liao-pursue');
  });
});

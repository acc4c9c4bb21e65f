// @vitest-environment jsdom
// (jsdom: so Svelte compiles the Library for the client, where $derived follows its records.)
import 'fake-indexeddb/auto';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteStored, loadStored } from '../authoring/storage';
import { readBundle } from '../data/readBundle';
import type { Chapter, EventRecord } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { bundleJson, bundleOf } from '../model/bundle';
import { Library } from './library.svelte';
import { pursuit } from '../testing/storageFaults';

// Every reading of a chapter file goes through readBundle: counting its calls counts validations.
vi.mock('../data/readBundle', async (original) => {
  const actual = await original<typeof import('../data/readBundle')>();
  return { ...actual, readBundle: vi.fn(actual.readBundle) };
});
const readings = vi.mocked(readBundle);

const shipped = miniChapter();
let library: Library;

const event = (id: string, storyOrder: number): EventRecord => pursuit(id, '辽兵追杀', storyOrder);

/** Reads what the shelf reads after a change: every user chapter, and the shipped chapter with its additions. */
function shelf(): Chapter[] {
  return [...library.own.chapters, library.extend(shipped).chapter];
}

beforeEach(async () => {
  for (const record of await loadStored()) await deleteStored(record.id);
  library = new Library(null);
  await library.init({ ids: () => ['mini'], loaded: (id) => (id === 'mini' ? shipped : null) });
});
afterEach(() => library.close());

describe('Library: a change validates its own chapter only', () => {
  it('an edit of one chapter reads that chapter once, and none of the others', async () => {
    const texts = ['第一章。辽兵追杀宋兵。', '第二章。辽兵追杀宋兵。', '第三章。辽兵追杀宋兵。'];
    const ids: string[] = [];
    for (const [i, text] of texts.entries()) {
      const added = (await library.addText(text, { zh: `章${i}`, en: `Chapter ${i}` }, `${i}.txt`)) as {
        id: string;
      };
      ids.push(added.id);
    }
    await library.saveEvent(library.extend(shipped).chapter, event('liao-pursue', 4));
    shelf();
    expect(library.own.chapters).toHaveLength(3);

    readings.mockClear();
    const second = library.own.chapters.find((c) => c.meta.id === ids[1])!;
    const faction = second.meta.factions[0]!.id;
    expect(await library.saveEvent(second, { ...event('pursue', 1), factions: [faction] })).toEqual([]);
    const after = shelf();
    expect(after.find((c) => c.meta.id === ids[1])!.events.map((e) => e.id)).toEqual(['pursue']);
    // The check before saving; the shelf reuses it, and the other chapters' earlier readings.
    expect(readings).toHaveBeenCalledTimes(1);

    readings.mockClear();
    await library.deleteEvent(library.extend(shipped).chapter, 'liao-pursue');
    expect(
      shelf()
        .at(-1)!
        .events.map((e) => e.id),
    ).not.toContain('liao-pursue');
    expect(readings).toHaveBeenCalledTimes(1);
  });

  it('a shipped chapter with additions, read again with nothing changed, is not read again', async () => {
    await library.saveEvent(library.extend(shipped).chapter, event('liao-pursue', 4));
    shelf();
    readings.mockClear();
    shelf();
    expect(readings).not.toHaveBeenCalled();
  });

  it('a chapter file added is read once, by the import, and the shelf uses that reading', async () => {
    const added = (await library.addText('第四章。辽兵追杀宋兵。', { zh: '章', en: 'Chapter' }, 'x.txt')) as {
      id: string;
    };
    const chapter = library.own.chapters.find((c) => c.meta.id === added.id)!;
    const bundle = bundleOf(chapter);
    // jsdom's File has no arrayBuffer(); Node's has, as a browser's does.
    const json = bundleJson({ ...bundle, chapter: { ...bundle.chapter, id: 'copy' } });
    const file = new NodeFile([json], 'copy.chapter.json') as unknown as File;
    readings.mockClear();
    const result = await library.addFile(file);
    expect(result).toEqual({ id: 'copy' });
    expect(library.own.chapters.map((c) => c.meta.id)).toContain('copy');
    expect(readings).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
/**
 * The bad-input corpus, issue 14 item 3, as the red team reported it: tabs A and B on one chapter; B adds X, A
 * adds Y, both show 5 events; B presses Ctrl+Z. The store held 3 events, X and Y both gone: undo restored B's
 * whole-chapter snapshot. Undo is now the inverse of B's own change, event by event: it takes X back, only X.
 */
import 'fake-indexeddb/auto';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { deleteStored, loadStored } from '../../src/lib/authoring/storage';
import { bundleJson } from '../../src/lib/model/bundle';
import { eventRecord, type Chapter } from '../../src/lib/model/types';
import { Library } from '../../src/lib/state/library.svelte';
import { miniChapter } from '../../src/lib/testing/miniChapter';
import { pursuit } from '../../src/lib/testing/storageFaults';

const shipped = miniChapter();
const opened: Library[] = [];
const channel = `corpus-${Math.random()}`;

async function tab(): Promise<Library> {
  const library = new Library(channel);
  opened.push(library);
  await library.init({ ids: () => ['mini'], loaded: (id) => (id === 'mini' ? shipped : null) });
  return library;
}
/** The red team's chapter: the user's own, of 3 events, added from a chapter file. */
const ID = 'mini-copy';
const chapterFile = bundleJson({
  format: 'battle-chronicle-chapter',
  version: 1,
  chapter: { ...shipped.meta, id: ID },
  city: shipped.city,
  events: shipped.events.map(eventRecord),
  text: shipped.text,
});
const own = (library: Library): Chapter => library.own.chapters.find((c) => c.meta.id === ID)!;
const ids = (library: Library) => own(library).events.map((e) => e.id);
const original = shipped.events.map((e) => e.id);

beforeEach(async () => {
  for (const record of await loadStored()) await deleteStored(record.id);
});
afterEach(() => {
  for (const library of opened.splice(0)) library.close();
});

it('B adds X, A adds Y, B undoes: the store keeps Y and the original 3, and X alone is gone', async () => {
  const a = await tab();
  expect(await a.addFile(new NodeFile([chapterFile], `${ID}.chapter.json`) as unknown as File)).toEqual({
    id: ID,
  });
  const b = await tab();
  expect(ids(b)).toEqual(original);
  expect(await b.saveEvent(own(b), pursuit('x', '辽兵追杀'))).toEqual([]);
  await vi.waitFor(() => expect(ids(a)).toContain('x'));
  expect(await a.saveEvent(own(a), pursuit('y', '宋兵溃逃'))).toEqual([]);
  await vi.waitFor(() => expect(ids(b)).toContain('y'));
  expect(ids(a)).toHaveLength(5);
  expect(ids(b)).toHaveLength(5);

  await b.undo(ID);

  const stored = (await loadStored())[0]!.bundle!.events.map((e) => e.id);
  expect(stored).toEqual([...original, 'y']);
  expect(ids(b)).toEqual([...original, 'y']);
  await vi.waitFor(() => expect(ids(a)).toEqual([...original, 'y']));
  expect(ids(await tab())).toEqual([...original, 'y']);
});

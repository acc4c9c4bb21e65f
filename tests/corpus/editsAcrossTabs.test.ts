// @vitest-environment jsdom
/**
 * The bad-input corpus, issue 26 items 1 and 2, as the red team reported them: an edit made in one tab on what it
 * saw, saved after another tab changed or deleted the same unit, was saved over the other tab's work without a
 * word. The library now takes the note as it was when the teacher began typing (`seen`), and an edit the
 * authoring session finds stale (authoring/seenEdit.ts) is offered as a conflict with both versions. The event
 * form's and the map editor's side is in authoringSession.svelte.test.ts; the browser half, two real tabs, in
 * tests/e2e/tabsEdit.spec.ts.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { deleteStored, loadStored } from '../../src/lib/authoring/storage';
import { say } from '../../src/lib/i18n/messages';
import type { Chapter } from '../../src/lib/model/types';
import { Library } from '../../src/lib/state/library.svelte';
import { miniChapter } from '../../src/lib/testing/miniChapter';
import { pursuit } from '../../src/lib/testing/storageFaults';

const shipped = miniChapter();
const opened: Library[] = [];
const channel = `corpus-edits-${Math.random()}`;

async function tab(): Promise<Library> {
  const library = new Library(channel);
  opened.push(library);
  await library.init({ ids: () => ['mini'], loaded: (id) => (id === 'mini' ? shipped : null) });
  return library;
}
const mini = (library: Library): Chapter => library.extend(shipped).chapter;

beforeEach(async () => {
  for (const record of await loadStored()) await deleteStored(record.id);
});
afterEach(() => {
  for (const library of opened.splice(0)) library.close();
});

it('B types, A types and leaves the field (saved), B’s pause saves: A’s note stays, both offered to B', async () => {
  const [a, b] = [await tab(), await tab()];
  // B began typing on the empty note; A saves first, and B hears it before its pause is over.
  expect(await a.setNote(mini(a), 'end', 'A’s note', '')).toBeNull();
  await vi.waitFor(() => expect(b.notesFor('mini')).toEqual({ end: 'A’s note' }));
  const why = await b.setNote(mini(b), 'end', 'B’s note', '');
  expect(why && say(why, 'en')).toMatch(/teacher’s note on “end” .* was changed in another tab/);
  expect(b.conflicts).toMatchObject([{ unit: 'note:end', mine: 'B’s note', theirs: 'A’s note' }]);
  expect((await loadStored())[0]!.notes).toEqual({ end: 'A’s note' });
  // Typed over the note as it is now, B's next save goes through.
  await b.resolve(b.conflicts[0]!, 'theirs');
  expect(await b.setNote(mini(b), 'end', 'A’s note, and B’s', 'A’s note')).toBeNull();
  await vi.waitFor(() => expect(a.notesFor('mini')).toEqual({ end: 'A’s note, and B’s' }));
});

it('an edit of an event A deleted meanwhile is offered back to B, and restored with B’s changes', async () => {
  const [a, b] = [await tab(), await tab()];
  const x = pursuit('x', '辽兵追杀');
  expect(await a.saveEvent(mini(a), x)).toEqual([]);
  await vi.waitFor(() => expect(b.addedCount('mini')).toBe(1));
  expect(await a.deleteEvent(mini(a), 'x')).toEqual([]);
  await vi.waitFor(() => expect(b.addedCount('mini')).toBe(0));
  const edited = { ...x, summary: { en: 'B’s summary' } };
  await b.offer('mini', 'event:x', edited);
  expect(b.conflicts).toMatchObject([{ unit: 'event:x', mine: edited, theirs: undefined }]);
  await b.resolve(b.conflicts[0]!, 'mine');
  expect((await loadStored())[0]!.events).toEqual([edited]);
  await vi.waitFor(() => expect(a.addedCount('mini')).toBe(1));
});

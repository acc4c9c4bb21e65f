// @vitest-environment jsdom
// (jsdom: so Svelte compiles the Library for the client, where $derived follows its records.)
/**
 * Keep mine, then the page goes before the browser has stored it (a reload, a closed tab): the choice must come
 * back with the reloaded tab, as the conflict it was, rather than be lost with the write.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import * as storage from '../authoring/storage';
import { libraryTabs } from '../testing/libraryTabs';
import { memorySession } from '../testing/memorySession';
import { miniChapter } from '../testing/miniChapter';
import { keptKey } from './keptConflicts';

vi.mock('../authoring/storage', async (original) => {
  const actual = await original<typeof import('../authoring/storage')>();
  return { ...actual, saveOps: vi.fn(actual.saveOps) };
});

const shipped = miniChapter();
const tab = libraryTabs(shipped);

describe('Library: keep mine is offered until it is stored', () => {
  it('a reload while mine is being written offers the same choice again; once written, nothing', async () => {
    const session = memorySession();
    const a = await tab();
    const b = await tab(null, session);
    expect(await a.setNote(a.extend(shipped).chapter, 'end', 'A’s closing')).toBeNull();
    expect((await b.setNote(b.extend(shipped).chapter, 'end', 'B’s closing'))?.key).toBe('conflictNote');

    // The write that never finishes: the page is gone before the browser stored it.
    const writes = vi.mocked(storage.saveOps).mock.calls.length;
    vi.mocked(storage.saveOps).mockImplementationOnce(() => new Promise(() => {}));
    void b.resolve(b.conflicts[0]!, 'mine');
    await vi.waitFor(() => expect(storage.saveOps).toHaveBeenCalledTimes(writes + 1));
    expect(b.conflicts).toHaveLength(1);
    expect(session.map.has(keptKey('mini'))).toBe(true);
    b.close();

    const again = await tab(null, session);
    expect(again.conflicts).toEqual([
      expect.objectContaining({ unit: 'note:end', mine: 'B’s closing', theirs: 'A’s closing' }),
    ]);
    await again.resolve(again.conflicts[0]!, 'mine');
    expect(again.conflicts).toEqual([]);
    expect(session.map.size).toBe(0);
    expect((await storage.loadStored())[0]!.notes).toEqual({ end: 'B’s closing' });
  });
});

// @vitest-environment jsdom
// (jsdom: so Svelte compiles this file and the Library for the client, where $effect runs.)
/** The facade's undo availability is reactive through the history's snapshot, with no counter of changes. */
import 'fake-indexeddb/auto';
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import type { Chapter } from '../model/types';
import { libraryTabs } from '../testing/libraryTabs';
import { miniChapter } from '../testing/miniChapter';
import { pursuit } from '../testing/storageFaults';
import type { Library } from './library.svelte';

const shipped = miniChapter();
const tab = libraryTabs(shipped);
const mini = (library: Library): Chapter => library.extend(shipped).chapter;

/** Every value of [canUndo, canRedo] an effect saw, one per run. */
function watch(library: Library) {
  const seen: [boolean, boolean][] = [];
  const stop = $effect.root(() => {
    $effect(() => void seen.push([library.canUndo('mini'), library.canRedo('mini')]));
  });
  flushSync();
  return { seen, stop };
}

describe('Library.canUndo(id) / canRedo(id) in an effect', () => {
  it('rerun as a save, an undo and a redo change them', async () => {
    const a = await tab();
    const { seen, stop } = watch(a);
    await a.saveEvent(mini(a), pursuit('liao-pursue'));
    flushSync();
    await a.undo('mini');
    flushSync();
    await a.redo('mini');
    flushSync();
    stop();
    expect(seen[0]).toEqual([false, false]);
    expect(seen).toContainEqual([true, false]);
    expect(seen).toContainEqual([false, true]);
    expect(seen.at(-1)).toEqual([true, false]);
  });

  it('do not rerun when only the records change, as when another tab saves', async () => {
    const channel = `undo-${Math.random()}`;
    const a = await tab(channel);
    const b = await tab(channel);
    const { seen, stop } = watch(b);
    await a.saveEvent(mini(a), pursuit('liao-pursue'));
    await vi.waitFor(() => expect(b.records.get('mini')?.events).toHaveLength(1));
    flushSync();
    stop();
    expect(seen).toEqual([[false, false]]);
  });
});

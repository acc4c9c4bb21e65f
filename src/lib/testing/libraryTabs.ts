/**
 * Tabs on one fake IndexedDB, for the Library's tests: `tab()` opens a Library as a freshly loaded tab has it,
 * with the mini chapter shipped. Each test starts from an empty store and closes the tabs it opened.
 */
import { afterEach, beforeEach } from 'vitest';
import { deleteStored, loadStored } from '../authoring/storage';
import type { Chapter } from '../model/types';
import type { KeptStore } from '../state/keptConflicts';
import { Library } from '../state/library.svelte';

export function libraryTabs(shipped: Chapter) {
  const opened: Library[] = [];
  beforeEach(async () => {
    for (const record of await loadStored()) await deleteStored(record.id);
  });
  afterEach(() => {
    for (const library of opened.splice(0)) library.close();
  });
  /**
   * On `channel` the tab hears the other tabs' saves; with null it is stale, hearing none. It keeps its open
   * conflicts in `session` (none: it keeps nothing).
   */
  return async function tab(
    channel: string | null = null,
    session: KeptStore | null = null,
  ): Promise<Library> {
    const library = new Library(channel, session);
    opened.push(library);
    await library.init({
      ids: () => [shipped.meta.id],
      loaded: (id) => (id === shipped.meta.id ? shipped : null),
    });
    return library;
  };
}

/**
 * The library's two lazy parts, loaded here and nowhere else: the checks (libraryChecks.ts: the schema and the
 * readers of chapter files), on first need; and the sync engine with storage and the merge code (librarySync.ts),
 * by init or the first change, never the first render.
 */
import type { KeptStore } from './keptConflicts';
import type { LibrarySync, SyncHost } from './librarySync';
import { lazy } from '../lazy';

export type Checks = typeof import('./libraryChecks');

export class LibraryParts {
  /** The checks once loaded: reactive, so what reads them (the library's `own`) resolves once they are here. */
  checks: Checks | null = $state.raw(null);
  #sync: Promise<LibrarySync> | null = null;
  readonly #newSync: () => Promise<LibrarySync>;

  /** `host`: the library the engine reports to; `channelName` and `session` as the library was given them. */
  constructor(host: SyncHost, channelName: string | null, session: KeptStore | 'browser' | null) {
    this.#newSync = () =>
      lazy.librarySync().then(({ LibrarySync }) => new LibrarySync(host, channelName, session));
  }

  async loadChecks(): Promise<Checks> {
    this.checks ??= await lazy.libraryChecks();
    return this.checks;
  }

  engine(): Promise<LibrarySync> {
    return (this.#sync ??= this.#newSync());
  }

  /** Stops the engine hearing other tabs, if it was started. */
  close() {
    void this.#sync?.then((sync) => sync.close()).catch(() => {});
  }
}

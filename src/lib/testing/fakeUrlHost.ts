/**
 * A browser tab's hash history without a browser: pushState adds an entry, replaceState rewrites the current
 * one, back() and forward() move through them and fire popstate as the browser does. Implements the
 * Selection's UrlHost.
 */
import type { UrlHost } from '../state/selection.svelte';

export class FakeUrlHost implements UrlHost {
  entries: string[];
  index = 0;
  #listeners: (() => void)[] = [];

  constructor(hash = '') {
    this.entries = [hash];
  }

  get location() {
    return { hash: this.entries[this.index]! };
  }

  readonly history = {
    pushState: (_data: unknown, _unused: string, url?: string | URL | null) => {
      this.entries = [...this.entries.slice(0, this.index + 1), String(url)];
      this.index++;
    },
    replaceState: (_data: unknown, _unused: string, url?: string | URL | null) => {
      this.entries[this.index] = String(url);
    },
  };

  addEventListener(_type: 'hashchange' | 'popstate', listener: () => void) {
    this.#listeners.push(listener);
  }

  back() {
    this.#go(-1);
  }

  forward() {
    this.#go(1);
  }

  /** The user edits the address bar: a new entry, announced as a hashchange. */
  typeHash(hash: string) {
    this.history.pushState(null, '', hash);
    this.#fire();
  }

  #go(delta: number) {
    const next = this.index + delta;
    if (next < 0 || next >= this.entries.length) return;
    this.index = next;
    this.#fire();
  }

  #fire() {
    // The browser fires both popstate and hashchange when a hash entry is traversed; so do we.
    for (const listener of this.#listeners) listener();
  }
}

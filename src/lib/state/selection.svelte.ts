/**
 * The one selection state of the app — chapter, event, order, lanes, mode, filters — kept in the URL hash so a
 * copied link reopens the same view and Back/Forward walk the history. Hover is a preview, kept apart: it never
 * touches the URL.
 */
import type { LaneMode, OrderMode } from '../layout/timelineLayout';
import {
  decodeHash,
  emptyFilters,
  encodeHash,
  type Filters,
  type ViewMode,
  type ViewState,
} from './urlState';

export class Selection {
  view: ViewState = $state(decodeHash(typeof location === 'undefined' ? '' : location.hash));
  /** The event under the pointer (or keyboard focus), previewed in the timeline's links and the tooltip. */
  hoverEventId: string | null = $state(null);
  /** The place under the pointer on the diagram. */
  hoverPlaceId: string | null = $state(null);

  constructor() {
    if (typeof window === 'undefined') return;
    window.addEventListener('hashchange', () => this.#readLocation());
    window.addEventListener('popstate', () => this.#readLocation());
  }

  get chapterId() {
    return this.view.chapterId;
  }
  get eventId() {
    return this.view.eventId;
  }

  openChapter(chapterId: string | null) {
    this.view = { ...this.view, chapterId, eventId: null, filters: emptyFilters() };
    this.#write();
  }

  select(eventId: string | null) {
    if (eventId === this.view.eventId) return;
    this.view = { ...this.view, eventId };
    this.#write();
  }

  /** Steps to the previous or next event of `orderedIds` (the events shown, in the current order). */
  step(delta: number, orderedIds: readonly string[]) {
    if (orderedIds.length === 0) return;
    const at = this.view.eventId ? orderedIds.indexOf(this.view.eventId) : -1;
    const next =
      at < 0
        ? delta > 0
          ? 0
          : orderedIds.length - 1
        : Math.min(orderedIds.length - 1, Math.max(0, at + delta));
    this.select(orderedIds[next]!);
  }

  setOrder(order: OrderMode) {
    this.view = { ...this.view, order };
    this.#write();
  }

  setLanes(lanes: LaneMode) {
    this.view = { ...this.view, lanes };
    this.#write();
  }

  setMode(mode: ViewMode) {
    this.view = { ...this.view, mode };
    this.#write();
  }

  /** Typing a search replaces the history entry rather than adding one per key. */
  setFilter<K extends keyof Filters>(key: K, value: Filters[K]) {
    this.view = { ...this.view, filters: { ...this.view.filters, [key]: value } };
    this.#write(key === 'query' ? 'replace' : 'push');
  }

  clearFilters() {
    this.view = { ...this.view, filters: emptyFilters() };
    this.#write();
  }

  #write(how: 'push' | 'replace' = 'push') {
    if (typeof window === 'undefined') return;
    const hash = encodeHash(this.view);
    if (hash === location.hash || (hash === '#/' && location.hash === '')) return;
    if (how === 'push') history.pushState(null, '', hash);
    else history.replaceState(null, '', hash);
  }

  #readLocation() {
    const next = decodeHash(location.hash);
    if (encodeHash(next) !== encodeHash(this.view)) this.view = next;
  }
}

export const selection = new Selection();

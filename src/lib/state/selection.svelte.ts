/**
 * The one selection state of the app — chapter, event, order, lanes, mode, filters — kept in the URL hash so a
 * copied link reopens the same view and Back/Forward walk the history. Each part is its own signal, so selecting
 * an event does not invalidate what depends only on the order or the filters. Hover is a preview, kept apart: it
 * never touches the URL.
 */
import type { LaneMode, OrderMode } from '../timeline/layout';
import {
  decodeHash,
  emptyFilters,
  encodeHash,
  showsDeck,
  type ChartMode,
  type HandoutVariant,
  type Filters,
  type ViewMode,
  type ViewState,
} from './urlState';

/**
 * Where the hash lives: the browser's window by default, a stand-in under test. A structural slice of `window`,
 * so that `window` itself is one.
 */
export interface UrlHost {
  readonly location: { readonly hash: string };
  readonly history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'hashchange' | 'popstate', listener: () => void): void;
}

export class Selection {
  chapterId: string | null = $state(null);
  eventId: string | null = $state(null);
  order: OrderMode = $state('story');
  lanes: LaneMode = $state('faction');
  mode: ViewMode = $state('explore');
  chart: ChartMode = $state('timeline');
  handout: HandoutVariant = $state('plain');
  filters: Filters = $state.raw(emptyFilters());
  /** In a deck, the slide shown when it is not a step (`title`, `overview`, `phase-<id>`, `end`). */
  slide: string | null = $state(null);
  /** The deck shows only what has happened by the current step. */
  reveal = $state(false);
  /** The handout's steps as its link names them; '' for all. */
  steps = $state('');
  /** The event under the pointer (or keyboard focus), previewed in the timeline's links and the tooltip. */
  hoverEventId: string | null = $state(null);

  #host: UrlHost | null;

  /** Reads the host's hash at once, then follows its Back/Forward and hash changes. */
  constructor(host: UrlHost | null = typeof window === 'undefined' ? null : window) {
    this.#host = host;
    if (!host) return;
    this.#apply(decodeHash(host.location.hash));
    host.addEventListener('hashchange', () => this.#readLocation());
    host.addEventListener('popstate', () => this.#readLocation());
  }

  get view(): ViewState {
    const { chapterId, eventId, order, lanes, mode, chart, handout, filters, slide, reveal, steps } = this;
    return { chapterId, eventId, order, lanes, mode, chart, handout, filters, slide, reveal, steps };
  }

  openChapter(chapterId: string | null) {
    this.chapterId = chapterId;
    this.eventId = null;
    this.slide = null;
    this.filters = emptyFilters();
    this.#write();
  }

  /** Selects an event; in a deck, that is its step's slide. */
  select(eventId: string | null) {
    if (eventId === this.eventId && (eventId === null || this.slide === null)) return;
    this.eventId = eventId;
    if (eventId !== null) this.slide = null;
    this.#write();
  }

  /** Shows a deck slide that is not a step (`title`, `overview`, `phase-<id>`, `end`): no event is selected. */
  showSlide(key: string) {
    if (this.slide === key && this.eventId === null) return;
    this.eventId = null;
    this.slide = key;
    this.#write();
  }

  setReveal(reveal: boolean) {
    this.reveal = reveal;
    this.#write();
  }

  /** Steps to the previous or next event of `orderedIds` (the events shown, in the current order). */
  step(delta: number, orderedIds: readonly string[]) {
    if (orderedIds.length === 0) return;
    const at = this.eventId ? orderedIds.indexOf(this.eventId) : -1;
    const last = orderedIds.length - 1;
    const next = at < 0 ? (delta > 0 ? 0 : last) : Math.min(last, Math.max(0, at + delta));
    this.select(orderedIds[next]!);
  }

  setOrder(order: OrderMode) {
    this.order = order;
    this.#write();
  }

  setLanes(lanes: LaneMode) {
    this.lanes = lanes;
    this.#write();
  }

  setMode(mode: ViewMode) {
    this.mode = mode;
    if (!showsDeck(mode)) this.slide = null;
    this.#write();
  }

  setChart(chart: ChartMode) {
    this.chart = chart;
    this.#write();
  }

  setHandout(variant: HandoutVariant, steps = this.steps) {
    this.handout = variant;
    this.steps = steps;
    this.#write();
  }

  /** Typing a search replaces the history entry rather than adding one per key. */
  setFilter<K extends keyof Filters>(key: K, value: Filters[K]) {
    this.filters = { ...this.filters, [key]: value };
    this.#write(key === 'query' ? 'replace' : 'push');
  }

  clearFilters() {
    this.filters = emptyFilters();
    this.#write();
  }

  #write(how: 'push' | 'replace' = 'push') {
    const host = this.#host;
    if (!host) return;
    const hash = encodeHash(this.view);
    const current = host.location.hash;
    if (hash === current || (hash === '#/' && current === '')) return;
    if (how === 'push') host.history.pushState(null, '', hash);
    else host.history.replaceState(null, '', hash);
  }

  #apply(next: ViewState) {
    // Assign only what changed, so an unchanged part keeps its identity and its dependants stay still.
    if (next.chapterId !== this.chapterId) this.chapterId = next.chapterId;
    if (next.eventId !== this.eventId) this.eventId = next.eventId;
    if (next.order !== this.order) this.order = next.order;
    if (next.lanes !== this.lanes) this.lanes = next.lanes;
    if (next.mode !== this.mode) this.mode = next.mode;
    if (next.chart !== this.chart) this.chart = next.chart;
    if (next.handout !== this.handout) this.handout = next.handout;
    if (next.slide !== this.slide) this.slide = next.slide;
    if (next.reveal !== this.reveal) this.reveal = next.reveal;
    if (next.steps !== this.steps) this.steps = next.steps;
    if (JSON.stringify(next.filters) !== JSON.stringify(this.filters)) this.filters = next.filters;
  }

  #readLocation() {
    if (this.#host) this.#apply(decodeHash(this.#host.location.hash));
  }
}

export const selection = new Selection();

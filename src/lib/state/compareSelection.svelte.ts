/**
 * The comparison's selection, kept in the URL hash like the explorer's (see compareRoute.ts): the two chapters,
 * the event selected and the side it was chosen on, and the deck mode. Selecting an event on one side selects its
 * counterparts on the other; each side's chapter model reads its own view of this one selection (`side(…)`).
 */
import { createContext } from 'svelte';
import { emptyFilters } from '../model/filters';
import type { Side } from '../model/alignmentSchema';
import { stepPair, type AlignmentIndex } from '../compare/alignmentIndex';
import {
  decodeCompareHash,
  encodeCompareHash,
  type CompareMode,
  type CompareRoute,
} from '../compare/compareRoute';
import type { SelectionView } from './chapterModelSource';
import type { UrlHost } from './selection.svelte';

/** The alignment as the view has read it (derived there), once it and both chapters have loaded. */
export interface Aligned {
  index: () => AlignmentIndex | null;
  /** Each side's events in story order, for stepping from an event with no counterpart. */
  storyOrder: () => Readonly<Record<Side, readonly string[]>>;
}

export class CompareSelection {
  route: CompareRoute | null = $state.raw(null);
  #host: UrlHost | null;
  #aligned: Aligned = { index: () => null, storyOrder: () => ({ left: [], right: [] }) };

  constructor(host: UrlHost | null = typeof window === 'undefined' ? null : window) {
    this.#host = host;
    if (!host) return;
    this.#read();
    host.addEventListener('hashchange', () => this.#read());
    host.addEventListener('popstate', () => this.#read());
  }

  /** The view hands over what it derived of the alignment; the selection reads it from then on. */
  attach(aligned: Aligned) {
    this.#aligned = aligned;
  }

  get index(): AlignmentIndex | null {
    return this.#aligned.index();
  }

  #read() {
    const next = decodeCompareHash(this.#host!.location.hash);
    if (JSON.stringify(next) !== JSON.stringify(this.route)) this.route = next;
  }

  #write(route: CompareRoute) {
    this.route = route;
    const hash = encodeCompareHash(route);
    if (this.#host && this.#host.location.hash !== hash) this.#host.history.pushState(null, '', hash);
  }

  /** The events selected on a side: the one chosen there, or its counterparts when it was chosen on the other. */
  selectedOn(side: Side): readonly string[] {
    const chosen = this.route?.selected;
    if (!chosen) return [];
    if (chosen.side === side) return [chosen.event];
    return this.index?.counterparts(chosen.side, chosen.event) ?? [];
  }

  select(side: Side, event: string | null) {
    if (!this.route) return;
    const selected = event === null ? null : { side, event };
    if (JSON.stringify(selected) === JSON.stringify(this.route.selected)) return;
    this.#write({ ...this.route, selected });
  }

  /** ← → go to the previous or next aligned pair, selecting its first left event. */
  step(delta: -1 | 1) {
    if (!this.index || !this.route) return;
    const pair = stepPair(this.index, this.route.selected, delta, this.#aligned.storyOrder());
    if (pair) this.select('left', pair.left[0]!);
  }

  setMode(mode: CompareMode) {
    if (this.route && this.route.mode !== mode) this.#write({ ...this.route, mode });
  }

  /** What one side's chapter model reads: its first selected event, and a hover of its own. */
  side(side: Side): SelectionView {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const compare = this;
    let hover: string | null = $state(null);
    const filters = emptyFilters();
    return {
      get eventId() {
        return compare.selectedOn(side)[0] ?? null;
      },
      get eventIds() {
        return compare.selectedOn(side);
      },
      get hoverEventId() {
        return hover;
      },
      set hoverEventId(id: string | null) {
        hover = id;
      },
      order: 'story',
      lanes: 'faction',
      filters,
      select: (id) => compare.select(side, id),
      step: (delta) => compare.step(delta < 0 ? -1 : 1),
    };
  }
}

const [useCompareSelection, setCompareSelection] = createContext<CompareSelection>();

/** The comparison's one selection, for every view below the comparison (its sides, timeline and deck). */
export { useCompareSelection, setCompareSelection };

/**
 * The view's state as a URL hash and back: `#/<chapter>/<event>?order=text&lanes=type&mode=present&…`.
 * Pure functions; the Selection keeps the browser's location in step with them.
 */
import { emptyFilters, type Filters } from '../model/filters';
import {
  NAMED_MODES,
  showsDeck,
  type ChartMode,
  type HandoutVariant,
  type LaneMode,
  type OrderMode,
  type ViewMode,
} from '../model/viewModes';

export { emptyFilters, showsDeck, type Filters, type ViewMode, type ChartMode, type HandoutVariant };

/** A slide that is not a step: named in the URL as `slide=`, a step being named by its event in the path. */
const SLIDE_PATTERN = /^(title|overview|end|phase-.+)$/;

export interface ViewState {
  chapterId: string | null;
  eventId: string | null;
  order: OrderMode;
  lanes: LaneMode;
  mode: ViewMode;
  chart: ChartMode;
  handout: HandoutVariant;
  filters: Filters;
  /**
   * In a deck, the slide shown when it is not a step: `title`, `overview`, `phase-<id>`, `end`; null on a step
   * (the event names it) and outside a deck.
   */
  slide: string | null;
  /** The deck shows only what has happened by the current step (no later marks or paths). */
  reveal: boolean;
  /** The handout's steps as its link names them (`1-5,9`; lib/handout/stepList.ts reads it); '' for all. */
  steps: string;
}

export const defaultViewState = (): ViewState => ({
  chapterId: null,
  eventId: null,
  order: 'story',
  lanes: 'faction',
  mode: 'explore',
  chart: 'timeline',
  handout: 'plain',
  filters: emptyFilters(),
  slide: null,
  reveal: false,
  steps: '',
});

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/** A path part with a malformed escape (`%`, a cut-off `%E0%A4%A`) reads as absent rather than throwing. */
function decodePart(part: string | undefined): string | null {
  if (part === undefined) return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The parameters whose escapes are well formed; URLSearchParams alone would turn a bad one into U+FFFD. */
function wellFormedParams(query: string): URLSearchParams {
  const kept = query.split('&').filter((pair) => decodePart(pair.replace(/\+/g, ' ')) !== null);
  return new URLSearchParams(kept.join('&'));
}

export function decodeHash(hash: string): ViewState {
  const state = defaultViewState();
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const [chapterPart, eventPart] = path.split('/').filter(Boolean);
  state.chapterId = decodePart(chapterPart);
  // An event belongs to its chapter: with no readable chapter, there is no event either.
  state.eventId = state.chapterId === null ? null : decodePart(eventPart);
  const params = wellFormedParams(query);
  if (params.get('order') === 'text') state.order = 'text';
  const lanes = params.get('lanes');
  if (lanes === 'commander' || lanes === 'type') state.lanes = lanes;
  const mode = params.get('mode');
  const known = NAMED_MODES.find((m) => m === mode);
  if (known) state.mode = known;
  // A slide belongs to a deck, and a step slide is named by its event: either way one name for one slide.
  const slide = params.get('slide');
  if (
    showsDeck(state.mode) &&
    state.chapterId !== null &&
    state.eventId === null &&
    slide &&
    SLIDE_PATTERN.test(slide)
  )
    state.slide = slide;
  if (showsDeck(state.mode) && params.get('reveal') === '1') state.reveal = true;
  if (params.get('chart') === 'storylines') state.chart = 'storylines';
  const handout = params.get('handout');
  if (handout === 'worksheet' || handout === 'teacher') state.handout = handout;
  const steps = params.get('steps') ?? '';
  if (state.mode === 'handout' && /^[\d,-]{1,400}$/.test(steps)) state.steps = steps;
  state.filters = {
    types: list(params.get('types')),
    factions: list(params.get('factions')),
    people: list(params.get('people')),
    query: params.get('q') ?? '',
  };
  return state;
}

export function encodeHash(state: ViewState): string {
  if (!state.chapterId) return '#/';
  let path = `#/${encodeURIComponent(state.chapterId)}`;
  if (state.eventId) path += `/${encodeURIComponent(state.eventId)}`;
  const params = new URLSearchParams();
  if (state.order !== 'story') params.set('order', state.order);
  if (state.lanes !== 'faction') params.set('lanes', state.lanes);
  if (state.mode !== 'explore') params.set('mode', state.mode);
  if (state.chart !== 'timeline') params.set('chart', state.chart);
  if (state.handout !== 'plain') params.set('handout', state.handout);
  if (state.mode === 'handout' && state.steps) params.set('steps', state.steps);
  if (showsDeck(state.mode) && state.slide && !state.eventId) params.set('slide', state.slide);
  if (showsDeck(state.mode) && state.reveal) params.set('reveal', '1');
  const { types, factions, people, query } = state.filters;
  if (types.length) params.set('types', types.join(','));
  if (factions.length) params.set('factions', factions.join(','));
  if (people.length) params.set('people', people.join(','));
  if (query) params.set('q', query);
  const search = params.toString().replace(/%2C/g, ',');
  return search ? `${path}?${search}` : path;
}

/**
 * The chapter view model: everything the views derive from one open chapter and the one Selection, derived once
 * and read by every view (timeline, diagram, reader, detail, presentation, handout) through a context.
 *
 * Place states fold over **all** of the chapter's events, never the filtered ones: a filter hides marks, it does
 * not rewrite history, so hiding the event that blocked a gate leaves the gate blocked on the map.
 */
import { createContext } from 'svelte';
import { filterEvents } from '../data/filterEvents';
import { factionColorScale, type FactionColor } from '../model/palette';
import { eventsByPlace, placesInvolved, placeStatesAt, type PlaceCondition } from '../story/placeStates';
import { idsOf, inOrder, type LaneMode, type OrderMode } from '../timeline/layout';
import { forceStatesAt, type ForceState } from '../story/forceStates';
import { relationsOf, type Relations } from '../story/relations';
import { lastStep } from '../story/step';
import type { ChapterEvent, Force, Place } from '../model/types';
import { factionIndex, moverFaction } from '../model/lookups';
import type { ChapterModelSource, SelectionView } from './chapterModelSource';
import { ChapterWords } from './chapterWords.svelte';
import { buildDeck, currentSlide, type Slide } from '../presentation/deck';
import { revealedAt, type Revealed } from '../presentation/reveal';

export type { ChapterModelSource, SelectionView };

const NOTHING: ReadonlySet<string> = new Set();

export class ChapterModel extends ChapterWords {
  readonly #source: ChapterModelSource;

  constructor(source: ChapterModelSource) {
    super(source);
    this.#source = source;
  }

  get #selection(): SelectionView {
    return this.#source.selection;
  }
  /** The timeline's order (story or text) and what its lanes are. */
  get order(): OrderMode {
    return this.#selection.order;
  }
  get lanes(): LaneMode {
    return this.#selection.lanes;
  }

  /** Every event by id. */
  readonly byId: ReadonlyMap<string, ChapterEvent> = $derived(
    new Map(this.chapter.events.map((e) => [e.id, e])),
  );
  /** The events that pass the filters, in story order. */
  readonly shown: ChapterEvent[] = $derived(filterEvents(this.chapter, this.#selection.filters));
  /** The shown events in the current order (story or text): what ← → and the presentation step through. */
  readonly steps: ChapterEvent[] = $derived(inOrder(this.shown, this.#selection.order));
  readonly orderedIds: readonly string[] = $derived(idsOf(this.steps));
  readonly #stepIndexById: ReadonlyMap<string, number> = $derived(
    new Map(this.orderedIds.map((id, i) => [id, i])),
  );

  /** The steps as a classroom deck: title, overview, phase dividers, the steps, the closing slide. */
  readonly deck: Slide[] = $derived(buildDeck(this.chapter, this.steps));
  /** The slide the selection names (the title when it names none). */
  readonly slide: Slide = $derived(
    currentSlide(this.deck, this.#selection.slide ?? null, this.#selection.eventId),
  );
  /** What the deck shows at the current slide, with or without reveal-as-you-go. */
  readonly revealed: Revealed = $derived(
    revealedAt(
      this.chapter.events,
      this.steps,
      this.slide.kind === 'step' ? this.slide.index : -1,
      this.#selection.reveal ?? false,
    ),
  );

  /** Each event's index in the chapter's story order. */
  readonly #storyIndexById: ReadonlyMap<string, number> = $derived(
    new Map(this.chapter.events.map((e, i) => [e.id, i])),
  );

  readonly selected: ChapterEvent | null = $derived(this.byId.get(this.#selection.eventId ?? '') ?? null);
  /** Every selected event (the reader marks each): the selected one, or all of a comparison's counterparts. */
  readonly selectedAll: ChapterEvent[] = $derived(
    (this.#selection.eventIds ?? [this.#selection.eventId]).flatMap((id) => this.byId.get(id ?? '') ?? []),
  );
  /** The event under the pointer or keyboard focus. */
  get hoverId(): string | null {
    return this.#selection.hoverEventId;
  }

  /** An event's index in story order over all events; -1 for none (the opening) or one not in the chapter. */
  storyIndexOf(event: ChapterEvent | string | null | undefined): number {
    if (!event) return -1;
    return this.#storyIndexById.get(typeof event === 'string' ? event : event.id) ?? -1;
  }

  /** An event's 0-based place among the steps; -1 for none or one the filters hide. */
  stepIndexOf(id: string | null): number {
    return id === null ? -1 : (this.#stepIndexById.get(id) ?? -1);
  }

  select(eventId: string | null): void {
    this.#selection.select(eventId);
  }

  hover(eventId: string | null): void {
    if (this.#selection.hoverEventId !== eventId) this.#selection.hoverEventId = eventId;
  }

  /** The previous (−1) or next (+1) of the steps shown, in the current order. */
  step(delta: number): void {
    this.#selection.step(delta, this.orderedIds);
  }

  // The moment the map and the facts show follows the selection a frame later (see followSelection): a click
  // answers first with its mark, its passage and its heading, and the heaviest updates come in the next frame.
  // Undefined until the first frame: the moment is the selection itself.
  #late: ChapterEvent | null | undefined = $state.raw(undefined);

  /** The moment shown on the map and in the facts: the selected event, or a frame after a click the previous one. */
  get moment(): ChapterEvent | null {
    return this.#late === undefined ? this.selected : this.#late;
  }

  /**
   * Keeps `moment` one frame behind the selection for as long as the calling component lives: call it while a
   * component initialises (the chapter view). Without it the moment is the selection itself.
   */
  followSelection(): void {
    $effect(() => {
      const selected = this.selected;
      const frame = requestAnimationFrame(() => (this.#late = selected));
      return () => cancelAnimationFrame(frame);
    });
  }

  /** The moment's index in story order over all events, -1 at the opening. */
  readonly momentIndex: number = $derived(this.storyIndexOf(this.moment));
  /** 1-based position of the selected event among the steps (0 when none or hidden), and their count. */
  readonly position: { index: number; count: number } = $derived({
    index: this.stepIndexOf(this.selected?.id ?? null) + 1,
    count: this.orderedIds.length,
  });

  /** The story's last step over all events (a filter hides events, not steps): "Step 6 of 27". */
  readonly lastStep: number = $derived(lastStep(this.chapter.events));

  readonly color: FactionColor = $derived(factionColorScale(this.chapter.meta.factions));
  /** Each event's colour (its first faction's), by id: the timeline's marks read it for every mark. */
  readonly eventColors: ReadonlyMap<string, string> = $derived(
    new Map(this.chapter.events.map((e) => [e.id, this.color(e.factions[0])])),
  );
  readonly relations: Relations = $derived(relationsOf(this.chapter.events));

  /** Every place's state as of the moment shown (before the first event when none is selected). */
  readonly placeStates: Map<string, PlaceCondition> = $derived(this.statesAt(this.momentIndex));
  /** Where every force is, and in what condition, at the moment shown, and a step before it. */
  readonly forceStates: Map<string, ForceState> = $derived(this.forcesAt(this.momentIndex));
  readonly forcesBefore: Map<string, ForceState> = $derived(this.forcesAt(this.momentIndex - 1));
  /** The places the moment's event involves. */
  readonly involved: ReadonlySet<string> = $derived(this.involvedIn(this.moment));
  /** For each place, the shown events that involve it, in story order. */
  readonly eventsAtPlace: ReadonlyMap<string, readonly string[]> = $derived(eventsByPlace(this.shown));

  /** Every place's state after the event at `storyIndex` of the chapter's story order (-1: at the opening). */
  statesAt(storyIndex: number): Map<string, PlaceCondition> {
    return placeStatesAt(this.chapter.city, this.chapter.events, storyIndex);
  }

  /** The places an event involves (none for no event). */
  involvedIn(event: ChapterEvent | null): ReadonlySet<string> {
    return event ? placesInvolved(event) : NOTHING;
  }

  consequencesOf(id: string): readonly string[] {
    return this.relations.consequences.get(id) ?? [];
  }

  readonly forces: readonly Force[] = $derived(this.chapter.meta.forces ?? []);
  readonly forceById: ReadonlyMap<string, Force> = $derived(new Map(this.forces.map((f) => [f.id, f])));
  readonly placeById: ReadonlyMap<string, Place> = $derived(
    new Map(this.chapter.city.places.map((p) => [p.id, p])),
  );
  readonly factionIndex: ReadonlyMap<string, number> = $derived(factionIndex(this.chapter));

  /** Where every force is, and in what condition, after the event at `storyIndex` (-1: at the opening). */
  forcesAt(storyIndex: number): Map<string, ForceState> {
    return forceStatesAt(this.forces, this.chapter.events, storyIndex);
  }

  /** The faction of whoever moves (a plain function: see moverFaction). */
  readonly factionOf: (moverId: string) => string = $derived(moverFaction(this.chapter));

  /** An event's colour: its first faction's. */
  eventColor(event: ChapterEvent | undefined): string {
    return this.color(event?.factions[0]);
  }
}

const [getChapterModel, setChapterModel, hasChapterModel] = createContext<ChapterModel>();

/** The open chapter's model; every view below a chapter view reads this one instance. */
export function useChapterModel(): ChapterModel {
  if (!hasChapterModel()) throw new Error('useChapterModel: no chapter view above this component');
  return getChapterModel();
}

export { setChapterModel };

/** Creates the open chapter's model for every view below the calling component, its moment a frame behind. */
export function provideChapterModel(source: ChapterModelSource): ChapterModel {
  const model = setChapterModel(new ChapterModel(source));
  model.followSelection();
  return model;
}

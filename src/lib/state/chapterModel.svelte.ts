/**
 * The chapter view model: everything the views derive from one open chapter and the one Selection, derived once
 * and read by every view (timeline, diagram, reader, detail, presentation, handout) through a context.
 *
 * Place states fold over **all** of the chapter's events, never the filtered ones: a filter hides marks, it does
 * not rewrite history, so hiding the event that blocked a gate leaves the gate blocked on the map.
 */
import { createContext } from 'svelte';
import { filterEvents } from '../data/filterEvents';
import type { Locale } from '../i18n/messages';
import { namer, type Namer } from '../i18n/names';
import { proseIn, showEnglishTitle, type Bilingual, type Shown } from '../i18n/prose';
import { factionColorScale, type FactionColor } from '../model/palette';
import { eventsByPlace, placesInvolved, placeStatesAt, type PlaceCondition } from '../story/placeStates';
import { inOrder } from '../timeline/layout';
import { forceStatesAt, type ForceState } from '../story/forceStates';
import type { Filters } from '../model/filters';
import { relationsOf, type Relations } from '../story/relations';
import { lastStep } from '../story/step';
import type { Chapter, ChapterEvent, Force } from '../model/types';
import type { LaneMode, OrderMode } from '../timeline/layout';
import { buildDeck, currentSlide, type Slide } from '../presentation/deck';
import { revealedAt, type Revealed } from '../presentation/reveal';

/** The parts of the selection the model reads; the Selection class is one. */
export interface SelectionView {
  readonly eventId: string | null;
  readonly order: OrderMode;
  readonly lanes: LaneMode;
  readonly filters: Filters;
  /** In a deck, the slide shown when it is not a step; absent outside a deck. */
  readonly slide?: string | null;
  /** The deck shows only what has happened by the current step. */
  readonly reveal?: boolean;
}

export interface ChapterModelSource {
  chapter: () => Chapter;
  selection: SelectionView;
  locale: () => Locale;
  /** Shows the chapter's Chinese in the script the reader chose. */
  zh: () => (text: string) => string;
  /** Whether a Chinese interface shows English titles too (the reader asked for English glosses). */
  englishTitles?: () => boolean;
  /** The teacher's notes, by slide key (an event id for a step; `title`, `overview`, `phase-<id>`, `end`). */
  notes?: () => Readonly<Record<string, string>>;
}

const NOTHING: ReadonlySet<string> = new Set();

export class ChapterModel {
  readonly #source: ChapterModelSource;

  constructor(source: ChapterModelSource) {
    this.#source = source;
  }

  // Getters, not derived fields: the source's getters are already reactive, and fields may not read `#source`.
  get chapter(): Chapter {
    return this.#source.chapter();
  }
  get locale(): Locale {
    return this.#source.locale();
  }
  get #zh(): (text: string) => string {
    return this.#source.zh();
  }
  get #selection(): SelectionView {
    return this.#source.selection;
  }

  /** Every event by id. */
  readonly byId: ReadonlyMap<string, ChapterEvent> = $derived(
    new Map(this.chapter.events.map((e) => [e.id, e])),
  );
  /** The events that pass the filters, in story order. */
  readonly shown: ChapterEvent[] = $derived(filterEvents(this.chapter, this.#selection.filters));
  readonly shownIds: ReadonlySet<string> = $derived(new Set(this.shown.map((e) => e.id)));
  /** The shown events in the current order (story or text): what ← → and the presentation step through. */
  readonly steps: ChapterEvent[] = $derived(inOrder(this.shown, this.#selection.order));
  readonly orderedIds: string[] = $derived(this.steps.map((e) => e.id));

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

  readonly selected: ChapterEvent | null = $derived(this.byId.get(this.#selection.eventId ?? '') ?? null);
  /** The selected event's index in story order over all events, -1 before the first. */
  readonly storyIndex: number = $derived(this.selected ? this.chapter.events.indexOf(this.selected) : -1);
  /** 1-based position of the selected event among the steps (0 when none or hidden), and their count. */
  readonly position: { index: number; count: number } = $derived({
    index: this.selected ? this.orderedIds.indexOf(this.selected.id) + 1 : 0,
    count: this.orderedIds.length,
  });

  /** The story's last step over all events (a filter hides events, not steps): "Step 6 of 27". */
  readonly lastStep: number = $derived(lastStep(this.chapter.events));

  readonly color: FactionColor = $derived(factionColorScale(this.chapter.meta.factions));
  readonly relations: Relations = $derived(relationsOf(this.chapter.events));
  readonly names: Namer = $derived(namer(this.chapter, this.locale, this.#zh));

  /** Every place's state as of the selected moment (before the first event when none is selected). */
  readonly placeStates: Map<string, PlaceCondition> = $derived(this.statesAt(this.storyIndex));
  /** The places the selected event involves. */
  readonly involved: ReadonlySet<string> = $derived(this.selected ? placesInvolved(this.selected) : NOTHING);
  /** For each place, the shown events that involve it, in story order. */
  readonly eventsAtPlace: Map<string, string[]> = $derived(eventsByPlace(this.shown));

  /** Every place's state after the event at `storyIndex` of the chapter's story order (-1: at the opening). */
  statesAt(storyIndex: number): Map<string, PlaceCondition> {
    return placeStatesAt(this.chapter.city, this.chapter.events, storyIndex);
  }

  consequencesOf(id: string): readonly string[] {
    return this.relations.consequences.get(id) ?? [];
  }

  readonly forceById: ReadonlyMap<string, Force> = $derived(
    new Map((this.chapter.meta.forces ?? []).map((f) => [f.id, f])),
  );

  readonly forces: readonly Force[] = $derived(this.chapter.meta.forces ?? []);

  /** Where every force is, and in what condition, after the event at `storyIndex` (-1: at the opening). */
  forcesAt(storyIndex: number): Map<string, ForceState> {
    return forceStatesAt(this.forces, this.chapter.events, storyIndex);
  }

  /** The faction of whoever moves: a force's faction, or the faction itself where a movement names one. */
  factionOf(moverId: string): string {
    return this.forceById.get(moverId)?.faction ?? moverId;
  }

  /** A record's prose (summary, setting) in the interface language, with its `lang`. */
  prose(text: Bilingual): Shown {
    return proseIn(text, this.locale, this.chapter.meta.script, this.#zh);
  }

  /** Whether English titles stand beside the Chinese ones. */
  get englishTitles(): boolean {
    return showEnglishTitle(this.locale, this.#source.englishTitles?.() ?? false);
  }

  /** The teacher's notes on this chapter, as the exports carry them. */
  get notes(): Readonly<Record<string, string>> {
    return this.#source.notes?.() ?? {};
  }

  /** The teacher's note for a slide; empty when there is none. */
  noteFor(key: string): string {
    return this.notes[key] ?? '';
  }

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

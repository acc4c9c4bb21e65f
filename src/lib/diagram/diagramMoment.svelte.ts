/**
 * The moment a city diagram shows, and the story so far at it: the model's own moment (the explorer's map
 * follows the selection) or one given (a slide's, a handout's); the place and force states as of it and a moment
 * before, its places, this step's moves and the earlier trails, over the city as laid out. The diagram's view
 * controller (diagramView.svelte.ts) frames and lays out what this holds.
 */
import { cityLayout } from './layout';
import { movementRoutes, trailRoutes } from './geometry';
import { trailIndex } from './trails';
import type { Chapter, ChapterEvent, CityMap, Place } from '../model/types';
import type { ChapterModel } from '../state/chapterModel.svelte';

/** What one diagram shows, beyond the model: the component's props. */
export interface DiagramShows {
  /** The moment shown; undefined: the model's moment (the explorer's map follows the selection). */
  at?: ChapterEvent | null;
  /** The city as drawn when it differs from the chapter's (the map being edited). */
  city?: CityMap;
  /** These events' moves are drawn as the moment's; the trails are the moves before the first of them. */
  moves: readonly ChapterEvent[] | null;
  /** The earlier events whose movements are drawn as trails; by default all those before the moment. */
  trailEvents: readonly ChapterEvent[] | null;
  /** A map for paper: the whole city with room beside the walls for its labels. */
  printed: boolean;
  /**
   * `whole` frames the whole city whatever the step (a title slide's map); `moves` the places of the moves given
   * (a handout's phase map: the city is a few centimetres wide on paper when framed whole).
   */
  framing: 'step' | 'whole' | 'moves';
  labelScale: number;
  tokenScale: number | undefined;
  /** The chapter's Chinese in the script the reader chose. */
  zh: (text: string) => string;
}

export class DiagramMoment {
  readonly #modelGiven: ChapterModel;
  readonly #showsGiven: () => DiagramShows;
  showTrails = $state(true);

  constructor(model: ChapterModel, shows: () => DiagramShows) {
    this.#modelGiven = model;
    this.#showsGiven = shows;
  }

  // Getters, not fields: a field's initialiser may not read what the constructor sets.
  protected get model(): ChapterModel {
    return this.#modelGiven;
  }
  protected get shows(): DiagramShows {
    return this.#showsGiven();
  }
  get #follows(): boolean {
    return this.shows.at === undefined;
  }

  readonly chapter: Chapter = $derived.by(() => {
    const city = this.shows.city;
    return city ? { ...this.model.chapter, city } : this.model.chapter;
  });
  /** The moment shown: this event's movements and places, and the states as of it. */
  readonly event: ChapterEvent | null = $derived(this.#follows ? this.model.moment : (this.shows.at ?? null));
  readonly storyIndex: number = $derived(
    this.#follows ? this.model.momentIndex : this.model.storyIndexOf(this.event),
  );
  readonly states = $derived(this.#follows ? this.model.placeStates : this.model.statesAt(this.storyIndex));
  // The story so far: where every force is now and was a moment ago, this step's moves and the earlier trails.
  readonly forceStates = $derived(
    this.#follows ? this.model.forceStates : this.model.forcesAt(this.storyIndex),
  );
  readonly before = $derived(
    this.#follows ? this.model.forcesBefore : this.model.forcesAt(this.storyIndex - 1),
  );
  readonly involved: ReadonlySet<string> = $derived(
    this.#follows ? this.model.involved : this.model.involvedIn(this.event),
  );
  readonly geometry = $derived(cityLayout(this.chapter.city));
  readonly placeById: ReadonlyMap<string, Place> = $derived(
    // Built once per city and never changed: a reactive map would only add cost.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    new Map(this.chapter.city.places.map((p) => [p.id, p])),
  );

  readonly routes = $derived.by(() => {
    const { moves } = this.shows;
    const factionOf = this.model.factionOf;
    return moves
      ? moves.flatMap((e) => movementRoutes(e, this.geometry, factionOf))
      : movementRoutes(this.event, this.geometry, factionOf);
  });
  // Once per chapter and city, not once per step: each step then costs the number of distinct routes.
  readonly #trailIndex = $derived(trailIndex(this.chapter.events, this.geometry, this.model.factionOf));
  readonly trails = $derived.by(() => {
    if (!this.showTrails) return [];
    const { moves, trailEvents } = this.shows;
    if (trailEvents) return trailRoutes(trailEvents, trailEvents.length, this.geometry, this.model.factionOf);
    return this.#trailIndex.at(moves ? this.model.storyIndexOf(moves[0]) : this.storyIndex);
  });
}

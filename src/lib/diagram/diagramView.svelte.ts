/**
 * The city diagram's view controller: over the moment a diagram shows and the story so far at it
 * (diagramMoment.svelte.ts), the camera's target, the scene laid out for it with its labels, and the motion
 * controller that flies the camera and walks the tokens. The component renders what this holds and hands it the
 * reader's clicks, hovers and size.
 */
import { untrack } from 'svelte';
import { fitAspect, padBox, stepMinSize } from './camera';
import { framedPoints } from './geometry';
import { diagramScene } from './scene';
import { tokenHomes } from './sceneTokens';
import { tokensAt, walkDurations } from './tokenWalk';
import { NO_PROGRESS } from './movePaths';
import { placesInvolved } from '../story/placeStates';
import { tokenSize } from './forceTokens';
import { PLACE_KIND_TRAITS } from '../model/placeKinds';
import type { ChapterModel } from '../state/chapterModel.svelte';
import { placeAccessibleName } from './accessibleName';
import { namer } from '../i18n/names';
import { DiagramMotion } from './diagramMotion.svelte';
import { DiagramMoment, type DiagramShows } from './diagramMoment.svelte';
import {
  calloutEntryPx,
  calloutRowPx,
  frameWithCrowds,
  framingMarginPx,
  keyBandAndLayout,
  leftBandPx,
  leftKeyBand,
  viewBesideBand,
  withinPoints,
  type KeyBand,
} from './framing';

export class DiagramView extends DiagramMoment {
  readonly motion = new DiagramMotion();
  /** The place clicked (kept until clicked again), the one under the pointer; the whole city asked for (W). */
  pinned: string | null = $state(null);
  hovered: string | null = $state(null);
  wholeAsked = $state(false);
  /** The stage's size in pixels; until it is measured nothing is framed, laid out or drawn. */
  width = $state(0);
  height = $state(0);
  /** False while the scene for a first size waits a task to be drawn (stageSizing.ts). */
  drawable = $state(true);

  constructor(model: ChapterModel, shows: () => DiagramShows) {
    super(model, shows);
    this.wholeAsked = untrack(() => shows().printed && shows().framing !== 'moves');
    $effect(() => {
      if (this.measured) this.motion.frame(this.view, this.shows.printed);
    });
    $effect(() => () => this.motion.dispose());
    // One step forward walks the tokens of the forces that move in it; any other jump puts them in place at once.
    let shownIndex = -2;
    $effect(() => {
      const index = this.storyIndex;
      untrack(() => {
        const event = this.event;
        if (index === shownIndex + 1 && event) {
          this.motion.walk(walkDurations(this.scene, this.before, { event, geometry: this.geometry }));
        } else this.motion.halt();
        shownIndex = index;
      });
    });
  }

  readonly active: string | null = $derived(this.hovered ?? this.pinned);
  readonly whole: boolean = $derived(this.wholeAsked || this.shows.framing === 'whole');
  readonly measured: boolean = $derived(this.width > 0 && this.height > 0);
  /** A printed map of given moves (a handout's phase): the arrows lie over the banners. */
  readonly movesOnTop: boolean = $derived(this.shows.printed && this.shows.framing === 'moves');

  // The camera frames this step (or the chapter's paths at the opening), or the whole city when asked.
  readonly #aspect = $derived(this.measured ? this.width / this.height : 1.5);
  // A printed city keeps room beside the walls for the labels of the places on them.
  readonly wholeView = $derived(
    fitAspect(
      this.shows.printed ? padBox(this.geometry.viewBox, 0.14, 0.04) : this.geometry.viewBox,
      this.#aspect,
    ),
  );
  // Apart from the view's size, so that a resize reframes the same points without gathering them again.
  readonly #framed = $derived(
    this.whole
      ? []
      : this.shows.framing === 'moves'
        ? (this.shows.moves ?? []).flatMap((e) => framedPoints(e, [], [], this.geometry, placesInvolved))
        : framedPoints(this.event, this.chapter.events, this.model.forces, this.geometry, placesInvolved, {
            states: this.forceStates,
            before: this.before,
            routes: this.routes,
          }),
  );
  // Tokens shrink a little in a small panel, so a crowded place still has room for their names.
  readonly #tokenFactor = $derived.by(() => {
    const { tokenScale, labelScale } = this.shows;
    const tokens = tokenScale ?? Math.sqrt(labelScale);
    return tokens * Math.min(1, Math.max(0.65, Math.min(this.width, this.height * 1.4) / 700));
  });
  readonly #largestToken = $derived(Math.max(22, ...this.model.forces.map(tokenSize)));
  /** Where the banners about the framed places stand in a view of `k` map units per pixel, as laid out. */
  readonly #crowdAt = $derived.by(() => {
    const pointOf = (id: string) => this.geometry.places.get(id)?.point;
    const within = withinPoints(this.#framed, pointOf);
    const { forces } = this.model;
    const [geometry, factor, both] = [this.geometry, this.#tokenFactor, [this.forceStates, this.before]];
    return (k: number) =>
      both.flatMap((states) =>
        [...tokenHomes(forces, states, geometry, (f) => tokenSize(f) * factor * k)]
          .filter(([id]) => within(states.get(id)!.at))
          .map(([, point]) => point),
      );
  });
  /** Where the camera is going. */
  readonly target = $derived(
    this.whole
      ? this.wholeView
      : (frameWithCrowds(
          this.#framed,
          {
            aspect: this.#aspect,
            bounds: this.geometry.viewBox,
            minSize: stepMinSize(this.geometry.rings),
            marginPx: framingMarginPx({
              tokenPx: this.#largestToken * this.#tokenFactor,
              labelPx: 12 * this.shows.labelScale,
            }),
            screen: [this.width, this.height],
          },
          this.#crowdAt,
        ) ?? this.wholeView),
  );

  // Laid out once per step, for where the camera is going: an animation frame only moves the tokens, so the
  // labels are not placed again sixty times a second while the camera flies and the banners walk.
  readonly #sceneFor = (
    view: typeof this.target,
    keyBand: KeyBand | null,
    active: string | null,
    firstCalloutOnly = false,
  ) =>
    diagramScene({
      chapter: this.chapter,
      geometry: this.geometry,
      forces: this.model.forces,
      states: this.forceStates,
      before: this.before,
      event: this.event,
      routes: this.routes,
      view,
      wholeView: this.wholeView,
      width: this.width,
      height: this.height,
      labelPx: 12 * this.shows.labelScale,
      tokenScale: this.#tokenFactor,
      zh: this.shows.zh,
      involved: this.involved,
      active,
      progress: NO_PROGRESS,
      overview: this.whole || !this.event || !!this.shows.moves,
      keyBand,
      firstCalloutOnly,
    });
  // Without the hovered place, so that pointing at a place never moves the camera.
  readonly #firstPlaced = $derived(this.#sceneFor(this.target, null, null, true));
  /** The callouts' key: its type in pixels. */
  readonly keyPx = $derived(this.shows.labelScale > 1 ? Math.round(12 * this.shows.labelScale) : 11);
  // Room down the map's left for the key, once: the band's width hangs on the names the map could call out, not
  // on those it did, so the second layout cannot ask for a third.
  readonly #leftBand: KeyBand | null = $derived.by(() => {
    if (this.#firstPlaced.callouts.length === 0) return null;
    const names = this.chapter.city.places.map((p) => this.shows.zh(p.name));
    const entry = calloutEntryPx(names, this.keyPx);
    const px = Math.min(this.width * 0.4, leftBandPx(entry));
    return leftKeyBand(px, entry, calloutRowPx(this.keyPx));
  });
  // The key's band and the layout beside it, with no place pinned, so that a click on a place never moves the
  // camera.
  readonly #keyed = $derived.by(() => {
    const screen: [number, number] = [this.width, this.height];
    return this.#leftBand
      ? keyBandAndLayout(this.#leftBand, this.target, screen, (band) =>
          this.#sceneFor(viewBesideBand(this.target, screen, band), band, null),
        )
      : null;
  });
  /**
   * The band the key stands in, if the map calls out any place: down the left, or along the foot where rows of
   * its entries leave the map larger (a few long names over a wide map).
   */
  readonly keyBand: KeyBand | null = $derived(this.#keyed?.band ?? null);
  /** Where the camera settles: the target, beside the key's band when there is one. */
  readonly view = $derived(
    this.keyBand ? viewBesideBand(this.target, [this.width, this.height], this.keyBand) : this.target,
  );
  // For the pinned place, not the hovered one: a name placed anew under the pointer could move off it, end the
  // hover and move back, and the map flickered so (a place's events listed under the map took its height too).
  readonly #placed = $derived(
    this.pinned !== null
      ? this.#sceneFor(this.view, this.keyBand, this.pinned)
      : (this.#keyed?.placed ?? this.#firstPlaced),
  );
  readonly scene = $derived({
    ...this.#placed,
    tokens: tokensAt(this.#placed, { event: this.event, geometry: this.geometry }, this.motion.progress),
  });

  /** The places with a label, drawn in their kinds' layers; then those without. */
  readonly drawn = $derived(
    [...this.chapter.city.places]
      .filter((p) => this.scene.labels.has(p.id))
      .sort((a, b) => PLACE_KIND_TRAITS[a.kind].layer - PLACE_KIND_TRAITS[b.kind].layer),
  );
  readonly undrawn = $derived(this.chapter.city.places.filter((p) => !this.scene.labels.has(p.id)));

  /** A click on a place pins it, or unpins it. */
  pin(id: string): void {
    this.pinned = this.pinned === id ? null : id;
  }

  /**
   * A place's name in the interface language, from the map as drawn: the map being edited has places the chapter
   * has not saved yet, which the chapter's own names would show as their ids.
   */
  placeName(id: string): string {
    return namer(this.chapter, this.model.locale, this.shows.zh).place(id);
  }

  /** The name read out for a place: its label as shown, then (in English) its gloss, kind and state. */
  accessibleName(id: string): string {
    const { locale, names } = this.model;
    return placeAccessibleName(this.placeById.get(id)!, this.states.get(id), locale, names, this.shows.zh);
  }
}

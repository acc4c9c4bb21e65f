/**
 * The deck controller: where the open chapter is (its step, or its deck's slide), the replay that walks it, the
 * presentation's full screen and blank screen, the presenter's window and the deck kept in step with it over the
 * deck channel. The page creates one; a chapter view opens its chapter's model in it; the toolbar and the keys
 * call it. The browser's parts (full screen, windows, printing, the channel) come in a `DeckPage`, so tests pass
 * their own.
 */
import { createContext, untrack } from 'svelte';
import { message, type Locale } from '../i18n/messages';
import { lazy } from '../lazy';
import type { KeyAction, KeyHandler } from '../interaction/keys';
import { Replay } from '../state/replay.svelte';
import type { Selection } from '../state/selection.svelte';
import { encodeHash, showsDeck } from '../state/urlState';
import { slideAfter, type Slide } from './deck';
import { browserPage, type DeckPage, type PairLink } from './deckPage';

/** What the controller reads of the open chapter's model. */
export interface DeckModel {
  readonly deck: Slide[];
  readonly slide: Slide;
  readonly orderedIds: readonly string[];
  readonly shown: readonly unknown[];
}

export interface DeckHost {
  selection: Selection;
  locale: () => Locale;
  page?: DeckPage;
  /** Loads the handout's view, so printing waits for it. */
  loadHandout?: () => Promise<unknown>;
}

export class DeckController {
  /** The screen is blanked (B): any other deck key brings it back first. */
  blank = $state(false);
  /** Why the presenter's window did not open, if it did not. */
  presenterProblem: string | null = $state(null);
  readonly replay: Replay;
  /** The open chapter's id and model; null between chapters. */
  #open: { id: () => string; model: DeckModel } | null = $state.raw(null);
  /**
   * The chapter opened last, kept plainly: when one chapter view replaces another in one update (a chapter already
   * loaded), the new one opens before the old one closes, and the old one's close must not read the reactive
   * field, which can still hold its own opening within that update, and clear the new one's.
   */
  #openedLast: object | null = null;
  readonly #host: DeckHost;
  readonly #page: DeckPage;
  /** Whether we asked for full screen, so leaving it (Esc in the browser's hands) also leaves the presentation. */
  #ownFullscreen = false;
  /** In a deck, the link to the other window of its pair, once its code has loaded. */
  #link: PairLink | null = $state.raw(null);
  /** Opened here with P: a deck its address opened (a reload) asks its pair where it is instead (openLink). */
  #presentedHere = false;

  constructor(host: DeckHost) {
    this.#host = host;
    // The pairing's code loads with the first deck, not with the page.
    this.#page = host.page ?? {
      ...browserPage,
      openLink: (id, onmove, joining) => lazy.deckPairing().then((m) => m.openDeckLink(id, onmove, joining)),
    };
    this.replay = new Replay({
      next: () => {
        const before = this.#selection.eventId;
        this.step(1);
        return this.#selection.eventId !== before;
      },
      atEnd: () => {
        const ids = this.#ids;
        return ids.length === 0 || this.#selection.eventId === ids[ids.length - 1];
      },
      first: () => this.#selectAt(0),
    });
  }

  get #selection(): Selection {
    return this.#host.selection;
  }
  get #ids(): readonly string[] {
    return this.#open?.model.orderedIds ?? [];
  }

  get model(): DeckModel | null {
    return this.#open?.model ?? null;
  }
  /** The number of events the filters let through, for the toolbar. */
  get shownCount(): number {
    return this.#open?.model.shown.length ?? 0;
  }
  get inDeck(): boolean {
    return showsDeck(this.#selection.mode);
  }

  /**
   * Opens a chapter's model here, and in a deck keeps the other windows on its slide; the returned function
   * closes it (a chapter view's lifetime). Call it where an `$effect` may run: in a component's script.
   */
  open(chapterId: () => string, model: DeckModel): () => void {
    const opened = { id: chapterId, model };
    this.#open = opened;
    this.#openedLast = opened;
    const stopSync = $effect.root(() => this.#sync(chapterId, model));
    return () => {
      stopSync();
      this.replay.pause();
      if (this.#openedLast !== opened) return;
      this.#openedLast = null;
      this.#open = null;
    };
  }

  #sync(chapterId: () => string, model: DeckModel) {
    $effect(() => {
      if (!this.inDeck) return;
      let opened: PairLink | null = null;
      let closed = false;
      const follow: Parameters<DeckPage['openLink']>[1] = (place) => {
        const slide = model.deck.find((s) => s.key === place.slide);
        if (slide) this.showSlide(slide);
        if (place.reveal !== this.#selection.reveal) this.#selection.setReveal(place.reveal);
      };
      void this.#page.openLink(chapterId(), follow, !this.#presentedHere).then((link) => {
        if (closed) return link?.close();
        this.#link = opened = link;
      });
      return () => {
        closed = true;
        opened?.close();
        if (this.#link === opened) this.#link = null;
      };
    });
    $effect(() => {
      // Outside the deck the slide is never read, so the explorer never builds the deck.
      if (!this.inDeck) return;
      const place = { slide: model.slide.key, reveal: this.#selection.reveal };
      const to = this.#link;
      untrack(() => to?.shown(place));
    });
  }

  /** Presents from the selected event's step, or from the title slide when none is selected. */
  present() {
    this.#presentedHere = true;
    this.#selection.setMode('present');
    void this.#page.requestFullscreen().then((granted) => {
      if (granted) this.#ownFullscreen = true;
    });
  }

  leave() {
    this.blank = false;
    this.presenterProblem = null;
    this.replay.pause();
    this.#selection.setMode('explore');
    if (this.#ownFullscreen && this.#page.isFullscreen()) this.#page.exitFullscreen();
    this.#ownFullscreen = false;
  }

  /** The browser left full screen (Esc is the browser's there): a presentation we put there leaves with it. */
  fullscreenChanged() {
    if (this.#page.isFullscreen() || !this.#ownFullscreen) return;
    this.#ownFullscreen = false;
    if (this.#selection.mode === 'present') this.leave();
  }

  /** Opens the handout and, once it is on the page, the browser's print dialog. */
  async printHandout() {
    this.#selection.setMode('handout');
    await this.#host.loadHandout?.();
    await this.#page.drawn();
    this.#page.print();
  }

  /** Steps through the events shown, in the current order. */
  step(delta: number) {
    this.#selection.step(delta, this.#ids);
  }

  showSlide(slide: Slide) {
    if (slide.kind === 'step') this.#selection.select(slide.key);
    else this.#selection.showSlide(slide.key);
  }

  /** Walks the deck's slides: the phase dividers, the title and the close as well as the steps. */
  stepDeck(delta: number) {
    const model = this.model;
    if (model) this.showSlide(slideAfter(model.deck, model.slide.key, delta));
  }

  /** False in a presenter's window that no presentation opened (by hand, or by its address): it steps alone. */
  get paired(): boolean {
    return this.#link?.paired() ?? true;
  }

  /** Opens the presenter's window on the same page and slide. */
  openPresenter() {
    const id = this.#open?.id();
    if (!id) return;
    // Paired by a token in its address: the channel hears no window but the two (deckPairing.ts).
    const pair = this.#link?.pair();
    const url = `${this.#page.address()}${encodeHash({ ...this.#selection.view, mode: 'presenter' })}${pair ? `&pair=${pair}` : ''}`;
    const opened = this.#page.openWindow(url, `battle-chronicle-presenter-${id}`);
    this.presenterProblem = opened ? null : message('presenterBlocked', this.#host.locale());
  }

  #selectAt(index: number) {
    const ids = this.#ids;
    const id = ids[index < 0 ? ids.length + index : index];
    if (id) this.#selection.select(id);
  }

  #ends(end: 'first' | 'last') {
    const deck = this.model?.deck ?? [];
    if (!this.inDeck) this.#selectAt(end === 'first' ? 0 : -1);
    else if (deck.length) this.showSlide(end === 'first' ? deck[0]! : deck[deck.length - 1]!);
  }

  /** What the deck answers of the key map (keys.ts); with the screen blanked, a key first brings it back. */
  keyHandlers(): Partial<Record<KeyAction, KeyHandler>> {
    const unblanking = (run: () => void) => () => {
      if (this.blank) this.blank = false;
      else run();
    };
    const moves: Partial<Record<KeyAction, () => void>> = {
      previous: () => (this.inDeck ? this.stepDeck(-1) : this.step(-1)),
      next: () => (this.inDeck ? this.stepDeck(1) : this.step(1)),
      first: () => this.#ends('first'),
      last: () => this.#ends('last'),
      deselect: () => {
        this.replay.pause();
        this.#selection.select(null);
      },
      replay: () => this.replay.toggle(),
      present: () => this.present(),
      leave: () => this.leave(),
      presenter: () => this.openPresenter(),
    };
    return {
      blank: () => (this.blank = !this.blank),
      ...Object.fromEntries(Object.entries(moves).map(([action, run]) => [action, unblanking(run)])),
    };
  }
}

const [getDeckController, setDeckController] = createContext<DeckController>();

export { getDeckController as useDeckController, setDeckController };

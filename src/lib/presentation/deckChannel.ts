/**
 * Keeps the windows presenting one chapter on one slide: the audience's and the presenter's. Each window tells
 * the others the slide it moved to (and whether it reveals as it goes); a window that moves because it was told
 * does not tell it back, so two windows never bounce a slide between them.
 *
 * BroadcastChannel reaches every window of the same origin, and every file opened from disk shares one origin in
 * Chromium: so the windows are paired (deckPairing.ts) and only a message of exactly this shape carrying the pair's
 * token is heard. However fast messages come, the deck moves at most once per `MOVE_INTERVAL_MS`, to the latest
 * place told, so a flood costs a check per message and never a redraw per message.
 */

/** The part of BroadcastChannel used here, so tests can pass a stand-in. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** Where a window's deck is: its slide, and whether it reveals as it goes (so both windows show the same). */
export interface DeckPlace {
  slide: string;
  reveal: boolean;
}

/** What goes on the channel: a place and the pair's token. */
export interface DeckMessage extends DeckPlace {
  pair: string;
}

/** A window joining a pair that may already be presenting asks the others where they are. */
export interface DeckHello {
  pair: string;
  hello: true;
}

/** Starts `run` after `ms`; a stand-in under test, so no test waits on a clock. */
export type Timer = (run: () => void, ms: number) => void;

/** A slide key is an event id or `phase-<id>`: ids are short, and a longer one is no slide of ours. */
const MAX_SLIDE_LENGTH = 200;
/** Slower than any clicker, faster than the eye follows a second window. */
export const MOVE_INTERVAL_MS = 100;

/** The place a message tells, if it is exactly a deck message of this pair; null for anything else. */
export function placeOf(data: unknown, pair: string): DeckPlace | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  // Exactly three own fields, counted with an early stop: an object of a million keys costs four steps.
  let fields = 0;
  for (const key in data) if (!Object.hasOwn(data, key) || ++fields > 3) return null;
  const { pair: token, slide, reveal } = data as Partial<Record<keyof DeckMessage, unknown>>;
  if (token !== pair || typeof reveal !== 'boolean') return null;
  if (typeof slide !== 'string' || slide.length === 0 || slide.length > MAX_SLIDE_LENGTH) return null;
  return { slide, reveal };
}

/** Whether `data` is exactly a hello of this pair. */
export function isHello(data: unknown, pair: string): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  let fields = 0;
  for (const key in data) if (!Object.hasOwn(data, key) || ++fields > 2) return false;
  const { pair: token, hello } = data as Partial<Record<keyof DeckHello, unknown>>;
  return token === pair && hello === true;
}

const same = (a: DeckPlace | null, b: DeckPlace) =>
  a !== null && a.slide === b.slide && a.reveal === b.reveal;

const browserTimer: Timer = (run, ms) => void setTimeout(run, ms);

export class DeckChannel {
  readonly #channel: ChannelLike;
  readonly #pair: string;
  readonly #onmove: (place: DeckPlace) => void;
  readonly #timer: Timer;
  /** Where this window last was or was told to go: telling it again would echo. */
  #known: DeckPlace | null = null;
  /** Within a move's interval: the latest place told meanwhile waits for its end. */
  #resting = false;
  #waiting: DeckPlace | null = null;
  #closed = false;
  /**
   * A joining window's first place is its address's, which may be older than the pair's (the window was reloaded
   * while the other stepped on): it is kept, not told, and the others' answer to its hello moves it.
   */
  #holdFirst: boolean;
  /** Within an answer's interval: further hellos wait for its end (a flood costs one answer per interval). */
  #answering = false;

  /**
   * `onmove` is called with the place another window of the pair moved to. A `joining` window (one whose pair
   * was made by another window, or by itself before a reload) asks the others where they are.
   */
  constructor(
    channel: ChannelLike,
    pair: string,
    onmove: (place: DeckPlace) => void,
    timer: Timer = browserTimer,
    joining = false,
  ) {
    this.#channel = channel;
    this.#pair = pair;
    this.#onmove = onmove;
    this.#timer = timer;
    this.#holdFirst = joining;
    channel.onmessage = (event) => {
      if (isHello(event.data, this.#pair)) return this.#answer();
      const place = placeOf(event.data, this.#pair);
      if (!place) return;
      if (this.#resting) this.#waiting = place;
      else this.#move(place);
    };
    if (joining) channel.postMessage({ pair, hello: true } satisfies DeckHello);
  }

  #answer() {
    if (this.#answering || this.#closed) return;
    this.#answering = true;
    this.#timer(() => (this.#answering = false), MOVE_INTERVAL_MS);
    if (this.#known) this.#channel.postMessage({ ...this.#known, pair: this.#pair } satisfies DeckMessage);
  }

  #move(place: DeckPlace) {
    this.#resting = true;
    this.#timer(() => this.#rested(), MOVE_INTERVAL_MS);
    if (same(this.#known, place)) return;
    this.#known = place;
    this.#onmove(place);
  }

  #rested() {
    this.#resting = false;
    const waiting = this.#waiting;
    this.#waiting = null;
    if (waiting && !this.#closed) this.#move(waiting);
  }

  /** This window now shows `place`: tell the others, unless they told us. */
  shown(place: DeckPlace) {
    if (this.#holdFirst) {
      this.#holdFirst = false;
      // Told already where the pair is, this window is on its way there: its address's place is not news.
      if (this.#known === null) this.#known = { ...place };
      return;
    }
    if (same(this.#known, place)) return;
    this.#known = { ...place };
    // This window's own move is newer than any the others told it meanwhile.
    this.#waiting = null;
    this.#channel.postMessage({ ...place, pair: this.#pair } satisfies DeckMessage);
  }

  close() {
    this.#closed = true;
    this.#channel.onmessage = null;
    this.#channel.close();
  }
}

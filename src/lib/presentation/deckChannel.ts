/**
 * Keeps the windows presenting one chapter on one slide: the audience's and the presenter's. Each window tells
 * the others the slide it moved to (and whether it reveals as it goes); a window that moves because it was told does not tell it back, so two windows
 * never bounce a slide between them. BroadcastChannel reaches windows of the same origin, and of the same file
 * opened from disk.
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

const isDeckPlace = (data: unknown): data is DeckPlace =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as DeckPlace).slide === 'string' &&
  typeof (data as DeckPlace).reveal === 'boolean';

const same = (a: DeckPlace | null, b: DeckPlace) =>
  a !== null && a.slide === b.slide && a.reveal === b.reveal;

export const deckChannelName = (chapterId: string): string => `battle-chronicle-deck:${chapterId}`;

export class DeckChannel {
  readonly #channel: ChannelLike;
  /** Where this window last was or was told to go: telling it again would echo. */
  #known: DeckPlace | null = null;

  /** `onmove` is called with the place another window moved to. */
  constructor(channel: ChannelLike, onmove: (place: DeckPlace) => void) {
    this.#channel = channel;
    channel.onmessage = (event) => {
      if (!isDeckPlace(event.data) || same(this.#known, event.data)) return;
      const place = { slide: event.data.slide, reveal: event.data.reveal };
      this.#known = place;
      onmove(place);
    };
  }

  /** This window now shows `place`: tell the others, unless they told us. */
  shown(place: DeckPlace) {
    if (same(this.#known, place)) return;
    this.#known = { ...place };
    this.#channel.postMessage({ ...place } satisfies DeckPlace);
  }

  close() {
    this.#channel.onmessage = null;
    this.#channel.close();
  }
}

/** The channel for a chapter's deck, or null where the browser has no BroadcastChannel. */
export function openDeckChannel(chapterId: string, onmove: (place: DeckPlace) => void): DeckChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return new DeckChannel(new BroadcastChannel(deckChannelName(chapterId)), onmove);
}

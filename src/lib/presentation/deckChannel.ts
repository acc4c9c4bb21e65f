/**
 * Keeps the windows presenting one chapter on one slide: the audience's and the presenter's. Each window tells
 * the others the slide it moved to; a window that moves because it was told does not tell it back, so two windows
 * never bounce a slide between them. BroadcastChannel reaches windows of the same origin, and of the same file
 * opened from disk.
 */

/** The part of BroadcastChannel used here, so tests can pass a stand-in. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

interface DeckMessage {
  slide: string;
}

const isDeckMessage = (data: unknown): data is DeckMessage =>
  typeof data === 'object' && data !== null && typeof (data as DeckMessage).slide === 'string';

export const deckChannelName = (chapterId: string): string => `battle-chronicle-deck:${chapterId}`;

export class DeckChannel {
  readonly #channel: ChannelLike;
  /** The slide this window last showed or was told of: telling it again would echo. */
  #known: string | null = null;

  /** `onslide` is called with a slide another window moved to. */
  constructor(channel: ChannelLike, onslide: (key: string) => void) {
    this.#channel = channel;
    channel.onmessage = (event) => {
      if (!isDeckMessage(event.data) || event.data.slide === this.#known) return;
      this.#known = event.data.slide;
      onslide(event.data.slide);
    };
  }

  /** This window now shows `key`: tell the others, unless they told us. */
  shown(key: string) {
    if (key === this.#known) return;
    this.#known = key;
    this.#channel.postMessage({ slide: key } satisfies DeckMessage);
  }

  close() {
    this.#channel.onmessage = null;
    this.#channel.close();
  }
}

/** The channel for a chapter's deck, or null where the browser has no BroadcastChannel. */
export function openDeckChannel(chapterId: string, onslide: (key: string) => void): DeckChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return new DeckChannel(new BroadcastChannel(deckChannelName(chapterId)), onslide);
}

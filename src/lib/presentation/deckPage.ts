/**
 * The browser's parts of presenting, behind one interface so the deck controller's tests pass their own: full
 * screen, the presenter's window, printing once the page has drawn, and the link to the other window of the
 * deck's pair (deckPairing.ts: loaded by the controller with the deck, as the lazy registry stands above here).
 */
import { tick } from 'svelte';
import type { DeckPlace } from './deckChannel';
import type { DeckLink } from './deckPairing';

/** What the controller uses of a `DeckLink`. */
export type PairLink = Pick<DeckLink, 'pair' | 'paired' | 'shown' | 'close'>;

export interface DeckPage {
  /** Asks for full screen; resolves true when granted, false when refused or already full screen. */
  requestFullscreen(): Promise<boolean>;
  exitFullscreen(): void;
  isFullscreen(): boolean;
  /** The page's address without its hash. */
  address(): string;
  /** Opens a window; false when the browser blocked it. */
  openWindow(url: string, name: string): boolean;
  /** Resolves once the page has drawn what the last update put on it. */
  drawn(): Promise<void>;
  print(): void;
  /**
   * The link to the other window of the pair; null where the browser has none. `joining`: this deck was opened by
   * its address (a reload, or the presenter's window the presentation opened), so it asks the pair where it is
   * rather than telling its own first place, which may be older.
   */
  openLink(chapterId: string, onmove: (place: DeckPlace) => void, joining: boolean): Promise<PairLink | null>;
}

const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

export const browserPage: Omit<DeckPage, 'openLink'> = {
  async requestFullscreen() {
    const root = document.documentElement;
    if (!root.requestFullscreen || document.fullscreenElement) return false;
    // Refused (no user gesture, or a frame): present in the window instead.
    return root.requestFullscreen().then(
      () => true,
      () => false,
    );
  },
  exitFullscreen: () => void document.exitFullscreen().catch(() => {}),
  isFullscreen: () => !!document.fullscreenElement,
  address: () => location.href.split('#')[0]!,
  openWindow: (url, name) => !!window.open(url, name, 'popup,width=1280,height=800'),
  // Two frames: the first lays out (the handout's maps measure their size and place their labels), the second paints.
  drawn: () => tick().then(frame).then(frame),
  print: () => window.print(),
};

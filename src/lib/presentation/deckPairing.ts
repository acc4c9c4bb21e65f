/**
 * Pairs the presentation's window with the presenter's window it opens, so that no other page can drive the deck:
 * any page of the origin (and, from disk, any local HTML file) can open a BroadcastChannel of a known name. The
 * presentation makes a random token when it opens the presenter's window and hands it over in that window's
 * address (`…?mode=presenter&pair=<token>`); the presenter's window takes it out of its address at once. Each
 * window keeps the token in the tab's session storage (a reload keeps the pair, another tab never sees it), and
 * the deck's channel is named by it, with every message carrying it too (deckChannel.ts). A presentation not
 * paired yet listens to nothing.
 */
import { DeckChannel, type ChannelLike, type DeckPlace, type Timer } from './deckChannel';

/** 128 random bits, as hex. */
export function makePairToken(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(16);
  random(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const isPairToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[0-9a-f]{32}$/.test(token);

const PAIR_PARAM = 'pair=';

/** A hash with the pair's token added to its parameters (a presenter's address always has some: its mode). */
export const withPair = (hash: string, token: string): string =>
  `${hash}${hash.includes('?') ? '&' : '?'}${PAIR_PARAM}${token}`;

/** The pair's token a hash carries (null if none, or not a token), and the hash without it. */
export function takePair(hash: string): { token: string | null; hash: string } {
  const at = hash.indexOf('?');
  if (at < 0) return { token: null, hash };
  const params = hash.slice(at + 1).split('&');
  const given = params.find((p) => p.startsWith(PAIR_PARAM))?.slice(PAIR_PARAM.length);
  const rest = params.filter((p) => !p.startsWith(PAIR_PARAM));
  return {
    token: isPairToken(given) ? given : null,
    hash: rest.length ? `${hash.slice(0, at)}?${rest.join('&')}` : hash.slice(0, at),
  };
}

export const deckChannelName = (chapterId: string, token: string): string =>
  `battle-chronicle-deck:${chapterId}:${token}`;

/** Where the tab keeps its token. */
export const PAIR_KEY = 'bc-deck-pair';

/** The browser's parts a pair needs, so tests pass their own. */
export interface PairHost {
  hash(): string;
  /** Replaces the address's hash without a history entry or a hashchange. */
  replaceHash(hash: string): void;
  /** The tab's session storage; null where the browser refuses it (the pair then lasts until a reload). */
  store: Pick<Storage, 'getItem' | 'setItem'> | null;
  openChannel(name: string): ChannelLike;
  timer?: Timer;
  random?: (bytes: Uint8Array<ArrayBuffer>) => void;
}

/** The deck's link to the other window of its pair: silent until there is a pair. */
export class DeckLink {
  readonly #host: PairHost;
  readonly #chapterId: string;
  readonly #onmove: (place: DeckPlace) => void;
  #token: string | null;
  #channel: DeckChannel | null = null;

  /** `joining`: see DeckPage's `openLink`; a pair this window makes later (`pair()`) it always tells. */
  constructor(host: PairHost, chapterId: string, onmove: (place: DeckPlace) => void, joining = false) {
    this.#host = host;
    this.#chapterId = chapterId;
    this.#onmove = onmove;
    const given = takePair(host.hash());
    if (given.token) host.replaceHash(given.hash);
    this.#token = given.token ?? this.#read();
    if (given.token) this.#keep(given.token);
    if (this.#token) this.#join(this.#token, joining);
  }

  /** The pair's token, made now if this window has none: the presenter's window is opened with it. */
  pair(): string {
    if (this.#token) return this.#token;
    const token = makePairToken(this.#host.random);
    this.#token = token;
    this.#keep(token);
    this.#join(token);
    return token;
  }

  /** Whether this window has a pair: a presenter's window opened by hand has none, and steps alone. */
  paired(): boolean {
    return this.#token !== null;
  }

  /** This window now shows `place`: the other window of the pair follows. */
  shown(place: DeckPlace) {
    this.#channel?.shown(place);
  }

  close() {
    this.#channel?.close();
    this.#channel = null;
  }

  #join(token: string, joining = false) {
    const channel = this.#host.openChannel(deckChannelName(this.#chapterId, token));
    this.#channel = new DeckChannel(channel, token, this.#onmove, this.#host.timer, joining);
  }

  #read(): string | null {
    try {
      const kept = this.#host.store?.getItem(PAIR_KEY);
      return isPairToken(kept) ? kept : null;
    } catch {
      return null;
    }
  }

  #keep(token: string) {
    try {
      this.#host.store?.setItem(PAIR_KEY, token);
    } catch {
      // refused: the pair lasts as long as the page
    }
  }
}

function sessionStore(): PairHost['store'] {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** The deck's link in this browser window, or null where the browser has no BroadcastChannel. */
export function openDeckLink(
  chapterId: string,
  onmove: (place: DeckPlace) => void,
  joining: boolean,
): DeckLink | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const host: PairHost = {
    hash: () => location.hash,
    replaceHash: (hash) => history.replaceState(history.state, '', hash),
    store: sessionStore(),
    openChannel: (name) => new BroadcastChannel(name),
  };
  return new DeckLink(host, chapterId, onmove, joining);
}

import { describe, expect, it } from 'vitest';
import type { ChannelLike, DeckPlace } from './deckChannel';
import {
  DeckLink,
  PAIR_KEY,
  deckChannelName,
  isPairToken,
  makePairToken,
  takePair,
  withPair,
  type PairHost,
} from './deckPairing';

const TOKEN = 'ffeeddccbbaa99887766554433221100';

/** Channels by name, delivering at once to the others of the same name (as BroadcastChannel does, in sync). */
function channels() {
  const open: { name: string; channel: ChannelLike & { closed: boolean } }[] = [];
  const join = (name: string) => {
    const channel = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      closed: false,
      postMessage(data: unknown) {
        for (const other of open)
          if (other.name === name && other.channel !== channel && !other.channel.closed)
            other.channel.onmessage?.({ data } as MessageEvent);
      },
      close() {
        channel.closed = true;
      },
    };
    open.push({ name, channel });
    return channel;
  };
  return { open, join };
}

/** A window's host: its address, its session storage, and the channels it opens. */
function tab(net: ReturnType<typeof channels>, hash: string, random?: PairHost['random']) {
  const session = new Map<string, string>();
  const host: PairHost & { address: string } = {
    address: hash,
    hash: () => host.address,
    replaceHash: (next: string) => void (host.address = next),
    store: {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => session.set(k, v),
    },
    openChannel: net.join,
    timer: () => {},
    random,
  };
  return { host, session };
}

const link = (host: PairHost, joining = false) => {
  const seen: DeckPlace[] = [];
  return { link: new DeckLink(host, 'miyun', (place) => seen.push(place), joining), seen };
};

describe('makePairToken(random)', () => {
  it('makes 128 random bits as hex', () => {
    expect(makePairToken((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(16));
    expect(isPairToken(makePairToken())).toBe(true);
    expect(makePairToken()).not.toBe(makePairToken());
  });
});

describe('takePair(hash) and withPair(hash, token)', () => {
  it('puts the token in the hash and takes it out again, leaving the rest as it was', () => {
    const hash = withPair('#/miyun?mode=presenter&slide=overview', TOKEN);
    expect(hash).toBe(`#/miyun?mode=presenter&slide=overview&pair=${TOKEN}`);
    expect(takePair(hash)).toEqual({ token: TOKEN, hash: '#/miyun?mode=presenter&slide=overview' });
    expect(takePair(`#/miyun?pair=${TOKEN}`)).toEqual({ token: TOKEN, hash: '#/miyun' });
  });

  it('reads no token from a hash without one, or with one that is not a token', () => {
    expect(takePair('#/miyun?mode=presenter')).toEqual({ token: null, hash: '#/miyun?mode=presenter' });
    expect(takePair('#/miyun').token).toBeNull();
    expect(takePair('#/miyun?pair=<script>').token).toBeNull();
  });
});

describe('DeckLink', () => {
  it('listens to nothing until paired: a window that knows only the chapter cannot move it', () => {
    const net = channels();
    const { link: audience, seen } = link(tab(net, '#/miyun?mode=present').host);
    expect(net.open).toEqual([]);
    const forger = net.join('battle-chronicle-deck:miyun');
    forger.postMessage({ slide: 'end', reveal: false });
    audience.shown({ slide: 'title', reveal: false });
    expect(seen).toEqual([]);
  });

  it('pairs the presentation with the presenter’s window opened with its token, which leaves the address', () => {
    const net = channels();
    const audienceTab = tab(net, '#/miyun?mode=present', (b) => b.fill(1));
    const audience = link(audienceTab.host);
    const token = audience.link.pair();
    expect(token).toBe('01'.repeat(16));
    expect(audience.link.pair()).toBe(token);
    expect(audienceTab.session.get(PAIR_KEY)).toBe(token);

    const presenterTab = tab(net, withPair('#/miyun?mode=presenter', token));
    // Opened by its address: it asks the pair where it is (deckChannel.test.ts).
    const presenter = link(presenterTab.host, true);
    expect(presenterTab.host.address).toBe('#/miyun?mode=presenter');
    expect(presenterTab.session.get(PAIR_KEY)).toBe(token);
    expect(net.open.map((o) => o.name)).toEqual([
      deckChannelName('miyun', token),
      deckChannelName('miyun', token),
    ]);

    // The presenter's window first shows its address's slide: kept, not told (it joined a pair made elsewhere).
    presenter.link.shown({ slide: 'title', reveal: false });
    expect(audience.seen).toEqual([]);
    audience.link.shown({ slide: 'overview', reveal: false });
    presenter.link.shown({ slide: 'end', reveal: true });
    expect(presenter.seen).toEqual([{ slide: 'overview', reveal: false }]);
    expect(audience.seen).toEqual([{ slide: 'end', reveal: true }]);
  });

  it('says whether it is paired: a presenter’s window opened by hand is not, one opened with a token is', () => {
    const net = channels();
    expect(link(tab(net, '#/miyun?mode=presenter').host).link.paired()).toBe(false);
    expect(link(tab(net, withPair('#/miyun?mode=presenter', TOKEN)).host).link.paired()).toBe(true);
    const audience = link(tab(net, '#/miyun?mode=present').host).link;
    audience.pair();
    expect(audience.paired()).toBe(true);
  });

  it('keeps the pair over a reload of either window, from the tab’s session storage', () => {
    const net = channels();
    const presenterTab = tab(net, withPair('#/miyun?mode=presenter', TOKEN));
    link(presenterTab.host).link.close();
    const reloaded = link(presenterTab.host);
    expect(reloaded.link.pair()).toBe(TOKEN);
    expect(net.open.at(-1)!.name).toBe(deckChannelName('miyun', TOKEN));
  });

  it('hears nothing from a window of another pair', () => {
    const net = channels();
    const ours = link(tab(net, withPair('#/miyun?mode=present', TOKEN)).host);
    const other = link(tab(net, '#/miyun?mode=presenter').host);
    other.link.pair();
    other.link.shown({ slide: 'end', reveal: false });
    expect(ours.seen).toEqual([]);
  });
});

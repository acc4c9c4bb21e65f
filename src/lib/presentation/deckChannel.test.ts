import { describe, expect, it } from 'vitest';
import { DeckChannel, MOVE_INTERVAL_MS, placeOf, type ChannelLike, type DeckPlace } from './deckChannel';

const PAIR = '0123456789abcdef0123456789abcdef';

/** Channels joined by name, delivering to every other member at once, as BroadcastChannel does (but in sync). */
class Hub {
  readonly members: FakeChannel[] = [];
  join() {
    const channel = new FakeChannel(this);
    this.members.push(channel);
    return channel;
  }
}

class FakeChannel implements ChannelLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  sent: unknown[] = [];
  closed = false;
  constructor(private readonly hub: Hub) {}
  postMessage(message: unknown) {
    this.sent.push(message);
    for (const other of this.hub.members)
      if (other !== this && !other.closed) other.onmessage?.({ data: message } as MessageEvent);
  }
  close() {
    this.closed = true;
  }
}

/** A clock the test turns by hand: each `turn()` ends the move intervals started so far. */
function handClock() {
  let due: (() => void)[] = [];
  const delays: number[] = [];
  return {
    timer: (run: () => void, ms: number) => void (due.push(run), delays.push(ms)),
    turn() {
      const now = due;
      due = [];
      for (const run of now) run();
    },
    delays,
  };
}

/** A window: shows what it is told, and (as its effect would) reports every slide it shows. */
function window(hub: Hub, clock = handClock(), joining = false) {
  const seen: string[] = [];
  // The hub delivers at once, so a joiner's hello is answered inside its constructor: before `channel` is set.
  // (A browser delivers later: the window's own first place is reported first. Either order ends the same.)
  const self: { channel?: DeckChannel } = {};
  const channel = (self.channel = new DeckChannel(
    hub.join(),
    PAIR,
    (place) => {
      seen.push(place.reveal ? `${place.slide}+reveal` : place.slide);
      self.channel?.shown(place);
    },
    clock.timer,
    joining,
  ));
  const show = (slide: string, reveal = false) => channel.shown({ slide, reveal } satisfies DeckPlace);
  return { channel, seen, show, clock };
}

describe('DeckChannel', () => {
  it('moves the other window to the slide one shows, both ways, without echoing it back', () => {
    const hub = new Hub();
    const audience = window(hub);
    const presenter = window(hub);
    audience.show('title');
    presenter.clock.turn();
    audience.show('overview');
    presenter.clock.turn();
    presenter.show('phase-breach');
    expect(presenter.seen).toEqual(['title', 'overview']);
    expect(audience.seen).toEqual(['phase-breach']);
    expect(hub.members.map((m) => m.sent.length)).toEqual([2, 1]);
    expect(hub.members[0]!.sent[0]).toEqual({ slide: 'title', reveal: false, pair: PAIR });
  });

  it('tells nothing when the slide has not changed, and hears only messages of its shape and pair', () => {
    const hub = new Hub();
    const a = window(hub);
    const b = window(hub);
    a.show('end');
    a.show('end');
    const forger = hub.join();
    for (const forged of [
      { other: 1 },
      { slide: 'title', reveal: false },
      { slide: 'title', reveal: false, pair: 'guess' },
      { slide: 'title', reveal: 'yes', pair: PAIR },
      { slide: 'title', reveal: false, pair: PAIR, extra: 1 },
      { slide: 'x'.repeat(201), reveal: false, pair: PAIR },
      { slide: '', reveal: false, pair: PAIR },
      [PAIR, 'title', false],
      null,
      'title',
    ]) {
      b.clock.turn();
      forger.postMessage(forged);
    }
    expect(b.seen).toEqual(['end']);
  });

  it('under a flood of 2,000 messages moves at most once per interval, to the latest place told', () => {
    const hub = new Hub();
    const audience = window(hub);
    const flood = hub.join();
    for (let i = 0; i < 2000; i++) flood.postMessage({ slide: `step-${i}`, reveal: false, pair: PAIR });
    expect(audience.seen).toEqual(['step-0']);
    audience.clock.turn();
    expect(audience.seen).toEqual(['step-0', 'step-1999']);
    audience.clock.turn();
    audience.clock.turn();
    expect(audience.seen).toHaveLength(2);
    expect(audience.clock.delays).toEqual([MOVE_INTERVAL_MS, MOVE_INTERVAL_MS]);
  });

  it('drops a place told while resting once this window moves by itself', () => {
    const hub = new Hub();
    const audience = window(hub);
    const presenter = window(hub);
    presenter.show('overview');
    presenter.show('phase-a');
    audience.show('end');
    audience.clock.turn();
    expect(audience.seen).toEqual(['overview']);
  });

  it('a window reloaded while the other stepped on goes to where the pair is, and does not take it back', () => {
    const hub = new Hub();
    const audience = window(hub);
    const presenter = window(hub);
    audience.show('phase-a');
    presenter.clock.turn();
    // The presenter's window reloads; meanwhile the audience's steps on. The reloaded window's address is older.
    presenter.channel.close();
    audience.show('phase-b');
    const reloaded = window(hub, handClock(), true);
    expect(reloaded.seen).toEqual(['phase-b']);
    reloaded.show('phase-a');
    audience.clock.turn();
    expect(audience.seen).toEqual([]);
    // From then on it steps the other as before.
    reloaded.clock.turn();
    reloaded.show('end');
    expect(audience.seen).toEqual(['end']);
  });

  it('a joining window alone keeps its own place, and answers the next joiner with it', () => {
    const hub = new Hub();
    const first = window(hub, handClock(), true);
    first.show('overview');
    expect(hub.members[0]!.sent).toEqual([{ pair: PAIR, hello: true }]);
    const second = window(hub, handClock(), true);
    expect(second.seen).toEqual(['overview']);
    expect(first.seen).toEqual([]);
  });

  it('answers hellos at most once per interval, and hears only a hello of its shape and pair', () => {
    const hub = new Hub();
    const audience = window(hub);
    audience.show('title');
    const listener = hub.join();
    const heard: unknown[] = [];
    listener.onmessage = (event) => heard.push(event.data);
    const forger = hub.join();
    for (const forged of [
      { pair: 'guess', hello: true },
      { pair: PAIR, hello: 'yes' },
      { pair: PAIR, hello: true, extra: 1 },
      [PAIR, true],
    ])
      forger.postMessage(forged);
    expect(heard.filter((m) => (m as { slide?: string }).slide)).toEqual([]);
    for (let i = 0; i < 1000; i++) forger.postMessage({ pair: PAIR, hello: true });
    expect(audience.channel).toBeDefined();
    expect(heard.filter((m) => (m as { slide?: string }).slide)).toEqual([
      { slide: 'title', reveal: false, pair: PAIR },
    ]);
    audience.clock.turn();
    forger.postMessage({ pair: PAIR, hello: true });
    expect(heard.filter((m) => (m as { slide?: string }).slide)).toHaveLength(2);
  });

  it('stops listening once closed', () => {
    const hub = new Hub();
    const a = window(hub);
    const b = window(hub);
    b.channel.close();
    a.show('title');
    b.clock.turn();
    expect(b.seen).toEqual([]);
    expect(hub.members[1]!.closed).toBe(true);
  });

  it('carries reveal-as-you-go with the slide, so both windows show the same', () => {
    const hub = new Hub();
    const a = window(hub);
    const b = window(hub);
    a.show('overview');
    b.clock.turn();
    a.show('overview', true);
    b.clock.turn();
    b.show('overview', false);
    expect(b.seen).toEqual(['overview', 'overview+reveal']);
    expect(a.seen).toEqual(['overview']);
  });
});

describe('placeOf(data, pair)', () => {
  it('reads the place from a message of exactly its shape', () => {
    expect(placeOf({ pair: PAIR, slide: 'end', reveal: true }, PAIR)).toEqual({ slide: 'end', reveal: true });
    expect(
      placeOf(
        Object.assign(Object.create({ inherited: 1 }), { pair: PAIR, slide: 'end', reveal: true }),
        PAIR,
      ),
    ).toBeNull();
  });
});

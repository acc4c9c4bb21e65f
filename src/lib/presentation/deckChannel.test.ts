import { describe, expect, it } from 'vitest';
import { DeckChannel, deckChannelName, type ChannelLike, type DeckPlace } from './deckChannel';

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

/** A window: shows what it is told, and (as its effect would) reports every slide it shows. */
function window(hub: Hub) {
  const seen: string[] = [];
  const channel: DeckChannel = new DeckChannel(hub.join(), (place) => {
    seen.push(place.reveal ? `${place.slide}+reveal` : place.slide);
    channel.shown(place);
  });
  const show = (slide: string, reveal = false) => channel.shown({ slide, reveal } satisfies DeckPlace);
  return { channel, seen, show };
}

describe('DeckChannel', () => {
  it('moves the other window to the slide one shows, both ways, without echoing it back', () => {
    const hub = new Hub();
    const audience = window(hub);
    const presenter = window(hub);
    audience.show('title');
    audience.show('overview');
    presenter.show('phase-breach');
    expect(presenter.seen).toEqual(['title', 'overview']);
    expect(audience.seen).toEqual(['phase-breach']);
    expect(hub.members.map((m) => m.sent.length)).toEqual([2, 1]);
  });

  it('tells nothing when the slide has not changed, and ignores messages that are not slides', () => {
    const hub = new Hub();
    const a = window(hub);
    const b = window(hub);
    a.show('end');
    a.show('end');
    hub.members[0]!.postMessage({ other: 1 });
    hub.members[0]!.postMessage({ slide: 'title' });
    hub.members[0]!.postMessage(null);
    expect(b.seen).toEqual(['end']);
  });

  it('stops listening once closed', () => {
    const hub = new Hub();
    const a = window(hub);
    const b = window(hub);
    b.channel.close();
    a.show('title');
    expect(b.seen).toEqual([]);
    expect(hub.members[1]!.closed).toBe(true);
  });

  it('carries reveal-as-you-go with the slide, so both windows show the same', () => {
    const hub = new Hub();
    const a = window(hub);
    const b = window(hub);
    a.show('overview');
    a.show('overview', true);
    b.show('overview', false);
    expect(b.seen).toEqual(['overview', 'overview+reveal']);
    expect(a.seen).toEqual(['overview']);
  });

  it('names one channel per chapter', () => {
    expect(deckChannelName('miyun')).not.toBe(deckChannelName('yanjing'));
  });
});

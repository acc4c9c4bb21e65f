import { describe, expect, it } from 'vitest';
import type { ChapterEvent } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import {
  idsOf,
  inOrder,
  intervalRows,
  labelsThatFit,
  phaseBands,
  timelineLayout,
  visibleMarks,
} from './layout';

const chapter = miniChapter();

function withOrders(orders: [string, number, number][]): ChapterEvent[] {
  return chapter.events.map((e) => {
    const [, storyOrder, textOrder] = orders.find(([id]) => id === e.id)!;
    return { ...e, storyOrder, textOrder };
  });
}

describe('timelineLayout(events, meta, order, lanes)', () => {
  it("puts story order on x and one lane per faction, in the chapter's faction order", () => {
    const layout = timelineLayout(chapter.events, chapter.meta, 'story', 'faction');
    expect(layout.lanes.map((l) => l.key)).toEqual(['liao', 'song']);
    expect(layout.marks.map((m) => [m.id, m.x, m.lane])).toEqual([
      ['liao-assault', 1, 0],
      ['liao-take-wall', 2, 0],
      ['song-rout', 3, 1],
    ]);
    expect(layout.domain).toEqual([0.5, 3.5]);
  });

  it('gives back the same layout for the same events and modes: the timeline coming back does not rebuild it', () => {
    const events = [...chapter.events];
    const first = timelineLayout(events, chapter.meta, 'story', 'faction');
    expect(timelineLayout(events, chapter.meta, 'story', 'faction')).toBe(first);
    expect(timelineLayout(events, chapter.meta, 'text', 'faction')).not.toBe(first);
    expect(timelineLayout(events, { ...chapter.meta }, 'story', 'faction')).not.toBe(first);
    expect(timelineLayout([...events], chapter.meta, 'story', 'faction')).toEqual(first);
  });

  it('stacks events that share a step and a lane, each knowing how many share it', () => {
    const events = withOrders([
      ['liao-assault', 1, 1],
      ['liao-take-wall', 1, 0],
      ['song-rout', 1, 2],
    ]);
    const marks = timelineLayout(events, chapter.meta, 'story', 'faction').marks;
    expect(marks.map((m) => [m.id, m.lane, m.stack, m.slotSize])).toEqual([
      ['liao-take-wall', 0, 0, 2],
      ['liao-assault', 0, 1, 2],
      ['song-rout', 1, 0, 1],
    ]);
  });

  it('moves marks to their rank in the text in text order', () => {
    const events = withOrders([
      ['liao-assault', 2, 2],
      ['liao-take-wall', 1, 0],
      ['song-rout', 3, 1],
    ]);
    const layout = timelineLayout(events, chapter.meta, 'text', 'faction');
    expect(layout.marks.map((m) => [m.id, m.x])).toEqual([
      ['liao-take-wall', 1],
      ['song-rout', 2],
      ['liao-assault', 3],
    ]);
  });

  it('stacks simultaneous events of one lane', () => {
    const events = withOrders([
      ['liao-assault', 1, 0],
      ['liao-take-wall', 1, 1],
      ['song-rout', 2, 2],
    ]);
    const layout = timelineLayout(events, chapter.meta, 'story', 'faction');
    expect(layout.marks.slice(0, 2).map((m) => [m.id, m.x, m.stack])).toEqual([
      ['liao-assault', 1, 0],
      ['liao-take-wall', 1, 1],
    ]);
    expect(layout.maxStack).toBe(1);
  });

  it('has one lane per event type or commander when asked', () => {
    expect(timelineLayout(chapter.events, chapter.meta, 'story', 'type').lanes.map((l) => l.key)).toEqual([
      'assault',
      'wall-taken',
      'rout',
    ]);
    expect(
      timelineLayout(chapter.events, chapter.meta, 'story', 'commander').lanes.map((l) => l.key),
    ).toEqual(['gao-liu', '—']);
  });
});

describe('visibleMarks(marks, x0, x1)', () => {
  const marks = [1, 2, 3, 4, 5].map((x) => ({
    id: `e${x}`,
    x,
    x2: x === 2 ? 4 : x,
    lane: 0,
    stack: 0,
    slotSize: 1,
  }));
  it('keeps the marks that meet the window, spans included', () => {
    expect(visibleMarks(marks, 3.5, 4.5, 2).map((m) => m.id)).toEqual(['e2', 'e4']);
    expect(visibleMarks(marks, 10, 20)).toEqual([]);
  });
});

describe('phaseBands(events, phases, order)', () => {
  it('spans the events of each phase, half a step either side', () => {
    expect(phaseBands(chapter.events, chapter.meta.phases, 'story')).toEqual([
      { id: 'breach', x0: 0.5, x1: 2.5 },
    ]);
  });
});

describe('labelsThatFit(items, obstacles, preferred)', () => {
  const box = (id: string, x0: number, y0: number, width = 50) => ({
    id,
    x0,
    x1: x0 + width,
    y0,
    y1: y0 + 14,
  });
  const items = [box('a', 0, 0), box('b', 30, 5), box('c', 30, 20), box('d', 100, 0, 10)];
  it('drops labels that would overlap a kept one, keeping the preferred', () => {
    expect([...labelsThatFit(items)].sort()).toEqual(['a', 'c', 'd']);
    expect([...labelsThatFit(items, [], 'b')].sort()).toEqual(['b', 'c', 'd']);
  });
  it('drops labels that would cover a glyph', () => {
    expect([...labelsThatFit(items, [{ x0: 104, x1: 106, y0: 0, y1: 10 }])].sort()).toEqual(['a', 'c']);
  });
});

describe('intervalRows(intervals)', () => {
  it('puts overlapping intervals on separate rows and reuses a row once it is free', () => {
    expect(
      intervalRows([
        { x0: 0, x1: 5 },
        { x0: 3, x1: 8 },
        { x0: 5, x1: 9 },
        { x0: 8.5, x1: 10 },
      ]),
    ).toEqual([0, 1, 0, 1]);
  });
});

describe('labelsThatFit(items, obstacles, preferred, rank)', () => {
  it('keeps the higher-ranked of two overlapping labels', () => {
    const items = [
      { id: 'ward', x0: 0, x1: 10, y0: 0, y1: 4 },
      { id: 'gate', x0: 5, x1: 15, y0: 0, y1: 4 },
    ];
    expect([...labelsThatFit(items, [], null, (id) => (id === 'gate' ? 2 : 1))]).toEqual(['gate']);
  });
});

describe('inOrder(events, order)', () => {
  it('sorts by story step, ties by text; or by text alone', () => {
    const events = withOrders([
      ['liao-assault', 2, 0],
      ['liao-take-wall', 1, 2],
      ['song-rout', 2, 1],
    ]);
    expect(inOrder(events, 'story').map((e) => e.id)).toEqual([
      'liao-take-wall',
      'liao-assault',
      'song-rout',
    ]);
    expect(inOrder(events, 'text').map((e) => e.id)).toEqual(['liao-assault', 'song-rout', 'liao-take-wall']);
  });

  it('sorts the same events once per order: a cleared filter gives the same steps back', () => {
    expect(inOrder(chapter.events, 'story')).toBe(inOrder(chapter.events, 'story'));
    expect(inOrder(chapter.events, 'text')).not.toBe(inOrder(chapter.events, 'story'));
  });
});

describe('idsOf(events)', () => {
  it('lists the ids in order, once per events array', () => {
    const events = miniChapter().events;
    const ids = idsOf(events);
    expect(ids).toEqual(events.map((e) => e.id));
    expect(idsOf(events)).toBe(ids);
    expect(idsOf([...events])).not.toBe(ids);
  });
});

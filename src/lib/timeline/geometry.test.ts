import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { glyphPath } from '../model/palette';
import { consequencesOf } from '../story/relations';
import { linearScale } from './linearScale';
import {
  focusLinks,
  glyphBox,
  glyphBoxOfType,
  keptOverviewTicks,
  laneHeight,
  linkPath,
  markOffset,
  overviewTicks,
} from './geometry';

const frame = { width: 500, height: 220, left: 100, right: 10, top: 20, bottom: 20 };

describe('laneHeight(frame, lanes) and markOffset(frame, mark, laneH)', () => {
  const mark = (stack: number, slotSize: number) => ({ id: 'a', x: 1, x2: 1, lane: 0, stack, slotSize });
  it('shares the plot height between lanes and centres a lone mark in its lane', () => {
    expect(laneHeight(frame, 2)).toBe(90);
    expect(markOffset(frame, { ...mark(0, 1), lane: 1 }, 90)).toEqual({ y: 155, dx: 0 });
  });
  it('stacks marks of one step vertically around the lane centre when the lane has room', () => {
    expect([0, 1].map((stack) => markOffset(frame, mark(stack, 2), 90))).toEqual([
      { y: 58, dx: 0 },
      { y: 72, dx: 0 },
    ]);
  });
  it('spreads them diagonally in a low lane, at least a glyph apart', () => {
    const [a, b] = [0, 1].map((stack) => markOffset(frame, mark(stack, 4), 40));
    expect(Math.hypot(b!.y - a!.y, b!.dx - a!.dx)).toBeCloseTo(13);
  });
});

describe('focusLinks(event, consequences)', () => {
  const chapter = miniChapter();
  const consequences = consequencesOf(chapter.events);
  it('links each cause to the event and the event to each consequence', () => {
    const wall = chapter.events.find((e) => e.id === 'liao-take-wall')!;
    expect(focusLinks(wall, consequences)).toEqual([
      { from: 'liao-assault', to: 'liao-take-wall', kind: 'cause' },
      { from: 'liao-take-wall', to: 'song-rout', kind: 'consequence' },
    ]);
    expect(focusLinks(null, consequences)).toEqual([]);
  });
  it('draws a link as an arc above both ends', () => {
    expect(linkPath([0, 50], [90, 60])).toBe('M0.0,50.0Q45.0,12.0 90.0,60.0');
  });
});

describe('overviewTicks(layout, x, colorOf, height)', () => {
  it('draws one path per colour with a tick per event', () => {
    const layout = {
      lanes: [{ key: 'a' }, { key: 'b' }],
      marks: [
        { id: 'e1', x: 1, x2: 1, lane: 0, stack: 0, slotSize: 1 },
        { id: 'e2', x: 2, x2: 2, lane: 1, stack: 0, slotSize: 1 },
        { id: 'e3', x: 3, x2: 3, lane: 0, stack: 0, slotSize: 1 },
      ],
      domain: [0.5, 3.5] as [number, number],
      maxStack: 0,
    };
    const ticks = overviewTicks(
      layout,
      (v) => v * 10,
      (id) => (id === 'e2' ? 'blue' : 'red'),
      28,
    );
    expect(ticks).toEqual([
      ['red', 'M10,3.0v10.0M30,3.0v10.0'],
      ['blue', 'M20,13.0v10.0'],
    ]);
  });

  it('draws ticks that land on the same whole pixel of the same lane once', () => {
    const mark = (id: string, x: number, lane: number) => ({ id, x, x2: x, lane, stack: 0, slotSize: 1 });
    const layout = {
      lanes: [{ key: 'a' }, { key: 'b' }],
      marks: [mark('e1', 1, 0), mark('e2', 1.04, 0), mark('e3', 1, 1), mark('e4', 2, 0)],
      domain: [0.5, 2.5] as [number, number],
      maxStack: 0,
    };
    const ticks = overviewTicks(
      layout,
      (v) => v * 10,
      () => 'red',
      28,
    );
    expect(ticks).toEqual([['red', 'M10,3.0v10.0M10,13.0v10.0M20,3.0v10.0']]);
  });
});

describe('glyphBox(path)', () => {
  it('bounds a polygon by its points', () => {
    expect(glyphBox('M0,-9.9L9.4,-3L5.8,8L-5.8,8L-9.4,-3Z')).toEqual({ x0: -9.4, x1: 9.4, y0: -9.9, y1: 8 });
  });
  it('bounds a circle drawn with arcs by its radius', () => {
    expect(glyphBox('M5.917,0A5.917,5.917,0,1,1,-5.917,0A5.917,5.917,0,1,1,5.917,0')).toEqual({
      x0: -5.917,
      x1: 5.917,
      y0: -5.917,
      y1: 5.917,
    });
  });
});

describe('glyphBoxOfType(type)', () => {
  it('is the box of the type’s glyph path, the same object on every call', () => {
    expect(glyphBoxOfType('siege')).toEqual(glyphBox(glyphPath('siege')));
    expect(glyphBoxOfType('siege')).toBe(glyphBoxOfType('siege'));
    expect(glyphBoxOfType('rout')).toEqual(glyphBox(glyphPath('rout')));
  });
});

describe('keptOverviewTicks(layout, x, colors)', () => {
  const layout = {
    lanes: [{ key: 'a' }],
    marks: [{ id: 'e1', x: 1, x2: 1, lane: 0, stack: 0, slotSize: 1 }],
    domain: [0.5, 1.5] as [number, number],
    maxStack: 0,
  };
  const colors = new Map([['e1', 'red']]);
  it('makes the ticks once per layout, scale numbers and colours', () => {
    const ticks = keptOverviewTicks(layout, linearScale([0, 2], [0, 100]), colors);
    expect(ticks).toEqual([['red', 'M50,3.0v18.0']]);
    expect(keptOverviewTicks(layout, linearScale([0, 2], [0, 100]), colors)).toBe(ticks);
    expect(keptOverviewTicks(layout, linearScale([0, 2], [0, 200]), colors)).toEqual([
      ['red', 'M100,3.0v18.0'],
    ]);
    expect(keptOverviewTicks(layout, linearScale([0, 2], [0, 200]), new Map())).toEqual([
      ['#888888', 'M100,3.0v18.0'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { intersects, type Box } from '../labels/boxes';
import { estimateWidth } from '../labels/measure';
import { fitText } from '../labels/text';
import {
  placeTimelineLabels as placeLabels,
  linesOf,
  type TimelineLabelRequest as LabelRequest,
} from './labels';

/** Every character is 10 px wide: easy widths to reason about. */
const mono = (text: string) => Array.from(text).length * 10;
const mark = (x: number, y: number, r = 5): Box => ({ x0: x - r, x1: x + r, y0: y - r, y1: y + r });
const request = (id: string, text: string, anchor: Box): LabelRequest => ({
  id,
  text,
  anchor,
  height: 14,
  measure: mono,
});
const frame: Box = { x0: 0, x1: 300, y0: 0, y1: 100 };

function noOverlaps(placed: { box: Box }[], marks: Box[]) {
  for (const [i, a] of placed.entries()) {
    for (const b of placed.slice(i + 1)) expect(intersects(a.box, b.box)).toBe(false);
    for (const m of marks) expect(intersects(a.box, m)).toBe(false);
    expect(a.box.x0 >= frame.x0 && a.box.x1 <= frame.x1 && a.box.y0 >= frame.y0 && a.box.y1 <= frame.y1).toBe(
      true,
    );
  }
}

describe('placeTimelineLabels(requests, marks, frame, preferred)', () => {
  it('puts a label to the right of its mark when there is room', () => {
    const m = mark(50, 50);
    const [label] = placeLabels([request('a', 'abcd', m)], [m], frame);
    expect(label).toMatchObject({ id: 'a', text: 'abcd', side: 'start' });
    expect(label!.box.x0).toBeGreaterThanOrEqual(m.x1);
  });

  it('puts a label near the right edge to the left of its mark instead of cutting it', () => {
    const m = mark(280, 50);
    const [label] = placeLabels([request('a', 'abcdef', m)], [m], frame);
    expect(label!.side).toBe('end');
    expect(label!.box.x1).toBeLessThanOrEqual(m.x0);
    expect(label!.box.x0).toBeGreaterThanOrEqual(0);
  });

  it('moves a label above or below when a neighbouring mark blocks both sides', () => {
    const marks = [mark(100, 50), mark(80, 50), mark(120, 50)];
    const [label] = placeLabels([request('a', 'abc', marks[0]!)], marks, frame);
    expect(label).toBeDefined();
    noOverlaps([label!], marks);
    expect(label!.y).not.toBe(50);
  });

  it('never lets two labels or a label and a mark intersect, hiding those with no room', () => {
    const marks = Array.from({ length: 12 }, (_, i) => mark(20 + i * 22, 30 + (i % 3) * 20));
    const requests = marks.map((m, i) => request(`e${i}`, 'label text', m));
    const placed = placeLabels(requests, marks, frame);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(marks.length);
    noOverlaps(placed, marks);
  });

  it('gives the preferred label its place first and moves or hides the one that held it', () => {
    const marks = [mark(40, 50), mark(30, 62)];
    const requests = [request('first', 'xxxxxxxx', marks[0]!), request('chosen', 'yyyyyyyy', marks[1]!)];
    const without = placeLabels(requests, marks, frame);
    const withPreferred = placeLabels(requests, marks, frame, 'chosen');
    const chosen = withPreferred.find((l) => l.id === 'chosen')!;
    expect(chosen.side).toBe('start');
    expect(chosen.y).toBe(62);
    noOverlaps(withPreferred, marks);
    noOverlaps(without, marks);
    // Without a preference the first label keeps its place beside its mark; with one, it yields.
    expect(without.find((l) => l.id === 'first')!.y).toBe(50);
    expect(without.find((l) => l.id === 'chosen')?.y).not.toBe(62);
    expect(withPreferred.find((l) => l.id === 'first')?.y).not.toBe(50);
  });

  it('searches farther rows for the preferred label when its own neighbours hem it in', () => {
    const marks = [mark(100, 50), mark(100, 36), mark(100, 64), mark(115, 50), mark(85, 50)];
    const requests = [request('chosen', 'abcdef', marks[0]!)];
    expect(placeLabels(requests, marks, frame)).toEqual([]);
    const [label] = placeLabels(requests, marks, frame, 'chosen');
    expect(label!.text).toBe('abcdef');
    noOverlaps([label!], marks);
  });

  it('leaves out a label that fits nowhere whole, rather than cut it', () => {
    const narrow: Box = { x0: 0, x1: 120, y0: 40, y1: 60 };
    const m = mark(20, 50);
    expect(placeLabels([request('a', 'a very long label', m)], [m], narrow)).toEqual([]);
    expect(placeLabels([request('a', 'a very long label', m)], [m], narrow, 'a')).toEqual([]);
    const [whole] = placeLabels([request('a', 'short', m)], [m], narrow);
    expect(whole!.text).toBe('short');
  });

  it('returns nothing for a label with no room at all', () => {
    const tiny: Box = { x0: 0, x1: 20, y0: 45, y1: 55 };
    expect(placeLabels([request('a', 'abc', mark(10, 50))], [mark(10, 50)], tiny)).toEqual([]);
  });
});

describe('fitText(text, width, measure)', () => {
  it('keeps a text that fits', () => expect(fitText('abc', 30, mono)).toBe('abc'));
  it('cuts whole characters and adds an ellipsis', () => expect(fitText('abcdef', 40, mono)).toBe('abc…'));
  it('cuts Chinese by characters', () => expect(fitText('东墙崩塌辽兵入城', 50, mono)).toBe('东墙崩塌…'));
  it('gives up below the minimum length', () => expect(fitText('abcdef', 25, mono, 3)).toBe(''));
});

describe('estimateWidth(fontSize)', () => {
  it('counts a CJK character as one em and a Latin letter as less', () => {
    const measure = estimateWidth(12);
    expect(measure('辽兵')).toBe(24);
    expect(measure('ab')).toBeCloseTo(14.88);
  });
});

describe('the selected title in two or three lines', () => {
  it('breaks a title at the space nearest its middle, or Chinese at its middle character, keeping every character', () => {
    expect(linesOf('Murong Yanzhao judges the eastern route hopeless', 2)).toEqual([
      'Murong Yanzhao judges the ',
      'eastern route hopeless',
    ]);
    expect(linesOf('Murong Yanzhao judges the eastern route hopeless', 3)).toEqual([
      'Murong Yanzhao ',
      'judges the eastern ',
      'route hopeless',
    ]);
    expect(linesOf('慕容延釗論東路', 2)).toEqual(['慕容延釗', '論東路']);
    expect(linesOf('abc', 2)).toEqual([]);
    expect(linesOf('one two', 3)).toEqual([]);
  });

  it('takes two lines where a title fits nowhere whole on one, selected or not', () => {
    // Marks 100 px apart on one row of a frame two lines high: a 160 px title fits no gap, its two 80 px lines do.
    const frame: Box = { x0: 0, x1: 400, y0: 46, y1: 74 };
    const marks = [mark(100, 60), mark(200, 60), mark(300, 60)];
    const text = 'aaaaaaa bbbbbbbb';
    for (const preferred of [null, 'a']) {
      const [label] = placeLabels([request('a', text, marks[1]!)], marks, frame, preferred);
      expect(label!.lines).toEqual(['aaaaaaa ', 'bbbbbbbb']);
      expect(label!.lines.join('')).toBe(text);
      noOverlaps([label!], marks);
    }
  });
});

describe('placeTimelineLabels in lanes and around bars', () => {
  const lanes = [
    { y0: 0, y1: 30 },
    { y0: 30, y1: 60 },
    { y0: 60, y1: 100 },
  ];
  const inside = (box: Box, lane: { y0: number; y1: number }) => box.y0 >= lane.y0 && box.y1 <= lane.y1;

  it('keeps every label inside its own lane, hiding one whose lane has no room', () => {
    // A mark in the middle lane whose neighbours block its row: above or below would cross into another lane.
    const marks = [mark(100, 45), mark(80, 45), mark(120, 45)];
    const placed = placeLabels([{ ...request('a', 'abc', marks[0]!), lane: lanes[1]! }], marks, frame);
    expect(placed).toEqual([]);
    const free = placeLabels(
      [{ ...request('b', 'abc', mark(100, 45)), lane: lanes[1]! }],
      [mark(100, 45)],
      frame,
    );
    expect(inside(free[0]!.box, lanes[1]!)).toBe(true);
  });

  it('never lays a label over a duration bar, its own or another', () => {
    const glyph = mark(100, 80);
    const bar: Box = { x0: 100, x1: 250, y0: 76, y1: 84 };
    const [label] = placeLabels([{ ...request('a', 'abcd', glyph), lane: lanes[2]! }], [glyph], frame, null, [
      bar,
    ]);
    expect(label).toBeDefined();
    expect(intersects(label!.box, bar)).toBe(false);
    expect(inside(label!.box, lanes[2]!)).toBe(true);
  });

  it('places the selected title whole in its lane, farther along with a leader, before leaving the lane', () => {
    const marks = [mark(100, 45), mark(80, 45), mark(120, 45)];
    const [label] = placeLabels([{ ...request('a', 'abc', marks[0]!), lane: lanes[1]! }], marks, frame, 'a');
    expect(label!.lines.join('')).toBe('abc');
    expect(inside(label!.box, lanes[1]!)).toBe(true);
    noOverlaps([label!], marks);
  });

  it('lays the selected title over a bar only where the plot has no clear spot, so it is still drawn whole', () => {
    const small: Box = { x0: 0, x1: 200, y0: 0, y1: 20 };
    const m = mark(20, 10, 4);
    const bar: Box = { x0: 24, x1: 200, y0: 6, y1: 14 };
    expect(placeLabels([request('a', 'abcdefghijklmn', m)], [m], small, null, [bar])).toEqual([]);
    const [label] = placeLabels([request('a', 'abcdefghijklmn', m)], [m], small, 'a', [bar]);
    expect(label!.text).toBe('abcdefghijklmn');
    noOverlaps([label!], [m]);
  });

  it('lets the selected title leave a lane too narrow to hold it, so it is still drawn whole', () => {
    const narrow = { y0: 40, y1: 50 };
    const m = mark(100, 45, 3);
    const [label] = placeLabels([{ ...request('a', 'abc', m), lane: narrow }], [m], frame, 'a');
    expect(label!.text).toBe('abc');
    noOverlaps([label!], [m]);
  });
});

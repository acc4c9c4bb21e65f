import { describe, expect, it } from 'vitest';
import type { Alignment } from '../model/alignmentSchema';
import { indexAlignment } from './alignmentIndex';
import { compareLayout, linkPath, trackXs } from './compareLayout';

const note = { zh: '注', en: 'note' };
const storyOrder = { left: ['a', 'b', 'c'], right: ['x', 'y'] };
const alignment: Alignment = {
  id: 'p',
  left: 'l',
  right: 'r',
  title: note,
  pairs: [{ left: ['a', 'b'], right: ['y'], note }],
  onlyLeft: [{ event: 'c', note }],
  onlyRight: [{ event: 'x', note }],
};

describe('trackXs(n, from, to)', () => {
  it('centres n marks in n equal slots', () => {
    expect(trackXs(4, 0, 100)).toEqual([12.5, 37.5, 62.5, 87.5]);
    expect(trackXs(0, 0, 100)).toEqual([]);
  });
});

describe('linkPath(x1, y1, x2, y2)', () => {
  it('bends vertically halfway between the tracks', () => {
    expect(linkPath(10, 20, 50, 80)).toBe('M10,20C10,50 50,50 50,80');
  });
});

describe('compareLayout(storyOrder, index, frame)', () => {
  const layout = compareLayout(storyOrder, indexAlignment(alignment, storyOrder), {
    width: 320,
    gap: 60,
    margin: 20,
  });

  it('puts the left account on the upper track and the right on the lower, each in its story order', () => {
    expect(layout.marks.map((m) => [m.side, m.id, m.x, m.y, m.pair])).toEqual([
      ['left', 'a', 66.667, 20, 0],
      ['left', 'b', 160, 20, 0],
      ['left', 'c', 253.333, 20, null],
      ['right', 'x', 90, 80, null],
      ['right', 'y', 230, 80, 0],
    ]);
    expect(layout.height).toBe(100);
  });

  it('draws one link for every left × right combination of a pair', () => {
    expect(layout.links.map((l) => `${l.left}|${l.right}`)).toEqual(['a|y', 'b|y']);
    expect(layout.links[0]!.d).toBe('M66.667,20C66.667,50 230,50 230,80');
  });
});

import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { consequencesOf, focusLinks, labelWidth, laneHeight, linkPath, markY } from './timelineGeometry';

const frame = { width: 500, height: 220, left: 100, right: 10, top: 20, bottom: 20 };

describe('laneHeight(frame, lanes) and markY(frame, mark, laneH, maxStack)', () => {
  it('shares the plot height between lanes and centres a lone mark in its lane', () => {
    expect(laneHeight(frame, 2)).toBe(90);
    expect(markY(frame, { id: 'a', x: 1, x2: 1, lane: 1, stack: 0 }, 90, 0)).toBe(155);
  });
  it('spreads stacked marks around the lane centre', () => {
    const ys = [0, 1].map((stack) => markY(frame, { id: 'a', x: 1, x2: 1, lane: 0, stack }, 90, 1));
    expect(ys).toEqual([58, 72]);
  });
});

describe('labelWidth(label, fontSize)', () => {
  it('counts CJK glyphs as one em and Latin letters as 0.6 em', () => {
    expect(labelWidth('东门', 12)).toBe(24);
    expect(labelWidth('ab', 10)).toBe(12);
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

import { describe, expect, it } from 'vitest';
import { farTab, pinnedTabSpots, tabSize, towards } from './farTab';

describe('tabSize(textWidth, size) and farTab(box, outward, size)', () => {
  it('makes room for the name, its padding and the chevron', () => {
    const { width, height } = tabSize(20, 10);
    expect(width).toBeCloseTo(34);
    expect(height).toBeCloseTo(15.6);
  });

  it('puts the chevron after the name for a place to the south, pointing down, and the name before it', () => {
    const tab = farTab({ x0: 0, y0: 0, x1: 34, y1: 15.6 }, [0, 1], 10);
    expect(tab.text).toEqual({ x: 13, y: 12.4 });
    // Two strokes from above either side down to the tip, below the box's middle.
    expect(tab.chevron).toBe('M24,6L27,10L30,6');
  });

  it('puts it before the name for a place to the west, pointing left', () => {
    const tab = farTab({ x0: 0, y0: 0, x1: 34, y1: 15.6 }, [-1, 0], 10);
    expect(tab.text.x).toBe(21);
    expect(tab.chevron).toBe('M8.8,4.8L4.8,7.8L8.8,10.8');
  });
});

describe('pinnedTabSpots(point, frame, width, height, inset)', () => {
  const frame = { x0: 0, y0: 0, x1: 100, y1: 60 };
  it('stands where the line from the middle to the place leaves the frame, the whole tab inside', () => {
    const [first] = pinnedTabSpots([50, 200], frame, 20, 8, 1);
    expect(first).toEqual([50, 55]);
    const [west] = pinnedTabSpots([-300, 30], frame, 20, 8, 1);
    expect(west).toEqual([11, 30]);
  });

  it('slides along that edge either way for the next, never past a corner', () => {
    const spots = pinnedTabSpots([50, 200], frame, 20, 8);
    expect(spots[1]).toEqual([71, 56]);
    expect(spots[2]).toEqual([29, 56]);
    for (const [x, y] of spots) {
      expect(x - 10).toBeGreaterThanOrEqual(0);
      expect(x + 10).toBeLessThanOrEqual(100);
      expect(y).toBe(56);
    }
    // Upright edges slide the tab up and down.
    const east = pinnedTabSpots([400, 30], frame, 20, 8);
    expect(east.every(([x]) => x === 90)).toBe(true);
  });

  it('finds no spot in a frame smaller than the tab', () => {
    expect(pinnedTabSpots([50, 200], { x0: 0, y0: 0, x1: 10, y1: 10 }, 20, 8)).toEqual([]);
  });
});

describe('towards(box, point)', () => {
  it('points from the middle of a tab to its place', () => {
    expect(towards({ x0: 0, y0: 0, x1: 10, y1: 10 }, [5, 105])).toEqual([0, 1]);
  });
});

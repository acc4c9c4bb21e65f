import { describe, expect, it } from 'vitest';
import { farTab, tabSize } from './farTab';

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

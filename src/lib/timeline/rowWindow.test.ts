import { describe, expect, it } from 'vitest';
import { DRAW_ALL_UP_TO, rowWindow, scrollToRow } from './rowWindow';

describe('rowWindow', () => {
  it('draws a short list whole', () => {
    expect(rowWindow(DRAW_ALL_UP_TO, 24, 500, 300)).toEqual({
      start: 0,
      end: DRAW_ALL_UP_TO,
      before: 0,
      after: 0,
    });
  });

  it('draws the rows in view and the overscan, and keeps the full height', () => {
    const w = rowWindow(100_000, 24, 24 * 5000, 480, 10);
    expect(w.start).toBe(4990);
    expect(w.end).toBe(5000 + 21 + 10);
    expect(w.before + (w.end - w.start) * 24 + w.after).toBe(100_000 * 24);
  });

  it('stays inside the list at both ends and for odd scroll values', () => {
    expect(rowWindow(1000, 24, -50, 480, 5)).toMatchObject({ start: 0, before: 0 });
    const end = rowWindow(1000, 24, 24 * 2000, 480, 5);
    expect(end.end).toBe(1000);
    expect(end.after).toBe(0);
    expect(end.start).toBeLessThan(end.end);
    expect(rowWindow(1000, 24, Number.NaN, 480)).toMatchObject({ start: 0, end: 1000 });
  });
});

describe('scrollToRow', () => {
  it('keeps the position when the row is in view', () => {
    expect(scrollToRow(10, 20, 100, 400)).toBe(100);
  });
  it('scrolls up to a row above and down to a row below, under the sticky header', () => {
    expect(scrollToRow(2, 20, 100, 400)).toBe(40);
    expect(scrollToRow(50, 20, 0, 400, 30)).toBe(50 * 20 + 20 - 370);
  });
});

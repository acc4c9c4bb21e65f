import { describe, expect, it } from 'vitest';
import { STRIP_MARKS, stripWindow } from './stripWindow';

describe('stripWindow', () => {
  it('draws every step of a chapter-sized deck', () => {
    expect(stripWindow(38, 10)).toEqual({ start: 0, end: 38, before: 0, after: 0 });
    expect(stripWindow(STRIP_MARKS, 0)).toEqual({ start: 0, end: STRIP_MARKS, before: 0, after: 0 });
  });

  it('centres a book-sized deck on the current step, within its ends', () => {
    expect(stripWindow(100_000, 50_000)).toEqual({
      start: 49_980,
      end: 50_020,
      before: 49_980,
      after: 49_980,
    });
    expect(stripWindow(100_000, -1)).toMatchObject({ start: 0, end: STRIP_MARKS, before: 0 });
    expect(stripWindow(100_000, 99_999)).toMatchObject({
      end: 100_000,
      after: 0,
      start: 100_000 - STRIP_MARKS,
    });
  });
});

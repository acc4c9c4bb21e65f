import { describe, expect, it } from 'vitest';
import { EVENTS_PER_PART, drawsEveryEvent, handoutPart } from './parts';

describe('handoutPart', () => {
  it('keeps a chapter in one part', () => {
    expect(handoutPart(35, 0)).toEqual({ part: 0, parts: 1, start: 0, end: 35 });
    expect(handoutPart(0, 0)).toEqual({ part: 0, parts: 1, start: 0, end: 0 });
  });
  it('cuts a book into parts and clamps a part asked for out of range', () => {
    expect(handoutPart(100_000, 3)).toEqual({ part: 3, parts: 500, start: 600, end: 800 });
    expect(handoutPart(100_000, 900)).toMatchObject({ part: 499, start: 99_800, end: 100_000 });
    expect(handoutPart(450, -2)).toMatchObject({ part: 0, parts: 3, end: EVENTS_PER_PART });
    expect(handoutPart(450, Number.NaN)).toMatchObject({ part: 0 });
  });
  it('draws maps and figure whole for a chapter, not for a book', () => {
    expect(drawsEveryEvent(38)).toBe(true);
    expect(drawsEveryEvent(100_000)).toBe(false);
  });
});

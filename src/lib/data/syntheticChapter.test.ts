import { describe, expect, it } from 'vitest';
import { anchorQuote } from './anchor';
import { syntheticChapter } from './syntheticChapter';
import { forceMismatches } from '../story/forceStates';

describe('syntheticChapter(n)', () => {
  const chapter = syntheticChapter(300);
  it('is the same chapter every time', () => {
    expect(JSON.stringify(syntheticChapter(300))).toBe(JSON.stringify(chapter));
  });
  it('has n events whose offsets are their unique quotes', () => {
    expect(chapter.events).toHaveLength(300);
    for (const event of chapter.events) {
      expect(chapter.text.slice(event.start, event.end)).toBe(event.anchor.exact);
      expect(anchorQuote(chapter.text, event.anchor)).toEqual({ status: 'found', start: event.start, end: event.end });
    }
  });
  it('keeps every cause earlier in story order', () => {
    const order = new Map(chapter.events.map((e) => [e.id, e.storyOrder]));
    for (const e of chapter.events) for (const c of e.causes) expect(order.get(c)!).toBeLessThan(e.storyOrder);
  });
  it('has forces that march with its events, each from where it stands', () => {
    const forces = chapter.meta.forces ?? [];
    expect(forces.length).toBe(6);
    const moves = chapter.events.flatMap((e) => e.movements);
    expect(moves.length).toBeGreaterThan(100);
    expect(moves.every((m) => m.who.every((w) => forces.some((f) => f.id === w)))).toBe(true);
    expect(forceMismatches(forces, chapter.events)).toEqual([]);
  });
});

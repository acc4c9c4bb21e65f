import { describe, expect, it } from 'vitest';
import { decodeHash, defaultViewState, encodeHash } from './urlState';

describe('encodeHash(state) / decodeHash(hash)', () => {
  it('encodes the chapter and the event as a path, the rest as parameters', () => {
    const state = {
      ...defaultViewState(),
      chapterId: 'miyun',
      eventId: 'han-take-wall',
      order: 'text' as const,
      mode: 'present' as const,
    };
    expect(encodeHash(state)).toBe('#/miyun/han-take-wall?order=text&mode=present');
    expect(decodeHash(encodeHash(state))).toEqual(state);
  });

  it('names the storylines chart with chart=storylines, and leaves the timeline unsaid', () => {
    const state = { ...defaultViewState(), chapterId: 'miyun', chart: 'storylines' as const };
    expect(encodeHash(state)).toBe('#/miyun?chart=storylines');
    expect(decodeHash('#/miyun?chart=storylines')).toEqual(state);
    expect(decodeHash('#/miyun?chart=pie').chart).toBe('timeline');
  });

  it('round-trips filters and a Chinese search query', () => {
    const state = {
      ...defaultViewState(),
      chapterId: 'yanjing',
      lanes: 'type' as const,
      filters: { types: ['rout', 'pursuit'], factions: ['liao'], people: [], query: '城门 开' },
    };
    expect(decodeHash(encodeHash(state))).toEqual(state);
  });

  it('reads a bare or empty hash as the chapter list', () => {
    expect(decodeHash('')).toEqual(defaultViewState());
    expect(decodeHash('#/')).toEqual(defaultViewState());
    expect(encodeHash(defaultViewState())).toBe('#/');
  });

  it('reads the handout mode', () => {
    expect(decodeHash('#/yanjing?mode=handout').mode).toBe('handout');
  });

  it('ignores unknown values instead of failing', () => {
    const state = decodeHash('#/beijing?order=sideways&lanes=x&mode=y');
    expect(state).toMatchObject({ chapterId: 'beijing', order: 'story', lanes: 'faction', mode: 'explore' });
  });
});

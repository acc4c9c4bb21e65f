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

  it('names the handout variant with handout=worksheet|teacher, and leaves the plain handout unsaid', () => {
    const state = {
      ...defaultViewState(),
      chapterId: 'miyun',
      mode: 'handout' as const,
      handout: 'worksheet' as const,
    };
    expect(encodeHash(state)).toBe('#/miyun?mode=handout&handout=worksheet');
    expect(decodeHash('#/miyun?mode=handout&handout=worksheet')).toEqual(state);
    expect(decodeHash('#/miyun?mode=handout&handout=teacher').handout).toBe('teacher');
    expect(decodeHash('#/miyun?mode=handout&handout=quiz').handout).toBe('plain');
    expect(encodeHash({ ...state, handout: 'plain' })).toBe('#/miyun?mode=handout');
  });

  it('keeps the handout step list as steps=, in the handout only', () => {
    const state = {
      ...defaultViewState(),
      chapterId: 'yanjing',
      mode: 'handout' as const,
      handout: 'worksheet' as const,
      steps: '1-5,9',
    };
    expect(encodeHash(state)).toBe('#/yanjing?mode=handout&handout=worksheet&steps=1-5,9');
    expect(decodeHash('#/yanjing?mode=handout&handout=worksheet&steps=1-5,9')).toEqual(state);
    expect(decodeHash('#/yanjing?mode=handout&steps=3%2C4').steps).toBe('3,4');
    expect(decodeHash('#/yanjing?steps=1-5').steps).toBe('');
    expect(encodeHash({ ...state, mode: 'explore' })).toBe('#/yanjing?handout=worksheet');
  });
  it('drops a step list that is not digits, commas and dashes (lib/handout/stepList.ts reads the rest)', () => {
    for (const bad of ['<b>', '1;2', 'all', '1-5,x', '9'.repeat(401)])
      expect(decodeHash(`#/yanjing?mode=handout&steps=${encodeURIComponent(bad)}`).steps).toBe('');
    expect(decodeHash('#/yanjing?mode=handout&steps=%E0%A4%A').steps).toBe('');
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

  it('names a deck slide that is not a step with slide=, and a step by its event as before', () => {
    const deck = { ...defaultViewState(), chapterId: 'miyun', mode: 'present' as const };
    for (const slide of ['title', 'overview', 'phase-breach', 'end']) {
      const state = { ...deck, slide };
      expect(encodeHash(state)).toBe(`#/miyun?mode=present&slide=${slide}`);
      expect(decodeHash(encodeHash(state))).toEqual(state);
    }
    expect(decodeHash('#/miyun/han-take-wall?mode=present')).toEqual({ ...deck, eventId: 'han-take-wall' });
    expect(decodeHash('#/miyun?mode=present').slide).toBeNull();
  });

  it('keeps slide= and reveal=1 to a deck, and lets the event win over a slide', () => {
    expect(decodeHash('#/miyun?slide=title').slide).toBeNull();
    expect(decodeHash('#/miyun?reveal=1').reveal).toBe(false);
    expect(decodeHash('#/miyun/han-take-wall?mode=present&slide=end').slide).toBeNull();
    expect(decodeHash('#/miyun?mode=present&slide=sideways').slide).toBeNull();
    const presenter = decodeHash('#/miyun?mode=presenter&slide=overview&reveal=1');
    expect(presenter).toMatchObject({ mode: 'presenter', slide: 'overview', reveal: true });
    expect(encodeHash({ ...presenter, mode: 'explore' })).toBe('#/miyun');
  });

  it('ignores unknown values instead of failing', () => {
    const state = decodeHash('#/beijing?order=sideways&lanes=x&mode=y');
    expect(state).toMatchObject({ chapterId: 'beijing', order: 'story', lanes: 'faction', mode: 'explore' });
  });
});

describe('decodeHash(hash) with malformed escapes', () => {
  it.each([
    ['#/miyun/%', { chapterId: 'miyun', eventId: null }],
    ['#/miyun/%E0%A4%A', { chapterId: 'miyun', eventId: null }],
    ['#/%E0%A4%A/han-take-wall', { chapterId: null, eventId: null }],
    ['#/%', { chapterId: null, eventId: null }],
  ])('reads %s without throwing, the bad part as absent', (hash, expected) => {
    expect(decodeHash(hash)).toEqual({ ...defaultViewState(), ...expected });
  });

  it('drops a parameter whose escape is malformed and keeps the others', () => {
    const state = decodeHash('#/miyun?q=%E0%A4%A&types=rout,%&order=text');
    expect(state.filters).toEqual({ types: [], factions: [], people: [], query: '' });
    expect(state.order).toBe('text');
  });

  it('still decodes a well-formed escape in a part and in the search', () => {
    const state = decodeHash(`#/${encodeURIComponent('城')}?q=${encodeURIComponent('开 门')}`);
    expect(state).toMatchObject({ chapterId: '城', filters: { query: '开 门' } });
  });
});

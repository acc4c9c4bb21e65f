import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../model/types';
import { eventsAtStep, formGaps, recordToSave, suggestedFirst } from './eventFormChecks';

const draft = (over: Partial<EventRecord> = {}): EventRecord => ({
  id: 'event-1',
  type: 'fire',
  title: { zh: '翠云楼火起', en: 'The tower burns' },
  summary: { en: 'Fire on the tower.', zh: '翠云楼上火起。' },
  actors: [],
  factions: ['liangshan'],
  places: [],
  movements: [],
  effects: [],
  numbers: [],
  causes: [],
  storyOrder: 3,
  anchor: { exact: '翠云楼上火起' },
  ...over,
});

describe('formGaps(draft)', () => {
  it('asks for a side when none is ticked', () => {
    expect(formGaps(draft({ factions: [] }))).toEqual(['factions']);
  });

  it('is content with a title and a summary in one language, either one', () => {
    expect(formGaps(draft({ title: { zh: '火起', en: '' }, summary: { en: ' ', zh: '火起。' } }))).toEqual(
      [],
    );
    expect(formGaps(draft({ title: { zh: '', en: 'Fire' }, summary: { en: 'Fire.', zh: '' } }))).toEqual([]);
  });

  it('asks for a title and a summary blank in both languages, spaces counting as blank', () => {
    expect(formGaps(draft({ title: { zh: ' ', en: '' }, summary: { en: '', zh: '\u3000' } }))).toEqual([
      'title',
      'summary',
    ]);
  });
});

describe('recordToSave(draft)', () => {
  it('leaves out a blank language of the title and summary, the other kept as typed', () => {
    const saved = recordToSave(
      draft({ title: { zh: '火起 ', en: '  ' }, summary: { en: '', zh: '火起。' } }),
    );
    expect(saved.title).toEqual({ zh: '火起 ' });
    expect(saved.summary).toEqual({ zh: '火起。' });
  });

  it('keeps the summary’s key order (en first), as records are written back', () => {
    expect(Object.keys(recordToSave(draft()).summary)).toEqual(['en', 'zh']);
    expect(Object.keys(recordToSave(draft()).title)).toEqual(['zh', 'en']);
  });

  it('drops an empty last step and phase, and never changes the draft it is given', () => {
    const given = draft({ storyEnd: 0, phase: '' });
    const saved = recordToSave({ ...given, title: { zh: '火', en: '' } });
    expect('storyEnd' in saved).toBe(false);
    expect('phase' in saved).toBe(false);
    expect(given.storyEnd).toBe(0);
    expect(given.title.en).toBe('The tower burns');
  });
});

describe('eventsAtStep(events, step, except)', () => {
  const events = [
    { id: 'a', storyOrder: 1 },
    { id: 'b', storyOrder: 2, storyEnd: 4 },
    { id: 'c', storyOrder: 3 },
  ];

  it('lists the events that cover the step, lasting ones included', () => {
    expect(eventsAtStep(events, 3, null).map((e) => e.id)).toEqual(['b', 'c']);
  });

  it('finds no one past the last step, and leaves out the event being edited', () => {
    expect(eventsAtStep(events, 5, null)).toEqual([]);
    expect(eventsAtStep(events, 1, 'a')).toEqual([]);
  });
});

describe('suggestedFirst(options, suggested)', () => {
  it('puts the suggested choices first, each group keeping its order', () => {
    const options = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(suggestedFirst(options, new Set(['d', 'b'])).map((o) => o.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

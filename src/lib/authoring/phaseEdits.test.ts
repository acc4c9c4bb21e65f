import { describe, expect, it } from 'vitest';
import { eventRecord } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { phaseOf, phaseSpan, stepChoices, withPhase, withoutPhase } from './phaseEdits';

const chapter = miniChapter();
const { meta } = chapter;
const events = chapter.events.map(eventRecord);
const phaseOfEach = (list: { id: string; phase?: string }[]) => list.map((e) => [e.id, e.phase ?? null]);

describe('phaseSpan(events, id)', () => {
  it('gives the first and last step of the phase’s events, or null for a phase with none', () => {
    expect(phaseSpan(events, 'breach')).toEqual({ from: 1, to: 2 });
    expect(phaseSpan(events, 'rout')).toBeNull();
  });
});

describe('phaseOf(meta, fields)', () => {
  it('takes a new id from the English name, else a counter, and keeps an edited phase’s id', () => {
    expect(phaseOf(meta, { id: null, name: '溃败', en: 'The rout' })).toEqual({
      id: 'the-rout',
      name: '溃败',
      en: 'The rout',
    });
    expect(phaseOf(meta, { id: null, name: '溃败', en: '' })).toEqual({
      id: 'phase-1',
      name: '溃败',
      en: '溃败',
    });
    expect(phaseOf(meta, { id: 'breach', name: '破', en: 'Breach' }).id).toBe('breach');
  });
});

describe('withPhase(meta, events, phase, from, to)', () => {
  it('puts the events of the steps in the phase, and takes them from the phase they were in', () => {
    const rout = { id: 'rout', name: '溃败', en: 'Rout' };
    const next = withPhase(meta, events, rout, 2, 3);
    expect(phaseOfEach(next.events)).toEqual([
      ['liao-assault', 'breach'],
      ['liao-take-wall', 'rout'],
      ['song-rout', 'rout'],
    ]);
    expect(next.phases.map((p) => p.id)).toEqual(['breach', 'rout']);
  });

  it('narrowing a phase leaves the steps it gave up in no phase', () => {
    const next = withPhase(meta, events, meta.phases[0]!, 2, 2);
    expect(phaseOfEach(next.events)).toEqual([
      ['liao-assault', null],
      ['liao-take-wall', 'breach'],
      ['song-rout', null],
    ]);
    expect(next.events[0]).not.toHaveProperty('phase');
  });

  it('keeps the phases in the order of their first steps, as the deck reaches them', () => {
    const first = { id: 'muster', name: '集结', en: 'Muster' };
    const next = withPhase(meta, events, first, 1, 1);
    const later = withPhase(next, next.events, meta.phases[0]!, 2, 3);
    expect(later.phases.map((p) => p.id)).toEqual(['muster', 'breach']);
    const swapped = withPhase(later, later.events, first, 3, 3);
    expect(swapped.phases.map((p) => p.id)).toEqual(['breach', 'muster']);
  });

  it('takes the steps in either order', () => {
    const a = withPhase(meta, events, meta.phases[0]!, 3, 1);
    expect(phaseOfEach(a.events).every(([, p]) => p === 'breach')).toBe(true);
  });
});

describe('withoutPhase(meta, events, id)', () => {
  it('removes the phase and leaves its events in none', () => {
    const next = withoutPhase(meta, events, 'breach');
    expect(next.phases).toEqual([]);
    expect(next.events.every((e) => !('phase' in e))).toBe(true);
  });
});

describe('stepChoices(events)', () => {
  it("lists each step once, with its first event's title in either language, in step order", () => {
    expect(
      stepChoices([
        { storyOrder: 2, title: { zh: '乙' } },
        { storyOrder: 1, title: { en: 'First' } },
        { storyOrder: 2, title: { zh: '丙', en: 'Third' } },
      ]),
    ).toEqual([
      [1, 'First'],
      [2, '乙'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import type { ChapterEvent } from '../model/types';
import { eventsByPlace, otherSide, placeStatesAt, placesInvolved } from './placeStates';

const chapter = miniChapter();

describe('placeStatesAt(city, events, upTo)', () => {
  it("starts from the map's initial states", () => {
    const states = placeStatesAt(chapter.city, chapter.events, -1);
    expect(states.get('gate-south')).toEqual({ state: 'closed', by: 'song' });
    expect(states.get('wall-south')).toEqual({ state: 'held', by: 'song' });
  });

  it('opens the gate and hands the wall over at the event that does it, and keeps them so after', () => {
    const taken = chapter.events.findIndex((e) => e.id === 'liao-take-wall');
    for (const step of [taken, chapter.events.length - 1]) {
      const states = placeStatesAt(chapter.city, chapter.events, step);
      expect(states.get('gate-south')).toEqual({ state: 'open', by: 'liao', eventId: 'liao-take-wall' });
      expect(states.get('wall-south')?.by).toBe('liao');
    }
  });

  it('undoes later effects when stepping back', () => {
    const states = placeStatesAt(chapter.city, chapter.events, 0);
    expect(states.get('gate-south')?.state).toBe('closed');
  });

  it('leaves a place without an initial state or effect unset', () => {
    expect(placeStatesAt(chapter.city, chapter.events, 2).has('camp-outside')).toBe(false);
  });
});

describe('placeStatesAt(city, events, upTo) on a contested place', () => {
  const base = chapter.events.find((e) => e.id === 'liao-take-wall')!;
  const contest = (factions: string[], by?: string): ChapterEvent => ({
    ...base,
    id: 'wall-fight',
    factions,
    effects: [{ place: 'wall-south', state: 'contested', ...(by ? { by } : {}) }],
  });

  it('names both sides: the one the record gives and the other from the event', () => {
    const states = placeStatesAt(chapter.city, [contest(['song', 'liao'], 'liao')], 0);
    expect(states.get('wall-south')).toEqual({
      state: 'contested',
      by: 'liao',
      against: 'song',
      eventId: 'wall-fight',
    });
  });

  it('keeps one side where the event names no other, and no other side on a state that is not contested', () => {
    expect(placeStatesAt(chapter.city, [contest(['liao'], 'liao')], 0).get('wall-south')?.against).toBe(
      undefined,
    );
    expect(
      placeStatesAt(chapter.city, chapter.events, chapter.events.length - 1).get('wall-south'),
    ).not.toHaveProperty('against');
  });
});

describe('otherSide(factions, by)', () => {
  it.each([
    [['han', 'liao'], 'han', 'liao'],
    [['han', 'liao'], 'liao', 'han'],
    [['han', 'liao', 'song'], 'liao', 'han'],
    [['han', 'liao'], undefined, 'liao'],
    [['han'], 'han', undefined],
  ] as const)('otherSide(%j, %s) is %s', (factions, by, expected) => {
    expect(otherSide(factions, by)).toBe(expected);
  });
});

describe('eventsByPlace(events) and placesInvolved(event)', () => {
  it('lists the events at each place in story order, movements and effects included', () => {
    const byPlace = eventsByPlace(chapter.events);
    expect(byPlace.get('camp-outside')).toEqual(['liao-assault', 'liao-take-wall']);
    expect(byPlace.get('gate-south')).toEqual(['liao-take-wall']);
  });

  it('is made once per events array: a cleared filter gives the chapter’s own array, and its map, back', () => {
    expect(eventsByPlace(chapter.events)).toBe(eventsByPlace(chapter.events));
    expect(eventsByPlace([...chapter.events])).not.toBe(eventsByPlace(chapter.events));
  });

  it('collects named, moved-through and changed places', () => {
    const event = chapter.events.find((e) => e.id === 'liao-take-wall')!;
    expect([...placesInvolved(event)].sort()).toEqual(['camp-outside', 'gate-south', 'wall-south']);
  });
});

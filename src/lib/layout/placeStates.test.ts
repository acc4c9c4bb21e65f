import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { eventsByPlace, placeStatesAt, placesInvolved } from './placeStates';

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

describe('eventsByPlace(events) and placesInvolved(event)', () => {
  it('lists the events at each place in story order, movements and effects included', () => {
    const byPlace = eventsByPlace(chapter.events);
    expect(byPlace.get('camp-outside')).toEqual(['liao-assault', 'liao-take-wall']);
    expect(byPlace.get('gate-south')).toEqual(['liao-take-wall']);
  });

  it('collects named, moved-through and changed places', () => {
    const event = chapter.events.find((e) => e.id === 'liao-take-wall')!;
    expect([...placesInvolved(event)].sort()).toEqual(['camp-outside', 'gate-south', 'wall-south']);
  });
});

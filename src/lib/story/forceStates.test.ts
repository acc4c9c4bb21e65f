import { describe, expect, it } from 'vitest';
import type { ChapterEvent, Force } from '../model/types';
import { fanOut, forceMismatches, forceMovesUpTo, forceStatesAt } from './forceStates';

const force = (id: string, start: string): Force => ({
  id,
  name: id,
  en: id,
  faction: 'liao',
  start,
  evidence: { basis: 'text', note: 'test' },
});

const event = (
  id: string,
  movements: ChapterEvent['movements'],
  forceChanges?: ChapterEvent['forceChanges'],
) => ({ id, movements, ...(forceChanges ? { forceChanges } : {}) }) as ChapterEvent;

const forces = [force('riders', 'camp'), force('garrison', 'wall')];
const events = [
  event('ride-to-gate', [{ from: 'camp', to: 'gate', via: ['bridge'], who: ['riders'] }]),
  event(
    'sally',
    [{ from: 'wall', to: 'gate', who: ['garrison', 'liao'] }],
    [{ force: 'garrison', condition: 'engaged' }],
  ),
  event(
    'rout',
    [{ from: 'gate', to: 'river', who: ['riders', 'garrison'] }],
    [{ force: 'riders', condition: 'routed' }],
  ),
];

describe('forceStatesAt(forces, events, upTo)', () => {
  it('puts every force at its start before the first event, intact', () => {
    const states = forceStatesAt(forces, events, -1);
    expect(states.get('riders')).toEqual({ at: 'camp', condition: 'intact' });
    expect(states.get('garrison')).toEqual({ at: 'wall', condition: 'intact' });
  });

  it('moves each force named by a movement, and only those', () => {
    const states = forceStatesAt(forces, events, 0);
    expect(states.get('riders')).toEqual({ at: 'gate', condition: 'intact', eventId: 'ride-to-gate' });
    expect(states.get('garrison')?.at).toBe('wall');
  });

  it('moves several forces together and changes conditions; a faction mover is not tracked', () => {
    const states = forceStatesAt(forces, events, 2);
    expect(states.get('riders')).toEqual({ at: 'river', condition: 'routed', eventId: 'rout' });
    expect(states.get('garrison')).toEqual({ at: 'river', condition: 'engaged', eventId: 'rout' });
    expect(states.has('liao')).toBe(false);
  });

  it('stepping back undoes later moves', () => {
    expect(forceStatesAt(forces, events, 1).get('riders')?.at).toBe('gate');
  });
});

describe('forceMovesUpTo(forces, events, upTo)', () => {
  it('lists each force’s moves with their paths, in story order', () => {
    expect(forceMovesUpTo(forces, events, 1)).toEqual([
      { force: 'riders', eventId: 'ride-to-gate', storyIndex: 0, path: ['camp', 'bridge', 'gate'] },
      { force: 'garrison', eventId: 'sally', storyIndex: 1, path: ['wall', 'gate'] },
    ]);
  });
});

describe('forceMismatches(forces, events)', () => {
  it('finds a force set out from a place it is not at', () => {
    const wrong = [...events, event('ghost', [{ from: 'camp', to: 'hill', who: ['riders'] }])];
    expect(forceMismatches(forces, events)).toEqual([]);
    expect(forceMismatches(forces, wrong)).toEqual([
      { eventId: 'ghost', eventIndex: 3, movementIndex: 0, force: 'riders', from: 'camp', at: 'river' },
    ]);
  });
});

describe('fanOut(count, spacing)', () => {
  it('gives count offsets no two of which are closer than spacing', () => {
    for (const count of [1, 2, 3, 7, 8, 20]) {
      const offsets = fanOut(count, 4);
      expect(offsets).toHaveLength(count);
      for (let i = 0; i < count; i++)
        for (let j = i + 1; j < count; j++) {
          const [a, b] = [offsets[i]!, offsets[j]!];
          expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThanOrEqual(4 - 0.01);
        }
    }
    expect(fanOut(1, 4)).toEqual([[0, 0]]);
    expect(fanOut(0, 4)).toEqual([]);
  });
});

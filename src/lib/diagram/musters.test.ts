import { describe, expect, it } from 'vitest';
import { musterLabel, musters, stepForces } from './musters';
import type { ChapterEvent, Force } from '../model/types';
import type { ForceState } from '../story/forceStates';

const force = (id: string, faction: string, leader?: string): Force => ({
  id,
  name: id,
  en: id,
  faction,
  start: 'camp',
  evidence: { basis: 'text', note: 'test' },
  ...(leader ? { leader } : {}),
});

const forces = [
  force('main', 'shu', 'kongming'),
  force('ma', 'shu', 'masu'),
  force('wang', 'shu'),
  force('gao', 'shu'),
  force('sima', 'wei'),
  force('zhang', 'wei'),
];

const at = (place: string, condition: ForceState['condition'] = 'intact', eventId?: string): ForceState => ({
  at: place,
  condition,
  ...(eventId ? { eventId } : {}),
});

const event = (change: Partial<ChapterEvent>): ChapterEvent =>
  ({
    id: 'e1',
    actors: [],
    places: [],
    movements: [],
    forceChanges: [],
    ...change,
  }) as unknown as ChapterEvent;

describe('musters(forces, states, inStep)', () => {
  it('folds the idle forces of one side, condition and place under the first one’s banner', () => {
    const states = new Map([
      ['main', at('qishan')],
      ['ma', at('qishan')],
      ['wang', at('qishan')],
      ['gao', at('lieliu')],
      ['sima', at('changan')],
      ['zhang', at('changan', 'routed')],
    ]);
    const { folded, members } = musters(forces, states, new Set());
    expect([...folded]).toEqual([
      ['ma', 'main'],
      ['wang', 'main'],
    ]);
    expect([...members]).toEqual([['main', ['ma', 'wang']]]);
  });

  it('leaves a force the step is about standing alone, and the next idle one leads the rest', () => {
    const states = new Map(forces.map((f) => [f.id, at('qishan')]));
    const { folded, members } = musters(forces, states, new Set(['main']));
    expect(folded.has('main')).toBe(false);
    expect(members.get('ma')).toEqual(['wang', 'gao']);
    // The two sides never share a banner.
    expect(members.get('sima')).toEqual(['zhang']);
  });
});

describe('stepForces(event, forces, states, walking)', () => {
  const states = new Map(forces.map((f) => [f.id, at('qishan')]));
  it('takes the movers, the changed, the walking and those changed by the event', () => {
    const moved = event({
      movements: [{ who: ['ma'], from: 'qishan', to: 'jieting' }] as ChapterEvent['movements'],
      forceChanges: [{ force: 'zhang', condition: 'routed' }] as ChapterEvent['forceChanges'],
    });
    const changed = new Map(states).set('gao', at('lieliu', 'intact', 'e1'));
    expect(stepForces(moved, forces, changed, new Map([['sima', 0.5]]))).toEqual(
      new Set(['sima', 'ma', 'zhang', 'gao']),
    );
  });
  it('takes the forces its actors lead only where it happens', () => {
    const there = event({ actors: ['kongming', 'masu'], places: ['qishan'] });
    expect(stepForces(there, forces, states, new Map())).toEqual(new Set(['main', 'ma']));
    const elsewhere = event({ actors: ['kongming'], places: ['xicheng'] });
    expect(stepForces(elsewhere, forces, states, new Map())).toEqual(new Set());
    expect(stepForces(null, forces, states, new Map())).toEqual(new Set());
  });
});

describe('musterLabel(name, more)', () => {
  it('says how many more stand under the banner', () => {
    expect(musterLabel('大军', 3)).toBe('大军 +3');
    expect(musterLabel('大军', 0)).toBe('大军');
  });
});

import { describe, expect, it } from 'vitest';
import { forcesInvolved, involvedFirst } from './stepForces';

const states = new Map([
  ['a', 'gate'],
  ['b', 'camp'],
  ['c', 'wall'],
  ['d', 'river'],
]);
const step = {
  movements: [{ who: ['c'], from: 'camp', to: 'wall' }],
  forceChanges: [{ force: 'd', condition: 'routed' as const }],
};

describe('forcesInvolved(event)', () => {
  it('holds the forces that move and those whose condition changes', () => {
    expect([...forcesInvolved(step)].sort()).toEqual(['c', 'd']);
    expect(forcesInvolved({ movements: [] }).size).toBe(0);
  });
});

describe('involvedFirst(states, event)', () => {
  it('puts the step’s forces first, each group in the chapter’s order', () => {
    expect(involvedFirst(states, step).map(([id]) => id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('keeps every force and its state', () => {
    expect(new Map(involvedFirst(states, step))).toEqual(states);
  });

  it('keeps the chapter’s order when the step involves no force', () => {
    expect(involvedFirst(states, { movements: [] }).map(([id]) => id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

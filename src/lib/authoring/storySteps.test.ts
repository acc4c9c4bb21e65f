import { describe, expect, it } from 'vitest';
import { closeSteps, openStep, withInserted, withRemoved } from './storySteps';

type E = { id: string; storyOrder: number; storyEnd?: number };
const e = (id: string, storyOrder: number, storyEnd?: number): E =>
  storyEnd === undefined ? { id, storyOrder } : { id, storyOrder, storyEnd };
/** Each event as id@step, or id@first-last for one that lasts. */
const steps = (events: readonly E[]) =>
  events.map((x) => `${x.id}@${x.storyOrder}${x.storyEnd === undefined ? '' : `-${x.storyEnd}`}`);

// a at 1, b and c at once at 2, d lasting 3–4, f at 4 (during d), g at 5.
const story = [e('a', 1), e('b', 2), e('c', 2), e('d', 3, 4), e('f', 4), e('g', 5)];

describe('openStep(events, step)', () => {
  it('moves every event at the step and later one on, those sharing a step together', () => {
    expect(steps(openStep(story, 2))).toEqual(['a@1', 'b@3', 'c@3', 'd@4-5', 'f@5', 'g@6']);
  });

  it('makes an event that lasts across the step last one step longer', () => {
    expect(steps(openStep(story, 4))).toEqual(['a@1', 'b@2', 'c@2', 'd@3-5', 'f@5', 'g@6']);
  });

  it('keeps the events before the step as they are, the very objects', () => {
    const opened = openStep(story, 3);
    expect(opened[0]).toBe(story[0]);
    expect(opened[1]).toBe(story[1]);
    expect(opened[3]).not.toBe(story[3]);
  });
});

describe('withInserted(events, event, placement)', () => {
  it('puts a new event in as step k: the later steps move one on', () => {
    expect(steps(withInserted(story, e('new', 2)))).toEqual([
      'a@1',
      'b@3',
      'c@3',
      'd@4-5',
      'f@5',
      'g@6',
      'new@2',
    ]);
  });

  it('adds at once with the events of step k when so placed, moving none', () => {
    expect(steps(withInserted(story, e('new', 2), 'same-step'))).toEqual([...steps(story), 'new@2']);
  });

  it('moves nothing for an event after the last step or in a gap', () => {
    expect(steps(withInserted(story, e('new', 6)))).toEqual([...steps(story), 'new@6']);
    const gappy = [e('a', 1), e('b', 3)];
    expect(steps(withInserted(gappy, e('new', 2)))).toEqual(['a@1', 'b@3', 'new@2']);
  });
});

describe('withRemoved(events, id)', () => {
  it('closes the gap the only event of a step leaves', () => {
    expect(steps(withRemoved(story, 'a'))).toEqual(['b@1', 'c@1', 'd@2-3', 'f@3', 'g@4']);
  });

  it('closes nothing where another event shares or covers the step', () => {
    expect(steps(withRemoved(story, 'b'))).toEqual(['a@1', 'c@2', 'd@3-4', 'f@4', 'g@5']);
    expect(steps(withRemoved(story, 'f'))).toEqual(['a@1', 'b@2', 'c@2', 'd@3-4', 'g@5']);
  });

  it('closes each step an event that lasted alone covered', () => {
    const events = [e('a', 1), e('long', 2, 4), e('mid', 3), e('z', 5)];
    expect(steps(withRemoved(events, 'long'))).toEqual(['a@1', 'mid@2', 'z@3']);
  });

  it('undoes an insert as a new step', () => {
    expect(steps(withRemoved(withInserted(story, e('new', 3)), 'new'))).toEqual(steps(story));
  });
});

describe('closeSteps(events, steps)', () => {
  it('leaves a gap it was not asked to close', () => {
    expect(steps(closeSteps([e('a', 1), e('b', 4), e('c', 6)], [5]))).toEqual(['a@1', 'b@4', 'c@5']);
  });
});

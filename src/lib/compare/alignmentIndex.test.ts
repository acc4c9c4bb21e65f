import { describe, expect, it } from 'vitest';
import type { Alignment } from '../model/alignmentSchema';
import { indexAlignment, otherSide, stepPair, unknownEvents } from './alignmentIndex';

const note = (en: string) => ({ zh: en, en });
const storyOrder = {
  left: ['march', 'hill', 'west-city', 'tears'],
  right: ['march', 'defeat', 'retreat', 'punish'],
};
// Pairs given out of story order, so the index must sort them.
const alignment: Alignment = {
  id: 'jieting',
  left: 'novel',
  right: 'history',
  title: note('Jieting'),
  pairs: [
    { left: ['tears'], right: ['punish'], note: note('tears') },
    { left: ['hill'], right: ['defeat', 'retreat'], note: note('hill') },
    { left: ['march'], right: ['march'], note: note('march') },
  ],
  onlyLeft: [{ event: 'west-city', note: note('invented') }],
  onlyRight: [],
};
const index = indexAlignment(alignment, storyOrder);

describe('indexAlignment(alignment, storyOrder)', () => {
  it('orders the pairs by the left chapter’s story', () => {
    expect(index.pairs.map((p) => [p.index, p.left[0]])).toEqual([
      [0, 'march'],
      [1, 'hill'],
      [2, 'tears'],
    ]);
  });

  it('finds an event’s pair and its counterparts on the other side, in both directions', () => {
    expect(index.counterparts('left', 'hill')).toEqual(['defeat', 'retreat']);
    expect(index.counterparts('right', 'retreat')).toEqual(['hill']);
    expect(index.pairOf('right', 'defeat')?.note.en).toBe('hill');
    expect(index.counterparts('left', 'west-city')).toEqual([]);
    expect(index.pairOf('left', 'nowhere')).toBeNull();
  });

  it('keeps the "only" events with their notes, and finds them by side', () => {
    expect(index.only.left.map((e) => e.event)).toEqual(['west-city']);
    expect(index.onlyOf('left', 'west-city')?.note.en).toBe('invented');
    expect(index.onlyOf('right', 'west-city')).toBeNull();
  });

  it('otherSide(side) swaps left and right', () => {
    expect([otherSide('left'), otherSide('right')]).toEqual(['right', 'left']);
  });
});

describe('stepPair(index, selected, delta, storyOrder)', () => {
  const step = (selected: Parameters<typeof stepPair>[1], delta: -1 | 1) =>
    stepPair(index, selected, delta, storyOrder)?.left[0];

  it('goes to the next or previous pair and stays at either end', () => {
    expect(step({ side: 'left', event: 'march' }, 1)).toBe('hill');
    expect(step({ side: 'right', event: 'retreat' }, 1)).toBe('tears');
    expect(step({ side: 'left', event: 'march' }, -1)).toBe('march');
    expect(step({ side: 'left', event: 'tears' }, 1)).toBe('tears');
  });

  it('from nothing selected starts at the first pair (→) or the last (←)', () => {
    expect(step(null, 1)).toBe('march');
    expect(step(null, -1)).toBe('tears');
  });

  it('from an event with no counterpart goes to the pairs around it in its own story', () => {
    expect(step({ side: 'left', event: 'west-city' }, 1)).toBe('tears');
    expect(step({ side: 'left', event: 'west-city' }, -1)).toBe('hill');
  });

  it('gives null when there is nothing to step through', () => {
    const empty = indexAlignment({ ...alignment, pairs: [] }, storyOrder);
    expect(stepPair(empty, null, 1, storyOrder)).toBeNull();
  });
});

describe('unknownEvents(alignment, eventIds, file)', () => {
  it('finds nothing when each side’s chapter has every event the alignment names', () => {
    expect(unknownEvents(alignment, storyOrder, 'a.json')).toEqual([]);
  });

  it('names each event a chapter lacks, where the file names it', () => {
    const stale = { left: ['march', 'hill', 'tears'], right: ['march', 'defeat', 'punish'] };
    expect(unknownEvents(alignment, stale, 'a.json')).toEqual([
      {
        file: 'a.json',
        path: '$.onlyLeft[0].event',
        message: 'no event "west-city" in chapter "novel" (the left side)',
      },
      {
        file: 'a.json',
        path: '$.pairs[1].right[1]',
        message: 'no event "retreat" in chapter "history" (the right side)',
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { lastStep, stepDigits, stepOf, stepsSpanned } from './step';

describe('stepOf(event)', () => {
  it('is the record’s storyOrder, shared by events that happen at once', () => {
    expect(stepOf({ storyOrder: 6 })).toEqual({ first: 6, last: 6 });
    expect(stepOf({ storyOrder: 4 })).toEqual(stepOf({ storyOrder: 4, storyEnd: 4 }));
  });

  it('covers the steps up to storyEnd for an event that lasts', () => {
    expect(stepOf({ storyOrder: 7, storyEnd: 26 })).toEqual({ first: 7, last: 26 });
  });

  it('never ends before it begins, whatever storyEnd says', () => {
    expect(stepOf({ storyOrder: 5, storyEnd: 2 })).toEqual({ first: 5, last: 5 });
  });
});

describe('stepsSpanned(events)', () => {
  it('runs from the first step to the last step any event covers', () => {
    expect(stepsSpanned([{ storyOrder: 8 }, { storyOrder: 4 }, { storyOrder: 7, storyEnd: 14 }])).toEqual({
      first: 4,
      last: 14,
    });
  });

  it('is null for no events', () => {
    expect(stepsSpanned([])).toBeNull();
  });
});

describe('lastStep(events)', () => {
  it('is the last step of the story, not the number of events', () => {
    const events = [{ storyOrder: 1 }, { storyOrder: 1 }, { storyOrder: 2, storyEnd: 3 }, { storyOrder: 2 }];
    expect(lastStep(events)).toBe(3);
    expect(lastStep([])).toBe(0);
  });
});

describe('stepDigits(span)', () => {
  it('writes one step as its number and a lasting event as a range', () => {
    expect(stepDigits({ first: 6, last: 6 })).toBe('6');
    expect(stepDigits({ first: 7, last: 26 })).toBe('7–26');
  });
});

import { describe, expect, it } from 'vitest';
import { eventsOnSteps, formatStepList, parseStepList } from './stepList';

describe('parseStepList(text, last)', () => {
  it('reads ranges and single steps in any order, each step once', () => {
    expect(parseStepList('8,1-3,2,12', 38)).toEqual({ steps: [1, 2, 3, 8, 12], ignored: [] });
    expect(parseStepList(' 4 – 6 ，9 ', 38)).toEqual({ steps: [4, 5, 6, 9], ignored: [] });
  });
  it('reads a range written backwards and clips it to the story', () => {
    expect(parseStepList('7-5', 38).steps).toEqual([5, 6, 7]);
    expect(parseStepList('36-999999999', 38).steps).toEqual([36, 37, 38]);
  });
  it('sets aside what names no step, and means every step when nothing is left', () => {
    expect(parseStepList('2,x,0,40-50,3', 38)).toEqual({ steps: [2, 3], ignored: ['x', '0', '40-50'] });
    expect(parseStepList('<script>', 38)).toEqual({ steps: null, ignored: ['<script>'] });
    expect(parseStepList('', 38)).toEqual({ steps: null, ignored: [] });
    expect(parseStepList('1-5', 0)).toEqual({ steps: null, ignored: ['1-5'] });
  });
  it('reads at most 200 parts of a very long list', () => {
    const text = Array.from({ length: 300 }, (_v, i) => String(i + 1)).join(',');
    const { steps, ignored } = parseStepList(text, 1000);
    expect(steps).toHaveLength(200);
    expect(ignored).toHaveLength(100);
  });
});

describe('formatStepList(steps)', () => {
  it('writes runs as ranges', () => {
    expect(formatStepList([5, 1, 2, 3, 9, 10])).toBe('1-3,5,9-10');
    expect(formatStepList([])).toBe('');
    expect(formatStepList([0, -1, 2.5, 4])).toBe('4');
  });
  it('reads back as the same steps', () => {
    const steps = [1, 2, 3, 7, 11, 12, 20];
    expect(parseStepList(formatStepList(steps), 38).steps).toEqual(steps);
  });
});

describe('eventsOnSteps(events, steps)', () => {
  const events = [{ storyOrder: 1 }, { storyOrder: 2, storyEnd: 4 }, { storyOrder: 5 }, { storyOrder: 5 }];
  it('keeps every event on a chosen step, and an event that lasts through one', () => {
    expect(eventsOnSteps(events, [3, 5])).toEqual([events[1], events[2], events[3]]);
    expect(eventsOnSteps(events, [9])).toEqual([]);
  });
  it('keeps every event when no steps are chosen', () => {
    expect(eventsOnSteps(events, null)).toEqual(events);
  });
});

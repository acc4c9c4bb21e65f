import { describe, expect, it } from 'vitest';
import { clashes, seenEdit } from './seenEdit';

const event = (title: string, summary: string) => ({
  id: 'e1',
  title: { en: title },
  summary: { en: summary },
});
const seen = event('Old title', 'Old summary');

describe('seenEdit(seen, mine, current)', () => {
  it('merges an edit of the summary with another tab’s new title: both stand (issue 26, item 1)', () => {
    const mine = event('Old title', 'Summary from B');
    const current = event('Title from A', 'Old summary');
    expect(seenEdit(seen, mine, current)).toEqual({
      kind: 'merged',
      value: event('Title from A', 'Summary from B'),
    });
  });

  it('is a clash, with mine carried onto theirs, when both changed the title', () => {
    const mine = { ...event('Title from B', 'Summary from B') };
    const current = event('Title from A', 'Old summary');
    expect(seenEdit(seen, mine, current)).toEqual({
      kind: 'clash',
      mine: event('Title from B', 'Summary from B'),
    });
  });

  it('merges when both made the same change', () => {
    const both = event('Same', 'Old summary');
    expect(seenEdit(seen, both, both)).toEqual({ kind: 'merged', value: both });
  });

  it('offers the edit back when the unit was deleted meanwhile (issue 26, item 2)', () => {
    const mine = event('Old title', 'Summary from B');
    expect(seenEdit(seen, mine, undefined)).toEqual({ kind: 'gone', mine });
  });

  it('takes a note (plain text) changed in both tabs as a clash, and in one as that one', () => {
    expect(seenEdit('', 'mine', 'theirs')).toEqual({ kind: 'clash', mine: 'mine' });
    expect(seenEdit('old', 'old', 'theirs')).toEqual({ kind: 'merged', value: 'theirs' });
    expect(seenEdit('old', 'mine', 'old')).toEqual({ kind: 'merged', value: 'mine' });
  });
});

describe('clashes(base, mine, current)', () => {
  const city = (places: { id: string; name: string }[]) => ({ places });
  const base = city([
    { id: 'g1', name: 'North gate' },
    { id: 'g2', name: 'South gate' },
  ]);

  it('lets two editors change different records of a list', () => {
    const mine = city([
      { id: 'g1', name: 'Mine' },
      { id: 'g2', name: 'South gate' },
    ]);
    const current = city([
      { id: 'g1', name: 'North gate' },
      { id: 'g2', name: 'Theirs' },
    ]);
    expect(clashes(base, mine, current)).toBe(false);
  });

  it('finds one record changed by both, and one removed by one side and changed by the other', () => {
    const mine = city([
      { id: 'g1', name: 'Mine' },
      { id: 'g2', name: 'South gate' },
    ]);
    expect(clashes(base, mine, city([{ id: 'g1', name: 'Theirs' }, base.places[1]!]))).toBe(true);
    expect(clashes(base, mine, city([base.places[1]!]))).toBe(true);
  });

  it('lets both add records (mine takes the next free id) and a list of ids changed by one side', () => {
    const mine = city([...base.places, { id: 'g3', name: 'Mine' }]);
    const current = city([...base.places, { id: 'g3', name: 'Theirs' }]);
    expect(clashes(base, mine, current)).toBe(false);
    expect(clashes({ ids: ['a'] }, { ids: ['a', 'b'] }, { ids: ['a'], other: 1 })).toBe(false);
    expect(clashes({ ids: ['a'] }, { ids: ['a', 'b'] }, { ids: ['c'] })).toBe(true);
  });

  it('reads user ids as keys like any other, `constructor` and `__proto__` included', () => {
    const notes = JSON.parse('{"__proto__":"a","constructor":"b"}') as Record<string, string>;
    const mine = { ...notes, constructor: 'mine' };
    expect(clashes(notes, mine, { ...notes, constructor: 'theirs' })).toBe(true);
    expect(clashes(notes, mine, JSON.parse('{"__proto__":"x","constructor":"b"}'))).toBe(false);
  });
});

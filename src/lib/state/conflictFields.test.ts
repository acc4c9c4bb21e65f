import { describe, expect, it } from 'vitest';
import { fieldDifferences } from './conflictFields';

const city = (north: string, along: number) => ({
  name: '城',
  places: [
    { id: 'gate-north', name: north, along: 0.5 },
    { id: 'gate-south', name: '南门', along },
  ],
});

describe('fieldDifferences(mine, theirs)', () => {
  it('names the fields two versions of a map differ in, records by id, with each version’s value', () => {
    expect(fieldDifferences(city('北门 B', 0.5), city('北门 A', 0.9))).toEqual([
      { path: 'places › gate-north › name', mine: '北门 B', theirs: '北门 A' },
      { path: 'places › gate-south › along', mine: '0.5', theirs: '0.9' },
    ]);
  });

  it('shows a record only one version has as a whole, and nothing where they agree', () => {
    const mine = { people: [{ id: 'p1', name: '甲' }] };
    expect(fieldDifferences(mine, { people: [] })).toEqual([
      { path: 'people › p1', mine: '{"id":"p1","name":"甲"}', theirs: undefined },
    ]);
    expect(fieldDifferences(city('北门', 0.5), city('北门', 0.5))).toEqual([]);
  });

  it('stops at the limit, and reads `constructor` as a key like any other', () => {
    const notes = (v: string) => JSON.parse(`{"constructor":"${v}","a":"${v}"}`) as object;
    expect(fieldDifferences(notes('x'), notes('y'), 1)).toEqual([
      { path: 'constructor', mine: 'x', theirs: 'y' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { personSchema } from '../model/forceSchema';
import {
  editorFaction,
  editorFeature,
  editorPerson,
  editorRing,
  readerPerson,
  sentenceAround,
} from './cityEdits';

describe('editorRing(id)', () => {
  it('puts an inner city in the middle of the map, and a barbican before the south wall', () => {
    expect(editorRing('inner')).toMatchObject({
      id: 'inner',
      name: '內城',
      en: 'Inner city',
      box: [32, 32, 68, 68],
    });
    expect(editorRing('barbican')).toMatchObject({ id: 'barbican', en: 'Barbican', box: [42, 90, 58, 100] });
    expect(editorRing('inner').evidence.basis).toBe('schematic');
  });
});

describe('editorFeature(name, kind, direction, taken)', () => {
  it('stands a near feature outside the wall it faces, 56 units from the centre', () => {
    const camp = editorFeature('西营', 'camp', 'W', new Set());
    expect(camp).toMatchObject({ id: 'camp', name: '西营', en: '西营', side: 'outside-west', at: [-6, 50] });
    expect(editorFeature('北山', 'mountain', 'N', new Set()).side).toBe('outside-north');
  });

  it('takes north or south for a diagonal', () => {
    expect(editorFeature('营', 'camp', 'SE', new Set()).side).toBe('outside-south');
    expect(editorFeature('营', 'camp', 'NW', new Set()).side).toBe('outside-north');
  });

  it('lays a far place off the map the way it lies, with no position', () => {
    const pass = editorFeature('古北口', 'pass', 'NE', new Set());
    expect(pass).toMatchObject({ side: 'far', direction: 'NE' });
    expect(pass).not.toHaveProperty('at');
  });

  it('gives a fresh id beside those taken', () => {
    expect(editorFeature('营', 'camp', 'S', new Set(['camp'])).id).toBe('camp-2');
  });
});

describe('editorFaction(factions)', () => {
  it('adds a side with a fresh id in a colour none of the others shows', () => {
    const first = editorFaction([]);
    const second = editorFaction([first]);
    expect(second.id).toBe('side-2');
    expect(second.colour).not.toBe(first.colour);
  });
});

describe('editorPerson(people, faction)', () => {
  it('adds a commander of the side named, with a fresh id', () => {
    const person = editorPerson([], 'song');
    expect(person).toMatchObject({ id: 'person', faction: 'song', role: 'commander' });
    expect(editorPerson([person], 'song').id).toBe('person-2');
  });
});

describe('readerPerson(meta, name, faction, role)', () => {
  it('makes a person named in the text, valid by the schema, with a fresh id', () => {
    const people = [{ id: 'person', name: '宋江', en: 'Song Jiang', faction: 'liangshan', role: 'leader' }];
    const person = readerPerson({ people }, ' 时迁 ', 'liangshan', ' spy ');
    expect(person).toEqual({ id: 'person-1', name: '时迁', en: '时迁', faction: 'liangshan', role: 'spy' });
    expect(personSchema.safeParse(person).success).toBe(true);
    expect(readerPerson({ people: [] }, '某', 'x', '  ').role).toBe('person');
  });
});

describe('sentenceAround(text, start, end)', () => {
  it('gives the sentence a name was selected in', () => {
    const text = '当晚月明。翠云楼上火起，城中大乱。';
    expect(sentenceAround(text, 5, 8)).toBe('翠云楼上火起，城中大乱。');
    expect(sentenceAround(text, 0, 2)).toBe('当晚月明。');
  });
});

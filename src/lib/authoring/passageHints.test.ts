import { describe, expect, it } from 'vitest';
import { candidateNames, namedIn, newId, suggestedType, TYPE_CUES } from './passageHints';
import { EVENT_TYPES } from '../model/vocabulary';

describe('namedIn(passage, named)', () => {
  const named = [
    { id: 'gate-south', names: ['南门'] },
    { id: 'camp-south', names: ['南门外大营'] },
    { id: 'song-jiang', names: ['宋江', '公明'] },
    { id: 'tower', names: ['翠云楼'] },
  ];
  it('finds every named thing the passage holds, in the order the passage names them, by any of its names', () => {
    expect(namedIn('翠云楼上火起，公明哥哥引兵杀到南门。', named)).toEqual([
      'tower',
      'song-jiang',
      'gate-south',
    ]);
  });
  it('counts a name found only inside a longer name that was found as the longer one alone', () => {
    expect(namedIn('宋江屯兵南门外大营。', named)).toEqual(['song-jiang', 'camp-south']);
    expect(namedIn('南门外大营的兵杀到南门。', named)).toEqual(['camp-south', 'gate-south']);
  });
  it('finds nothing in a passage that names none of them, and ignores empty names', () => {
    expect(namedIn('城中大乱。', [...named, { id: 'blank', names: [''] }])).toEqual([]);
  });
});

describe('suggestedType(passage)', () => {
  it('takes the most telling cue: a jailbreak is told with killing, a fire at a gate is a fire', () => {
    expect(suggestedType('众好汉杀入牢中，劫牢救出卢员外')).toEqual({ type: 'jailbreak', cue: '劫牢' });
    expect(suggestedType('翠雲樓上火起，城門大開')).toEqual({ type: 'fire', cue: '火起' });
    expect(suggestedType('時遷扮作客商混入城中')?.type).toBe('infiltration');
    expect(suggestedType('把城门堵死')?.type).toBe('gate-blocked');
    expect(suggestedType('辽兵向西逃去')?.type).toBe('escape');
  });
  it('suggests nothing where no cue occurs', () => {
    expect(suggestedType('是夜月明如昼')).toBeNull();
  });
  it('names only types of the vocabulary', () => {
    for (const [, type] of TYPE_CUES) expect(Object.keys(EVENT_TYPES)).toContain(type);
  });
});

describe('candidateNames(text)', () => {
  it('offers the strings that speak at least twice, most often first', () => {
    const text = '宋江道：「走。」吳用道：「好。」只见宋江道：「且慢。」吳用曰：「然。」宋江笑道：「是。」';
    expect(candidateNames(text)).toEqual([
      { name: '宋江', count: 3 },
      { name: '吳用', count: 2 },
    ]);
  });
  it('keeps a name of three whose last two never speak alone, and a name of four after a surname of two', () => {
    const text = '盧俊義道：「甲。」盧俊義道：「乙。」慕容延釗道：「丙。」慕容延釗說：「丁。」';
    expect(new Set(candidateNames(text).map((c) => c.name))).toEqual(new Set(['慕容延釗', '盧俊義']));
  });
  it('does not take a clause for a name (众人道, 他便道, 吩咐道)', () => {
    expect(
      candidateNames(
        '众人道：「是。」众人道：「好。」他便道：「去。」他便道：「来。」吩咐道：「走。」吩咐道：「走。」',
      ),
    ).toEqual([]);
  });
});

describe('newId(kind, title, taken)', () => {
  it('makes an id from the English words of a title, numbered when taken', () => {
    expect(newId('event', 'Fire at the Cuiyun Tower', new Set())).toBe('fire-at-the-cuiyun-tower');
    expect(newId('event', 'Gate opened', new Set(['gate-opened']))).toBe('gate-opened-2');
  });
  it('makes one from the kind and the next free number when the title has no Latin words', () => {
    expect(newId('event', '翠云楼火起', new Set(['event-1']))).toBe('event-2');
    expect(newId('place', '', new Set())).toBe('place-1');
  });
});

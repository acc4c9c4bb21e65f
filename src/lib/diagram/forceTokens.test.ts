import { describe, expect, it } from 'vitest';
import { bannerPath, bannerShape, factionCharacter, surname, tokenPositions, tokenSize } from './forceTokens';
import type { Force } from '../model/types';

const force = (id: string, strength?: number): Force => ({
  id,
  name: id,
  en: id,
  faction: 'han',
  start: 'camp',
  evidence: { basis: 'text', note: 'test' },
  ...(strength ? { strength: { kind: 'troops', value: strength, text: `${strength}` } } : {}),
});

describe('surname(name) and factionCharacter(name)', () => {
  it('takes a compound surname whole and a single one alone', () => {
    expect(surname('慕容延卿')).toBe('慕容');
    expect(surname('耶律余睹')).toBe('耶律');
    expect(surname('張瓊')).toBe('張');
  });
  it("takes the faction's own character, not a word for troops", () => {
    expect(factionCharacter('漢軍')).toBe('漢');
    expect(factionCharacter('張延齡的兵馬')).toBe('張');
  });
});

describe('tokenSize(force)', () => {
  it('grows with the stated strength, and stays middling when none is stated', () => {
    expect(tokenSize(force('a'))).toBe(22);
    expect(tokenSize(force('a', 40))).toBeLessThan(tokenSize(force('a', 3000)));
    expect(tokenSize(force('a', 1e6))).toBe(30);
  });
});

describe('bannerShape(index) and bannerPath(shape, size)', () => {
  it('gives each faction of a chapter its own banner', () => {
    expect(new Set([0, 1, 2, 3, 4].map(bannerShape)).size).toBe(5);
    expect(bannerPath('square', 10)).toBe('M0,-10H9.5V0H0Z');
  });
});

describe('tokenPositions(forces, states, pointOf, spacing)', () => {
  it('fans out tokens sharing a place and leaves a lone one on its point', () => {
    const states = new Map([
      ['a', { at: 'camp', condition: 'intact' as const }],
      ['b', { at: 'camp', condition: 'intact' as const }],
      ['c', { at: 'gate', condition: 'intact' as const }],
    ]);
    const points = new Map<string, [number, number]>([
      ['camp', [10, 10]],
      ['gate', [50, 0]],
    ]);
    const at = tokenPositions([force('a'), force('b'), force('c')], states, (id) => points.get(id), 4);
    expect(at.get('a')).toEqual([8, 10]);
    expect(at.get('b')).toEqual([12, 10]);
    expect(at.get('c')).toEqual([50, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChapterMeta } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { factionId, forceId, personId, phaseId, placeId } from './recordIds';

const { meta, city } = miniChapter();
const withForce: ChapterMeta = {
  ...meta,
  forces: [
    {
      id: 'song-army',
      name: '宋军',
      en: 'Song army',
      faction: 'song',
      start: 'camp-outside',
      evidence: { basis: 'schematic', note: 'A test force.' },
    },
  ],
};

describe('personId(meta, en) and the other ids a new record takes', () => {
  it('makes an id from the English name, else the kind and a counter', () => {
    expect(personId(meta, 'Song Jiang')).toBe('song-jiang');
    expect(personId(meta)).toBe('person-1');
    expect(personId(meta, '高六')).toBe('person-1');
    expect(placeId(city, 'tower', 'Emerald Cloud Tower')).toBe('emerald-cloud-tower');
    expect(placeId(city, 'street')).toBe('street-1');
    expect(phaseId(meta, 'The Lantern Festival')).toBe('the-lantern-festival');
  });

  it('never takes an id its list already has', () => {
    expect(personId(meta, 'Gao Liu')).toBe('gao-liu-2');
    expect(placeId(city, 'gate', 'Gate South')).toBe('gate-south-2');
  });

  it('keeps a force’s id apart from every side’s, and a side’s from every force’s', () => {
    expect(forceId(withForce, 'Liao')).toBe('liao-2');
    expect(forceId(withForce, 'Song army')).toBe('song-army-2');
    expect(factionId(withForce, 'Song army')).toBe('song-army-2');
    expect(factionId(withForce)).toBe('side-1');
  });
});

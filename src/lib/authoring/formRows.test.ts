import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { freshEffect, freshMovement, freshNumber, toggled } from './formRows';

describe('toggled(list, value)', () => {
  it('ticks a value not in the list, at its end', () => {
    expect(toggled(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
  });

  it('unticks a value in the list and keeps the others in order', () => {
    expect(toggled(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('leaves the list it was given as it was', () => {
    const list = ['a'];
    toggled(list, 'b');
    expect(list).toEqual(['a']);
  });
});

describe('freshMovement(chapter)', () => {
  it('moves the first faction from the first place, in a chapter that names no forces', () => {
    expect(freshMovement(miniChapter())).toEqual({ from: 'gate-south', to: 'gate-south', who: ['liao'] });
  });

  it('moves the first force, in a chapter that names forces', () => {
    const chapter = miniChapter();
    const evidence = { basis: 'text' as const, note: 'the gate is held' };
    chapter.meta.forces = [
      { id: 'guard', name: '守军', en: 'Guard', faction: 'song', start: 'gate-south', evidence },
    ];
    expect(freshMovement(chapter).who).toEqual(['guard']);
  });
});

describe('freshEffect(chapter)', () => {
  it('opens the first place', () => {
    expect(freshEffect(miniChapter())).toEqual({ place: 'gate-south', state: 'open' });
  });
});

describe('freshNumber(exact)', () => {
  it('counts troops, quoting the first four characters of the passage', () => {
    expect(freshNumber('六千多人的大队人马')).toEqual({ kind: 'troops', value: 0, text: '六千多人' });
  });
});

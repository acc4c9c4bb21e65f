import { describe, expect, it } from 'vitest';
import type { Chapter, Force } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { freshForceChange, markOf, moverOptions, withMark, withoutItem } from './eventRows';

const chapter = miniChapter();
const force = (id: string, name: string, faction: string): Force => ({
  id,
  name,
  en: id,
  faction,
  start: 'camp-outside',
  evidence: { basis: 'text', note: name },
});
const withForces: Chapter = {
  ...chapter,
  meta: { ...chapter.meta, forces: [force('riders', '骑军', 'liao'), force('guards', '守军', 'song')] },
};

describe('moverOptions(chapter, passage)', () => {
  it('offers the forces the passage names first, marked, then the others in the chapter’s order', () => {
    expect(moverOptions(withForces, '守军大乱')).toEqual([
      { id: 'guards', name: '守军', suggested: true },
      { id: 'riders', name: '骑军', suggested: false },
    ]);
    expect(moverOptions(withForces, '城破').map((o) => o.id)).toEqual(['riders', 'guards']);
  });

  it('offers the sides in a chapter that names no forces', () => {
    expect(moverOptions(chapter, '宋兵溃散')).toEqual([
      { id: 'song', name: '宋兵', suggested: true },
      { id: 'liao', name: '辽兵', suggested: false },
    ]);
  });

  it('starts a change of condition with the first offered', () => {
    expect(freshForceChange(moverOptions(withForces, '守军大乱'))).toEqual({
      force: 'guards',
      condition: 'routed',
    });
  });
});

describe('withMark(inferred, path, mark) and withoutItem(inferred, list, index)', () => {
  const why = { basis: 'context' as const, note: 'not told' };

  it('marks a field, changes its mark in place, and unmarks it', () => {
    const one = withMark(undefined, 'movements[0].to', why);
    expect(one).toEqual([{ path: 'movements[0].to', ...why }]);
    const two = withMark(one, 'movements[0]', why);
    const changed = withMark(two, 'movements[0].to', { basis: 'map', note: 'n' });
    expect(changed.map((m) => m.path)).toEqual(['movements[0].to', 'movements[0]']);
    expect(markOf(changed, 'movements[0].to')?.basis).toBe('map');
    expect(withMark(changed, 'movements[0].to', null).map((m) => m.path)).toEqual(['movements[0]']);
  });

  it('drops a removed row’s marks and moves the later rows’ up', () => {
    const marks = [
      'movements[0].to',
      'movements[1]',
      'movements[2].who',
      'numbers[1]',
      'movements[10].from',
    ].map((path) => ({ path, ...why }));
    expect(withoutItem(marks, 'movements', 1).map((m) => m.path)).toEqual([
      'movements[0].to',
      'movements[1].who',
      'numbers[1]',
      'movements[9].from',
    ]);
  });
});

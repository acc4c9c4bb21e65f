import { describe, expect, it } from 'vitest';
import { say } from '../i18n/messages';
import { pursuit } from '../testing/storageFaults';
import {
  conflictPath,
  conflictText,
  followStored,
  offered,
  withConflicts,
  type ChapterConflict,
} from './conflicts';

const note = (chapter: string, mine: string, theirs: string): ChapterConflict => ({
  chapter,
  unit: 'note:end',
  mine,
  theirs,
  version: 1,
});
const x = pursuit('liao-pursue');

describe('withConflicts(list, added)', () => {
  it('puts a new conflict in place of the earlier one on the same unit of the same chapter only', () => {
    const list = [note('mini', 'a', 'b'), note('other', 'c', 'd')];
    const next = withConflicts(list, [note('mini', 'e', 'f')]);
    expect(next.map((c) => [c.chapter, c.mine])).toEqual([
      ['other', 'c'],
      ['mini', 'e'],
    ]);
  });
});

describe('followStored(list, chapter, stored, versions)', () => {
  it('takes theirs and its version from the record as stored now', () => {
    const list = [note('mini', 'mine', 'old')];
    const next = followStored(list, 'mini', { notes: { end: 'newer' } }, { 'note:end': 4 });
    expect(next).toEqual([{ ...list[0], theirs: 'newer', version: 4 }]);
  });

  it('ends a conflict whose two versions became the same, and leaves other chapters alone', () => {
    const other = note('other', 'mine', 'old');
    const next = followStored([note('mini', 'mine', 'old'), other], 'mini', { notes: { end: 'mine' } }, {});
    expect(next).toEqual([other]);
  });
});

describe('offered(chapter, stored, versions, unit, mine)', () => {
  it('offers a note typed over one another tab saved since, theirs at its stored version', () => {
    const stored = { notes: { end: 'from A' } };
    expect(offered('mini', stored, { 'note:end': 1 }, 'note:end', 'from B')).toEqual(
      note('mini', 'from B', 'from A'),
    );
    expect(offered('mini', stored, {}, 'note:end', 'from A')).toBeNull();
  });

  it('offers an edit of an event deleted since, theirs absent', () => {
    const conflict = offered('mini', { events: [] }, { [`event:${x.id}`]: 5 }, `event:${x.id}`, x);
    expect(conflict).toEqual({
      chapter: 'mini',
      unit: `event:${x.id}`,
      mine: x,
      theirs: undefined,
      version: 5,
    });
  });
});

describe('conflictText(conflict) and conflictPath(conflict)', () => {
  it('name an event by its title and id, its path the event id', () => {
    const conflict: ChapterConflict = {
      chapter: 'mini',
      unit: `event:${x.id}`,
      mine: x,
      theirs: undefined,
      version: 2,
    };
    expect(conflictText(conflict)).toEqual({
      key: 'conflictEvent',
      params: { chapter: 'mini', id: x.id, en: 'Pursuit', zh: '追杀' },
    });
    expect(conflictPath(conflict)).toBe(x.id);
  });

  it('name a note by its key and the map as the map, in every language', () => {
    const map: ChapterConflict = {
      chapter: 'mini',
      unit: 'city',
      mine: undefined,
      theirs: undefined,
      version: 0,
    };
    expect(conflictText(note('mini', 'a', 'b'))).toEqual({
      key: 'conflictNote',
      params: { chapter: 'mini', key: 'end' },
    });
    expect(conflictPath(note('mini', 'a', 'b'))).toBe('note:end');
    expect(conflictText(map).key).toBe('conflictCity');
    for (const locale of ['en', 'zh-Hans', 'zh-Hant'] as const)
      expect(say(conflictText(map), locale)).toContain('mini');
  });
});

import { describe, expect, it } from 'vitest';
import type { AlignmentEntry, ChapterSummary } from '../data/chapterFiles';
import { compareLinks } from './compareLinks';

const entry: AlignmentEntry = {
  id: 'jieting',
  left: 'novel',
  right: 'history',
  title: { zh: '演义与三国志', en: 'Novel and history' },
  file: 'alignment.jieting.json',
};
const meta = (id: string, book?: { zh: string; en: string }) =>
  ({
    id,
    title: { zh: `${id}之章`, en: `The ${id}` },
    ...(book ? { book: { id: `${id}-book`, title: book, about: { zh: '', en: '' } } } : {}),
  }) as unknown as ChapterSummary['meta'];
const chapters = [
  meta('novel', { zh: '三国演义', en: 'Romance of the Three Kingdoms' }),
  meta('history', { zh: '三国志', en: 'Records of the Three Kingdoms' }),
  meta('other'),
];

describe('compareLinks(chapter, entries, chapters, locale)', () => {
  it('names the other account by its book, from either side of the alignment', () => {
    expect(compareLinks('novel', [entry], chapters, 'en')).toEqual([
      { id: 'jieting', href: '#/compare/novel/history', other: '三国志 (Records of the Three Kingdoms)' },
    ]);
    expect(compareLinks('history', [entry], chapters, 'zh-Hans')).toEqual([
      { id: 'jieting', href: '#/compare/novel/history', other: '《三国演义》' },
    ]);
  });

  it('falls back on the chapter’s title without a book, and on its id when the index lists it not', () => {
    const bookless = { ...entry, right: 'other' };
    expect(compareLinks('novel', [bookless], chapters, 'en')[0]!.other).toBe('The other');
    expect(compareLinks('novel', [bookless], chapters, 'zh-Hant')[0]!.other).toBe('other之章');
    expect(compareLinks('novel', [{ ...entry, right: 'gone' }], chapters, 'en')[0]!.other).toBe('gone');
  });

  it('offers nothing to a chapter no alignment names', () => {
    expect(compareLinks('other', [entry], chapters, 'en')).toEqual([]);
  });
});

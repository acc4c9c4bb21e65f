import { describe, expect, it } from 'vitest';
import { groupByBook, type Book } from './books';

const book = (id: string): Book => ({
  id,
  title: { zh: `${id}书`, en: `Book ${id}` },
  about: { zh: '关于', en: 'About' },
});
const chapter = (id: string, of?: Book) => ({ meta: { id, ...(of ? { book: of } : {}) } });

describe('groupByBook(chapters)', () => {
  it('puts each book’s chapters together where its first chapter stands, and chapters of no book last', () => {
    const a = book('a');
    const b = book('b');
    const groups = groupByBook([chapter('a1', a), chapter('own'), chapter('b1', b), chapter('a2', a)]);
    expect(groups.map((g) => [g.book?.id ?? null, g.chapters.map((c) => c.meta.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
      [null, ['own']],
    ]);
  });

  it('makes no group of no chapters', () => {
    expect(groupByBook([])).toEqual([]);
    expect(groupByBook([chapter('a1', book('a'))]).map((g) => g.book?.id)).toEqual(['a']);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDataset } from './validateDataset';

const dir = 'tests/fixtures/valid/mini';
const read = (file: string) => readFileSync(`${dir}/${file}`, 'utf8');
const book = {
  id: 'web-novels',
  title: { zh: '网络历史小说', en: 'Web novels of history' },
  about: { zh: '三章。', en: 'Three chapters.' },
};

/** The mini fixture under each id, each chapter.json giving the book as `books[id]` does (or none). */
function dataset(books: Record<string, object | undefined>) {
  const ids = Object.keys(books);
  return validateDataset({
    base: 'fixture',
    index: JSON.stringify({ chapters: ids }),
    readChapter: (id) => ({
      dir: id,
      chapter: JSON.stringify({ ...JSON.parse(read('chapter.json')), id, ...(books[id] ? { book: books[id] } : {}) }),
      city: read('city.json'),
      events: read('events.json'),
      text: new Uint8Array(readFileSync(`${dir}/text.txt`)),
    }),
  });
}

describe('validateDataset(raw): books', () => {
  it('takes chapters that give their book in the same words, and chapters of no book', () => {
    const result = dataset({ a: book, b: book, c: undefined });
    expect(result.problems).toEqual([]);
    expect(result.chapters.map((c) => c.meta.book?.id ?? null)).toEqual(['web-novels', 'web-novels', null]);
  });

  it('names the chapter that gives a book differently from the one before it', () => {
    const retitled = { ...book, title: { ...book.title, en: 'Web novels' } };
    expect(dataset({ a: book, b: book, c: retitled }).problems).toEqual([
      {
        file: 'fixture/c/chapter.json',
        path: '$.book',
        message: 'book "web-novels" is given differently in chapter "a": give it in the same words',
      },
    ]);
  });

  it('lets different books differ', () => {
    expect(dataset({ a: book, b: { ...book, id: 'other', about: { zh: '另一部。', en: 'Another.' } } }).problems).toEqual([]);
  });
});

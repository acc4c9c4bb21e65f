/** The chapter list's groups: the chapters of each book together, in the order their books first come. */
import type { ChapterMeta } from '../model/types';

export type Book = NonNullable<ChapterMeta['book']>;

export interface BookGroup<C> {
  /** null for the chapters that name no book (a reader's own chapters). */
  book: Book | null;
  chapters: C[];
}

/** Chapters grouped by their book's id, each book where its first chapter stands; chapters of no book come last. */
export function groupByBook<C extends { meta: { book?: Book } }>(chapters: readonly C[]): BookGroup<C>[] {
  const groups = new Map<string, BookGroup<C>>();
  const loose: C[] = [];
  for (const chapter of chapters) {
    const book = chapter.meta.book;
    if (!book) {
      loose.push(chapter);
      continue;
    }
    const group = groups.get(book.id);
    if (group) group.chapters.push(chapter);
    else groups.set(book.id, { book, chapters: [chapter] });
  }
  const grouped = [...groups.values()];
  return loose.length ? [...grouped, { book: null, chapters: loose }] : grouped;
}

/**
 * "Compare with …" in the explorer: the published comparisons an open chapter takes part in, each naming the
 * other account as a reader knows it: by its book (三国志), as the chapter list groups chapters, else by its title.
 */
import type { AlignmentEntry, ChapterSummary } from '../data/chapterFiles';
import type { Locale } from '../i18n/messages';

export interface CompareLink {
  /** The alignment's id (`data-compare`). */
  id: string;
  href: string;
  /** The other account's name in the interface language; its Chinese as its data gives it. */
  other: string;
}

export function compareLinks(
  chapter: string,
  entries: readonly AlignmentEntry[],
  chapters: readonly ChapterSummary['meta'][],
  locale: Locale,
): CompareLink[] {
  return entries
    .filter((e) => e.left === chapter || e.right === chapter)
    .map((entry) => {
      const otherId = entry.left === chapter ? entry.right : entry.left;
      const meta = chapters.find((c) => c.id === otherId);
      const book = meta?.book?.title;
      const other = book
        ? locale === 'en'
          ? `${book.zh} (${book.en})`
          : `《${book.zh}》`
        : meta
          ? locale === 'en'
            ? meta.title.en
            : meta.title.zh
          : otherId;
      return { id: entry.id, href: `#/compare/${entry.left}/${entry.right}`, other };
    });
}

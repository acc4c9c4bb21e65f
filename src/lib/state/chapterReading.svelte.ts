/**
 * The reading context of one chapter's views, as the reader's aids ask for it: the explorer's chapter view and each
 * side of a comparison set it the same way, so the two accounts read alike.
 */
import type { Convert } from '../i18n/scriptConversion';
import type { Chapter } from '../model/types';
import { chapterNames } from '../reader/nameMarks';
import { setReading } from './reading';
import { readingAids } from './readingAids.svelte';

/** Sets the context for the component calling it; returns the script conversion, which the chapter model shows with. */
export function provideReading(chapter: () => Chapter): () => Convert {
  const zh = $derived(readingAids.converterFor(chapter().meta.script));
  // Names are found only when pinyin or glosses are asked for: the search runs over the whole text.
  const names = $derived(
    readingAids.pinyin || readingAids.glosses
      ? chapterNames(chapter(), readingAids.pinyin ? readingAids.pinyinOf : null)
      : null,
  );
  setReading({
    get zh() {
      return zh;
    },
    get names() {
      return names;
    },
    get pinyin() {
      return readingAids.pinyin;
    },
    get glosses() {
      return readingAids.glosses;
    },
    get vertical() {
      return readingAids.writing === 'vertical';
    },
  });
  return () => zh;
}

/**
 * What the page offers: the chapter list (shipped chapters, then the user's own) with the problems of any that
 * failed, and the chapter the URL names, from the shipped chapters (loaded one at a time) and the user's library
 * (their own chapters and their additions to shipped ones). Without a library (the benchmark) only the source.
 */
import { summaryOf, type ChapterSummary, type FailedChapter } from '../data/chapterFiles';
import type { ChapterSource, ChapterState } from './chapterSource.svelte';
import type { Library } from './library.svelte';
import { afterPaint } from '../interaction/afterPaint';

export class Shelf {
  constructor(
    readonly source: ChapterSource,
    readonly library: Library | null,
  ) {
    // Its storage engine's chunk starts loading a task after the first paint, not in the task that draws it.
    if (library) afterPaint(() => void library.init(source));
  }

  /** Until the library has read IndexedDB, the shipped chapters as shipped. */
  #library(): Library | null {
    return this.library?.ready ? this.library : null;
  }

  summaries: ChapterSummary[] = $derived.by(() => {
    const library = this.#library();
    const shipped = (this.source.list ?? []).map((s) =>
      library ? { ...s, eventCount: s.eventCount + library.addedCount(s.meta.id) } : s,
    );
    return [...shipped, ...(library?.own.chapters.map(summaryOf) ?? [])];
  });

  failed: FailedChapter[] = $derived.by(() => {
    const library = this.#library();
    if (!library) return this.source.failed;
    const additions = this.source
      .loadedChapters()
      .map((chapter) => ({ id: chapter.meta.id, problems: library.extend(chapter).problems }))
      .filter((f) => f.problems.length > 0);
    return [...this.source.failed, ...additions, ...library.own.failed];
  });

  /** The named chapter; asking for a shipped one not loaded yet starts loading it. */
  chapter(id: string): ChapterState {
    // A shipped chapter the library holds nothing for is the source's own state, read without `ready`: the whole
    // page hangs on this state, and the library opening after the first render should not wake all of it.
    const fromSource = this.source.chapter(id);
    if (fromSource.status !== 'unknown' && !this.library?.records.has(id)) return fromSource;
    const library = this.#library();
    const own = library?.own.chapters.find((c) => c.meta.id === id);
    if (own) return { status: 'ready', chapter: own };
    const ownFailed = library?.own.failed.find((f) => f.id === id);
    if (ownFailed) return { status: 'failed', problems: ownFailed.problems };
    if (fromSource.status === 'ready' && library)
      return { status: 'ready', chapter: library.extend(fromSource.chapter).chapter };
    // A user's chapter is known only once the library has read IndexedDB.
    if (fromSource.status === 'unknown' && this.library && !library) return { status: 'loading' };
    return fromSource;
  }
}

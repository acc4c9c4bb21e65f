/**
 * The shipped chapters as the app reads them: the list at start, each chapter when it is first opened (so a book
 * of 120 chapters loads one at a time). With `?bench=N`, one synthetic chapter of N events, and nothing fetched.
 */
import type { Chapter, Problem } from '../model/types';
import { INDEX_FILE, summaryOf, type ChapterSummary, type FailedChapter } from '../data/chapterFiles';
import { CHAPTERS_DIR, readPublished } from '../data/publishedFiles';
import { readChapterFile, readChapterIndex } from '../data/readChapterFile';

export const BENCH_MAX = 100_000;

export function benchCount(search: string): number | null {
  const value = new URLSearchParams(search).get('bench');
  if (value === null) return null;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, BENCH_MAX) : null;
}

export type ChapterState =
  | { status: 'loading' }
  | { status: 'ready'; chapter: Chapter }
  | { status: 'failed'; problems: Problem[] }
  | { status: 'unknown' };

const problem = (file: string, read: { message: string }): Problem => ({
  file,
  path: '$',
  message: read.message,
});

const LOADING: ChapterState = { status: 'loading' };
const UNKNOWN: ChapterState = { status: 'unknown' };

export class ChapterSource {
  /** The shipped chapters' summaries; null until the list has loaded. */
  list: ChapterSummary[] | null = $state.raw(null);
  /** Chapters that could not be listed or loaded, each with its problems. */
  failed: FailedChapter[] = $state.raw([]);
  /** Opened when the URL names no chapter (the synthetic chapter in bench mode). */
  defaultChapterId: string | null = $state(null);
  readonly benchmark: boolean;
  #loaded: Map<string, ChapterState> = $state.raw(new Map());
  #files = new Map<string, string>();
  #started = new Set<string>();

  constructor(search: string) {
    const n = benchCount(search);
    this.benchmark = n !== null;
    if (n === null) {
      void this.#loadIndex();
      return;
    }
    void this.#loadSynthetic(n);
  }

  /** The generator is a chunk of its own: only the benchmark needs it. */
  async #loadSynthetic(n: number) {
    const { syntheticChapter } = await import('../data/syntheticChapter');
    const chapter = syntheticChapter(n);
    this.#loaded = new Map([[chapter.meta.id, { status: 'ready', chapter }]]);
    this.defaultChapterId = chapter.meta.id;
    this.list = [summaryOf(chapter)];
  }

  /** The shipped chapters' ids, once the list has loaded. */
  ids(): string[] {
    return (this.list ?? []).map((s) => s.meta.id);
  }

  /** A chapter already loaded, or null; unlike `chapter`, never starts a load. */
  loaded(id: string): Chapter | null {
    const state = this.#loaded.get(id);
    return state?.status === 'ready' ? state.chapter : null;
  }

  /** Every chapter loaded so far. */
  loadedChapters(): Chapter[] {
    return [...this.#loaded.values()].flatMap((s) => (s.status === 'ready' ? [s.chapter] : []));
  }

  /** The chapter's state; asking for a listed chapter that is not loaded yet starts loading it. */
  chapter(id: string): ChapterState {
    const state = this.#loaded.get(id);
    if (state) return state;
    if (!this.list) return LOADING;
    const file = this.#files.get(id);
    if (file === undefined) return UNKNOWN;
    if (!this.#started.has(id)) {
      this.#started.add(id);
      void this.#loadChapter(id, file);
    }
    return LOADING;
  }

  async #loadIndex() {
    const file = `${CHAPTERS_DIR}/${INDEX_FILE}`;
    const read = await readPublished(INDEX_FILE);
    const index = read.ok
      ? readChapterIndex(read.value, file)
      : { ok: false as const, problems: [problem(file, read)] };
    if (!index.ok) {
      this.failed = [{ id: file, problems: index.problems }];
      this.list = [];
      return;
    }
    for (const entry of index.value.chapters) this.#files.set(entry.meta.id, entry.file);
    this.failed = index.value.failed;
    this.list = index.value.chapters.map(({ meta, eventCount }) => ({ meta, eventCount }));
  }

  async #loadChapter(id: string, name: string) {
    const file = `${CHAPTERS_DIR}/${name}`;
    const read = await readPublished(name);
    const chapter = read.ok
      ? readChapterFile(read.value, id, file)
      : { ok: false as const, problems: [problem(file, read)] };
    const state: ChapterState = chapter.ok
      ? { status: 'ready', chapter: chapter.value }
      : { status: 'failed', problems: chapter.problems };
    this.#loaded = new Map(this.#loaded).set(id, state);
    if (state.status === 'failed') this.failed = [...this.failed, { id, problems: state.problems }];
  }
}

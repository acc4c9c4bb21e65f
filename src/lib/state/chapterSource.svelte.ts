/**
 * The shipped chapters as the app reads them: the list at start, each chapter when it is first opened (so a book
 * of 120 chapters loads one at a time). With `?bench=N`, one synthetic chapter of N events, and nothing fetched.
 * A page shared as one file (`export/sharedPage.ts`) brings one more chapter, read in memory and opened first; it
 * stands in for a shipped chapter of the same id (it holds that chapter with the sharer's additions).
 */
import type { Chapter, Problem } from '../model/types';
import { INDEX_FILE, summaryOf, type ChapterSummary, type FailedChapter } from '../data/chapterFiles';
import { CHAPTERS_DIR, readPublished, readPublishedNow, type FileRead } from '../data/publishedFiles';
import { readChapterFile, readChapterIndex } from '../data/readChapterFile';
import { lazy } from '../lazy';

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

/** The name a shared chapter's problems are reported under. */
export const SHARED_FILE = 'shared-chapter';

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

  /** The shared chapter's summary, once read. */
  #shared: ChapterSummary | null = null;
  /** The teacher's notes the shared file brought with its chapter. */
  #sharedNotes: Readonly<Record<string, string>> = $state.raw({});

  /** `shared`: the text of a shared chapter file embedded in the page, if any. */
  constructor(search: string, shared: string | null = null) {
    const n = benchCount(search);
    this.benchmark = n !== null;
    if (n === null) {
      if (shared === null && this.#readPreloaded()) return;
      void this.#load(shared);
      return;
    }
    void this.#loadSynthetic(n);
  }

  /**
   * The index and the chapters the page's preload has already handed over (see publishedFiles), read at once, so
   * that the first render draws the chapter the address names rather than "Loading…". False if the index is not
   * in the page yet: then everything is read as usual.
   */
  #readPreloaded(): boolean {
    const index = readPublishedNow(INDEX_FILE);
    if (!index) return false;
    this.#applyIndex(index);
    for (const [id, name] of this.#files) {
      const file = readPublishedNow(name);
      if (!file) continue;
      this.#started.add(id);
      this.#applyChapter(id, name, file);
    }
    return true;
  }

  async #load(shared: string | null) {
    if (shared !== null) await this.#loadShared(shared);
    await this.#loadIndex();
  }

  /** Read with the full checks of an imported chapter file; a bad one is shown with its problems, in its place. */
  async #loadShared(text: string) {
    const { readBundle } = await lazy.readBundle();
    const read = readBundle(text, SHARED_FILE);
    if (read.chapter) {
      this.#shared = summaryOf(read.chapter);
      this.#sharedNotes = read.bundle.notes ?? {};
      this.#loaded = new Map(this.#loaded).set(read.chapter.meta.id, {
        status: 'ready',
        chapter: read.chapter,
      });
      this.defaultChapterId = read.chapter.meta.id;
      return;
    }
    this.#loaded = new Map(this.#loaded).set(SHARED_FILE, { status: 'failed', problems: read.problems });
    this.failed = [...this.failed, { id: SHARED_FILE, problems: read.problems }];
    this.defaultChapterId = SHARED_FILE;
  }

  /** The generator is a chunk of its own: only the benchmark needs it. */
  async #loadSynthetic(n: number) {
    const { syntheticChapter } = await lazy.syntheticChapter();
    const chapter = syntheticChapter(n);
    this.#loaded = new Map([[chapter.meta.id, { status: 'ready', chapter }]]);
    this.defaultChapterId = chapter.meta.id;
    this.list = [summaryOf(chapter)];
  }

  /** The notes a chapter came with: a shared file's, for its chapter; none for any other. */
  notesGiven(id: string): Readonly<Record<string, string>> {
    return this.#shared?.meta.id === id ? this.#sharedNotes : {};
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
    this.#applyIndex(await readPublished(INDEX_FILE));
  }

  #applyIndex(read: FileRead) {
    const file = `${CHAPTERS_DIR}/${INDEX_FILE}`;
    const index = read.ok
      ? readChapterIndex(read.value, file)
      : { ok: false as const, problems: [problem(file, read)] };
    if (!index.ok) {
      this.failed = [...this.failed, { id: file, problems: index.problems }];
      this.list = this.#shared ? [this.#shared] : [];
      return;
    }
    for (const entry of index.value.chapters) this.#files.set(entry.meta.id, entry.file);
    this.failed = [...this.failed, ...index.value.failed];
    const shared = this.#shared;
    const shipped = index.value.chapters
      .map(({ meta, eventCount }) => ({ meta, eventCount }))
      .filter((s) => s.meta.id !== shared?.meta.id);
    this.list = shared ? [shared, ...shipped] : shipped;
  }

  async #loadChapter(id: string, name: string) {
    this.#applyChapter(id, name, await readPublished(name));
  }

  #applyChapter(id: string, name: string, read: FileRead) {
    const file = `${CHAPTERS_DIR}/${name}`;
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

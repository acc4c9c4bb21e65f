/**
 * The shipped chapters as the build publishes them: an index listing every chapter (what the chapter list and
 * the switcher show) and one file per chapter holding it already checked and resolved (offsets computed), so
 * the app reads a chapter without the schema or the loader. Written by the build from `validateDataset`'s
 * result; read back by `readChapterFile.ts`.
 */
import type { Alignment } from '../model/alignmentSchema';
import type { Chapter, ChapterMeta, Problem } from '../model/types';

export const INDEX_FORMAT = 'battle-chronicle-index';
export const INDEX_FILE = 'index.json';

/** What a list of chapters shows of each, without loading it. */
export interface ChapterSummary {
  meta: Pick<ChapterMeta, 'id' | 'title' | 'script' | 'city' | 'setting' | 'book'>;
  eventCount: number;
}

export interface IndexEntry extends ChapterSummary {
  /** The chapter's file, beside the index. */
  file: string;
}

export interface FailedChapter {
  id: string;
  problems: Problem[];
}

/** What the index says of an alignment of two chapters, so a chapter can offer "Compare with …" unloaded. */
export interface AlignmentEntry extends Pick<Alignment, 'id' | 'left' | 'right' | 'title'> {
  /** The alignment's file, beside the index (`alignment.<id>…json`). */
  file: string;
}

export interface ChapterIndex {
  format: typeof INDEX_FORMAT;
  chapters: IndexEntry[];
  /** Alignments of two shipped chapters (absent in an index written before there were any). */
  alignments?: AlignmentEntry[];
  /** Chapters that did not validate (only the dev server publishes any: the build refuses them). */
  failed: FailedChapter[];
}

export function summaryOf(chapter: Chapter): ChapterSummary {
  const { id, title, script, city, setting, book } = chapter.meta;
  return { meta: { id, title, script, city, setting, ...(book ? { book } : {}) }, eventCount: chapter.events.length };
}

export function chapterJson(chapter: Chapter): string {
  return JSON.stringify(chapter);
}

/**
 * The index and the chapter files for a validated dataset. `fileName` names each chapter's file (the build adds
 * a content hash, so a changed chapter is never read from a stale cache).
 */
export function publishDataset(
  result: { chapters: Chapter[]; failed: FailedChapter[]; problems: Problem[]; alignments?: Alignment[] },
  fileName: (id: string, json: string) => string,
): { index: ChapterIndex; files: Map<string, string> } {
  const files = new Map<string, string>();
  const chapters = result.chapters.map((chapter) => {
    const json = chapterJson(chapter);
    const file = fileName(chapter.meta.id, json);
    files.set(file, json);
    return { ...summaryOf(chapter), file };
  });
  // Problems of the data folder itself (a broken index.json) belong to no chapter; list them under "data".
  const inChapters = new Set(result.failed.flatMap((f) => f.problems));
  const loose = result.problems.filter((p) => !inChapters.has(p));
  const failed = loose.length ? [...result.failed, { id: 'data', problems: loose }] : result.failed;
  const alignments = (result.alignments ?? []).map((alignment) => {
    const json = JSON.stringify(alignment);
    // A prefix no chapter id can take (ids never hold a dot), so an alignment's file never meets a chapter's.
    const file = fileName(`alignment.${alignment.id}`, json);
    files.set(file, json);
    const { id, left, right, title } = alignment;
    return { id, left, right, title, file };
  });
  return {
    index: { format: INDEX_FORMAT, chapters, failed, ...(alignments.length ? { alignments } : {}) },
    files,
  };
}

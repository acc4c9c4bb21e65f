/**
 * The published alignments as the app reads them: the index's list (for "Compare with …") and the one alignment
 * of two chapters the comparison opens. Read on demand by the lazy comparison and chapter list, never by the
 * entry, and through the same published files as the chapters (a loader script, or the single file's copy).
 */
import { INDEX_FILE, type AlignmentEntry, type ChapterSummary } from '../data/chapterFiles';
import { CHAPTERS_DIR, readPublished } from '../data/publishedFiles';
import { readAlignmentEntries, readAlignmentFile } from '../data/readAlignmentFile';
import { readChapterIndex } from '../data/readChapterFile';
import type { Alignment } from '../model/alignmentSchema';
import type { Problem } from '../model/types';

export type AlignmentLoad =
  | {
      status: 'ready';
      alignment: Alignment;
      /** Where it was read, for problems found later. */ file: string;
    }
  | { status: 'failed'; problems: Problem[] }
  | { status: 'none' };

const INDEX_PATH = `${CHAPTERS_DIR}/${INDEX_FILE}`;

export interface PublishedAlignments {
  entries: AlignmentEntry[];
  /** The shipped chapters the index lists, so that "Compare with …" can name the other chapter's book unloaded. */
  chapters: ChapterSummary['meta'][];
  problems: Problem[];
}

export async function publishedAlignments(): Promise<PublishedAlignments> {
  const read = await readPublished(INDEX_FILE);
  if (!read.ok)
    return { entries: [], chapters: [], problems: [{ file: INDEX_PATH, path: '$', message: read.message }] };
  const entries = readAlignmentEntries(read.value, INDEX_PATH);
  const index = readChapterIndex(read.value, INDEX_PATH);
  const chapters = index.ok ? index.value.chapters.map((c) => c.meta) : [];
  return entries.ok
    ? { entries: entries.value, chapters, problems: [] }
    : { entries: [], chapters, problems: entries.problems };
}

/** The alignment of `left` with `right`, as published; `none` if the index lists no such alignment. */
export async function loadAlignment(left: string, right: string): Promise<AlignmentLoad> {
  const { entries, problems } = await publishedAlignments();
  if (problems.length) return { status: 'failed', problems };
  const entry = entries.find((e) => e.left === left && e.right === right);
  if (!entry) return { status: 'none' };
  const file = `${CHAPTERS_DIR}/${entry.file}`;
  const read = await readPublished(entry.file);
  if (!read.ok) return { status: 'failed', problems: [{ file, path: '$', message: read.message }] };
  const alignment = readAlignmentFile(read.value, entry, file);
  return alignment.ok
    ? { status: 'ready', alignment: alignment.value, file }
    : { status: 'failed', problems: alignment.problems };
}

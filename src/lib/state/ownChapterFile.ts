/**
 * The user's own chapter as a chapter file, as this tab shows it (with its unsaved work): what the notice that a
 * reload would lose it offers to export at once. Kept apart from the library so that only that notice loads it.
 */
import type { StoredChapter } from '../authoring/storage';
import { bundleJson, type ChapterBundle } from '../model/bundle';

/** The chapter file of a record of the user's own chapter, its notes with it; null for a shipped chapter's. */
export function ownChapterFile(record: StoredChapter | undefined): { name: string; json: string } | null {
  if (!record?.bundle) return null;
  const bundle: ChapterBundle = record.notes ? { ...record.bundle, notes: record.notes } : record.bundle;
  return { name: `${record.id}.chapter.json`, json: bundleJson(bundle) };
}

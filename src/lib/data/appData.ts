/** What the app shows: the bundled chapters, or with `?bench=N` one synthetic chapter of N events. */
import type { Chapter, Problem } from '../model/types';
import { loadBundledData } from './bundledData';
import { syntheticChapter } from './syntheticChapter';

export const BENCH_MAX = 100_000;

export interface AppDataset {
  chapters: Chapter[];
  failed: { id: string; problems: Problem[] }[];
  /** Opened when the URL names no chapter (the synthetic chapter in bench mode). */
  defaultChapterId: string | null;
}

export function benchCount(search: string): number | null {
  const value = new URLSearchParams(search).get('bench');
  if (value === null) return null;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, BENCH_MAX) : null;
}

export function loadDataset(search: string): AppDataset {
  const n = benchCount(search);
  if (n !== null) {
    const chapter = syntheticChapter(n);
    return { chapters: [chapter], failed: [], defaultChapterId: chapter.meta.id };
  }
  const { chapters, failed } = loadBundledData();
  return { chapters, failed, defaultChapterId: null };
}

/** Checks the whole data folder: the index, then every chapter it lists. */
import { indexSchema } from '../model/schema';
import type { Chapter, Problem } from '../model/types';
import { jsonPath } from './jsonPath';
import { readBundle } from './readBundle';
import { loadChapter, type RawChapter } from './loadChapter';
import { parseJson } from './parseJson';

export interface RawDataset {
  base?: string;
  index: string | undefined;
  /** Reads a listed chapter's files (undefined fields are missing files), or its one-file form. */
  readChapter: (dir: string) => RawChapter | { bundle: string; file: string };
}

export interface DatasetResult {
  chapters: Chapter[];
  /** Chapters that failed, by id, each with its problems: the page shows them instead of going blank. */
  failed: { id: string; problems: Problem[] }[];
  problems: Problem[];
}

export function validateDataset(raw: RawDataset): DatasetResult {
  const indexFile = `${raw.base ?? 'data'}/index.json`;
  const result: DatasetResult = { chapters: [], failed: [], problems: [] };
  if (raw.index === undefined) {
    result.problems.push({ file: indexFile, path: '$', message: 'file is missing' });
    return result;
  }
  const parsed = parseJson(raw.index);
  if (!parsed.ok) {
    result.problems.push({ file: indexFile, path: '$', message: parsed.message });
    return result;
  }
  const index = indexSchema.safeParse(parsed.value);
  if (!index.success) {
    for (const issue of index.error.issues) {
      result.problems.push({ file: indexFile, path: jsonPath(issue.path), message: issue.message });
    }
    return result;
  }
  const seen = new Set<string>();
  index.data.chapters.forEach((id, i) => {
    if (seen.has(id)) {
      result.problems.push({ file: indexFile, path: jsonPath(['chapters', i]), message: `chapter "${id}" is listed twice` });
      return;
    }
    seen.add(id);
    const source = raw.readChapter(id);
    const loaded =
      'bundle' in source ? readBundle(source.bundle, source.file) : loadChapter({ ...source, dir: id, base: raw.base });
    if (loaded.chapter) result.chapters.push(loaded.chapter);
    else {
      result.failed.push({ id, problems: loaded.problems });
      result.problems.push(...loaded.problems);
    }
  });
  return result;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.path}: ${problem.message}`;
}

/** Checks the whole data folder: the index, then every chapter it lists, then every alignment of two chapters. */
import { alignmentSchema, type Alignment } from '../model/alignmentSchema';
import { indexSchema } from '../model/schema';
import type { Chapter, Problem } from '../model/types';
import { checkAlignment } from './checkAlignment';
import { jsonPath } from './jsonPath';
import { readBundle } from './readBundle';
import { loadChapter, type RawChapter } from './loadChapter';
import { parseJson } from './parseJson';

export interface RawDataset {
  base?: string;
  index: string | undefined;
  /** Reads a listed chapter's files (undefined fields are missing files), or its one-file form. */
  readChapter: (dir: string) => RawChapter | { bundle: string; file: string };
  /** Reads a listed alignment's file, `alignments/<id>.json` (undefined if it is missing). */
  readAlignment?: (id: string) => string | undefined;
}

export interface DatasetResult {
  chapters: Chapter[];
  /** Chapters that failed, by id, each with its problems: the page shows them instead of going blank. */
  failed: { id: string; problems: Problem[] }[];
  problems: Problem[];
  /** The alignments that passed every check, in the index's order. */
  alignments: Alignment[];
}

export function validateDataset(raw: RawDataset): DatasetResult {
  const indexFile = `${raw.base ?? 'data'}/index.json`;
  const result: DatasetResult = { chapters: [], failed: [], problems: [], alignments: [] };
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
  result.problems.push(...disagreeingBooks(result.chapters, raw.base ?? 'data'));
  const alignments = readAlignments(raw, index.data.alignments ?? [], result.chapters);
  result.alignments = alignments.alignments;
  result.problems.push(...alignments.problems);
  return result;
}

function readAlignments(raw: RawDataset, ids: readonly string[], chapters: readonly Chapter[]) {
  const base = raw.base ?? 'data';
  const byId = new Map(chapters.map((c) => [c.meta.id, { id: c.meta.id, eventIds: c.events.map((e) => e.id) }]));
  const alignments: Alignment[] = [];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) {
      problems.push({ file: `${base}/index.json`, path: jsonPath(['alignments', i]), message: `alignment "${id}" is listed twice` });
      return;
    }
    seen.add(id);
    const file = `${base}/alignments/${id}.json`;
    const text = raw.readAlignment?.(id);
    if (text === undefined) {
      problems.push({ file, path: '$', message: 'file is missing' });
      return;
    }
    const parsed = parseJson(text);
    if (!parsed.ok) {
      problems.push({ file, path: '$', message: parsed.message });
      return;
    }
    const checked = alignmentSchema.safeParse(parsed.value);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        problems.push({ file, path: jsonPath(issue.path), message: issue.message });
      return;
    }
    const found = checkAlignment(checked.data, id, byId, file);
    if (found.length) problems.push(...found);
    else alignments.push(checked.data);
  });
  return { alignments, problems };
}

/** Chapters of one book must give it in the same words, or the chapter list would show one book two ways. */
function disagreeingBooks(chapters: readonly Chapter[], base: string): Problem[] {
  const first = new Map<string, { chapter: string; book: string }>();
  const problems: Problem[] = [];
  for (const { meta } of chapters) {
    if (!meta.book) continue;
    const book = JSON.stringify(meta.book);
    const earlier = first.get(meta.book.id);
    if (!earlier) first.set(meta.book.id, { chapter: meta.id, book });
    else if (earlier.book !== book)
      problems.push({
        file: `${base}/${meta.id}/chapter.json`,
        path: '$.book',
        message: `book "${meta.book.id}" is given differently in chapter "${earlier.chapter}": give it in the same words`,
      });
  }
  return problems;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.path}: ${problem.message}`;
}

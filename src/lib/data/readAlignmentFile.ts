/**
 * Reads the alignments the build published (`chapterFiles.ts`) back in the browser: the index's list, and one
 * alignment's file. The build checked them with the schema and against their chapters; here a light check, with
 * no schema library, catches a file that is truncated, stale or not ours, and says where.
 */
import type { Alignment } from '../model/alignmentSchema';
import type { Problem } from '../model/types';
import type { AlignmentEntry } from './chapterFiles';
import { jsonPath } from './jsonPath';

type Read<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isIdList = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((id) => typeof id === 'string');
const isNote = (v: unknown) => isObject(v) && typeof v.zh === 'string' && typeof v.en === 'string';

/** The index's alignments (none in an index that lists none). */
export function readAlignmentEntries(index: unknown, file: string): Read<AlignmentEntry[]> {
  const list = isObject(index) ? (index.alignments ?? []) : undefined;
  if (!Array.isArray(list)) return { ok: false, problems: [{ file, path: '$.alignments', message: 'a list was expected' }] };
  const bad = list.findIndex(
    (e) => !isObject(e) || !['id', 'left', 'right', 'file'].every((key) => typeof e[key] === 'string') || !isNote(e.title),
  );
  if (bad >= 0)
    return {
      ok: false,
      problems: [{ file, path: jsonPath(['alignments', bad]), message: 'an alignment entry (id, left, right, title, file) was expected' }],
    };
  return { ok: true, value: list as AlignmentEntry[] };
}

export function readAlignmentFile(value: unknown, entry: AlignmentEntry, file: string): Read<Alignment> {
  const problems: Problem[] = [];
  const fail = (path: PropertyKey[], message: string) => problems.push({ file, path: jsonPath(path), message });
  if (!isObject(value)) fail([], 'an object was expected');
  else {
    for (const key of ['id', 'left', 'right'] as const)
      if (value[key] !== entry[key]) fail([key], `"${entry[key]}" was expected, as the index says`);
    if (!isNote(value.title)) fail(['title'], 'a title in zh and en was expected');
    const pairs = Array.isArray(value.pairs) ? value.pairs : (fail(['pairs'], 'a list was expected'), []);
    pairs.forEach((pair: unknown, i) => {
      if (!isObject(pair) || !isIdList(pair.left) || !isIdList(pair.right) || !isNote(pair.note))
        fail(['pairs', i], 'a pair (left, right: event ids; note in zh and en) was expected');
    });
    for (const key of ['onlyLeft', 'onlyRight'] as const) {
      const list = Array.isArray(value[key]) ? value[key] : (fail([key], 'a list was expected'), []);
      list.forEach((entry: unknown, i) => {
        if (!isObject(entry) || typeof entry.event !== 'string' || !isNote(entry.note))
          fail([key, i], 'an event id with a note in zh and en was expected');
      });
    }
  }
  return problems.length ? { ok: false, problems: problems.slice(0, 20) } : { ok: true, value: value as Alignment };
}

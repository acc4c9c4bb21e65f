/**
 * Reads what the build published (`chapterFiles.ts`) back in the browser. The build validated it with the
 * schema; here a lighter check, with no schema library, catches a file that is truncated, stale or not ours,
 * and says where, so the page shows the problem instead of failing somewhere inside a view.
 */
import type { Chapter, Problem } from '../model/types';
import { INDEX_FORMAT, type ChapterIndex } from './chapterFiles';
import { jsonPath } from './jsonPath';

type Read<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

class Checker {
  problems: Problem[] = [];
  constructor(readonly file: string) {}
  fail(path: PropertyKey[], message: string) {
    if (this.problems.length < 20) this.problems.push({ file: this.file, path: jsonPath(path), message });
  }
  object(value: unknown, path: PropertyKey[]): Record<string, unknown> | null {
    if (isObject(value)) return value;
    this.fail(path, 'an object was expected');
    return null;
  }
  array(value: unknown, path: PropertyKey[]): unknown[] {
    if (Array.isArray(value)) return value;
    this.fail(path, 'a list was expected');
    return [];
  }
  string(value: unknown, path: PropertyKey[]): string | null {
    if (typeof value === 'string') return value;
    this.fail(path, 'a string was expected');
    return null;
  }
}

export function readChapterIndex(value: unknown, file: string): Read<ChapterIndex> {
  const c = new Checker(file);
  const index = c.object(value, []);
  if (index && index.format !== INDEX_FORMAT) c.fail(['format'], `not a chapter index: "format" must be "${INDEX_FORMAT}"`);
  c.array(index?.chapters, ['chapters']).forEach((entry, i) => {
    const e = c.object(entry, ['chapters', i]);
    const meta = c.object(e?.meta, ['chapters', i, 'meta']);
    c.string(meta?.id, ['chapters', i, 'meta', 'id']);
    c.string(e?.file, ['chapters', i, 'file']);
    if (e && typeof e.eventCount !== 'number') c.fail(['chapters', i, 'eventCount'], 'a number was expected');
  });
  c.array(index?.failed, ['failed']);
  return c.problems.length ? { ok: false, problems: c.problems } : { ok: true, value: value as ChapterIndex };
}

/** Checks a published chapter: its id, its parts, and that every event's offsets still cut out its quote. */
export function readChapterFile(value: unknown, id: string, file: string): Read<Chapter> {
  const c = new Checker(file);
  const chapter = c.object(value, []);
  const meta = c.object(chapter?.meta, ['meta']);
  if (meta && meta.id !== id) c.fail(['meta', 'id'], `the file holds chapter "${String(meta.id)}", not "${id}"`);
  const city = c.object(chapter?.city, ['city']);
  c.array(city?.rings, ['city', 'rings']);
  c.array(city?.places, ['city', 'places']);
  const text = c.string(chapter?.text, ['text']) ?? '';
  c.array(chapter?.events, ['events']).forEach((item, i) => {
    const event = c.object(item, ['events', i]);
    if (!event) return;
    const { start, end, textOrder } = event;
    const anchor = c.object(event.anchor, ['events', i, 'anchor']);
    c.string(event.id, ['events', i, 'id']);
    if (typeof textOrder !== 'number') c.fail(['events', i, 'textOrder'], 'a number was expected');
    for (const key of ['places', 'factions', 'actors', 'movements', 'effects', 'causes', 'numbers'])
      c.array(event[key], ['events', i, key]);
    if (!Number.isInteger(start) || !Number.isInteger(end) || (start as number) > (end as number)) {
      c.fail(['events', i, 'start'], 'start and end must be offsets with start ≤ end');
    } else if (anchor && text.slice(start as number, end as number) !== anchor.exact) {
      c.fail(['events', i, 'anchor', 'exact'], `the offsets ${String(start)}–${String(end)} do not hold the quote`);
    }
  });
  return c.problems.length ? { ok: false, problems: c.problems } : { ok: true, value: value as Chapter };
}

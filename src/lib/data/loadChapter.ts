/**
 * From a chapter's raw files to a checked, resolved Chapter, or to the list of problems that prevent it.
 * Shared by the app, the `validate` CLI and the tests, so the three never disagree on what is valid.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { z } from 'zod';
import { chapterMetaSchema, cityMapSchema, eventsFileSchema } from '../model/schema';
import type { Chapter, ChapterEvent, EventRecord, Problem } from '../model/types';
import { anchorQuote, textIndex } from './anchor';
import { jsonPath } from './jsonPath';
import { parseJson } from './parseJson';
import { checkCityReferences, checkEventReferences, checkForceStarts, checkMetaReferences } from './references';
import { checkSections, sectionAt, sectionStarts } from './sections';

export interface RawChapter {
  /** Folder name, e.g. `yanjing`; files are reported as `<base>/<dir>/<file>`. */
  dir: string;
  base?: string;
  chapter?: string;
  city?: string;
  events?: string;
  /** The text file's bytes (hashed as they are), or its already-decoded string. */
  text?: Uint8Array | string;
}

export type LoadResult = { chapter: Chapter; problems: [] } | { chapter: null; problems: Problem[] };

function readSchema<T extends z.ZodType>(
  file: string,
  source: string | undefined,
  schema: T,
  problems: Problem[],
): z.infer<T> | null {
  if (source === undefined) {
    problems.push({ file, path: '$', message: 'file is missing' });
    return null;
  }
  const parsed = parseJson(source);
  if (!parsed.ok) {
    problems.push({ file, path: '$', message: parsed.message });
    return null;
  }
  const result = schema.safeParse(parsed.value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push({ file, path: jsonPath(issue.path), message: issue.message });
  }
  return null;
}

export function decodeText(text: Uint8Array | string): { text: string; sha256: string } | { error: string } {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const hash = bytesToHex(sha256(bytes));
  if (typeof text === 'string') return { text: text.replace(/^\uFEFF/, ''), sha256: hash };
  try {
    // TextDecoder drops a leading BOM, so offsets count from the first character of the text itself.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), sha256: hash };
  } catch {
    return { error: 'the text is not valid UTF-8' };
  }
}

export function loadChapter(raw: RawChapter): LoadResult {
  const folder = `${raw.base ?? 'data'}/${raw.dir}`;
  const files = {
    meta: `${folder}/chapter.json`,
    city: `${folder}/city.json`,
    events: `${folder}/events.json`,
    text: `${folder}/text.txt`,
  };
  const problems: Problem[] = [];
  const meta = readSchema(files.meta, raw.chapter, chapterMetaSchema, problems);
  const city = readSchema(files.city, raw.city, cityMapSchema, problems);
  const eventsFile = readSchema(files.events, raw.events, eventsFileSchema, problems);
  const decoded = raw.text === undefined ? { error: 'file is missing' } : decodeText(raw.text);
  if ('error' in decoded) problems.push({ file: files.text, path: '$', message: decoded.error });

  if (meta) {
    if (meta.id !== raw.dir) {
      problems.push({ file: files.meta, path: '$.id', message: `id "${meta.id}" differs from its folder "${raw.dir}"` });
    }
    if ('sha256' in decoded && decoded.sha256 !== meta.sha256) {
      problems.push({
        file: files.text,
        path: '$',
        message: `sha256 ${decoded.sha256} differs from chapter.json's ${meta.sha256}: the text is not the one the events were read from`,
      });
    }
    problems.push(...checkMetaReferences(meta, files));
    if (city) problems.push(...checkCityReferences(city, meta, files), ...checkForceStarts(meta, city, files));
    if (city && eventsFile) problems.push(...checkEventReferences(eventsFile.events, meta, city, files));
  }
  if (meta?.sections && 'text' in decoded) problems.push(...checkSections(meta.sections, decoded.text, files.meta));
  if (!eventsFile || !('text' in decoded)) return { chapter: null, problems };

  // Past a few dozen quotes, indexing the text once beats scanning it whole for each quote.
  const find = eventsFile.events.length > 48 ? textIndex(decoded.text) : undefined;
  const anchored = eventsFile.events.map((event, i) => {
    const result = anchorQuote(decoded.text, event.anchor, find);
    const path = jsonPath(['events', i, 'anchor', 'exact']);
    if (result.status === 'found') return { event, start: result.start, end: result.end };
    if (result.status === 'ambiguous') {
      problems.push({
        file: files.events,
        path,
        message: `the quote of "${event.id}" occurs ${result.starts.length} times; add a prefix or suffix to make it unique`,
      });
    } else {
      const hint = result.closest ? `; the closest passage is ${JSON.stringify(result.closest.passage)}` : '';
      problems.push({ file: files.events, path, message: `the quote of "${event.id}" is not in the text${hint}` });
    }
    return null;
  });
  if (problems.length > 0 || !meta || !city) return { chapter: null, problems };
  return { chapter: resolveChapter(meta, city, decoded.text, anchored.filter((a) => a !== null)), problems: [] };
}

function resolveChapter(
  meta: Chapter['meta'],
  city: Chapter['city'],
  text: string,
  anchored: { event: EventRecord; start: number; end: number }[],
): Chapter {
  const byText = [...anchored].sort((a, b) => a.start - b.start || b.end - a.end);
  const textOrder = new Map(byText.map((a, rank) => [a.event.id, rank]));
  const headings = sectionStarts(text, meta.sections ?? []);
  const events: ChapterEvent[] = anchored
    .map(({ event, start, end }) => {
      const section = sectionAt(headings, start);
      return { ...event, start, end, textOrder: textOrder.get(event.id) ?? 0, ...(section ? { section } : {}) };
    })
    .sort((a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder);
  return { meta, city, text, events };
}

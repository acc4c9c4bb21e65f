/**
 * Reads a chapter file (metadata, city map, events and text in one, as the app exports it) with the same loader
 * as data/, reporting problems against the file's own JSON paths; `npm run validate` accepts such a file in data/
 * as `<id>.chapter.json`. The format and its stable serialisation are in `model/bundle.ts`.
 */
import { loadChapter } from './loadChapter';
import { parseJson } from './parseJson';
import { eventRecord, type Chapter, type Problem } from '../model/types';
import { BUNDLE_FORMAT, type ChapterBundle } from '../model/bundle';
import { noteTargets, notesProblems, type Notes } from '../model/notes';
import { notesSchema } from '../model/schema';

export type BundleResult =
  | { bundle: ChapterBundle; chapter: Chapter; problems: [] }
  | { bundle: null; chapter: null; problems: Problem[] };

/**
 * Chapters saved before summaries and settings had a Chinese text held one English string. An event's summary is
 * read as the English it was (one language is enough for an event); the chapter's setting, which needs both, with
 * that string in both, so nothing the user wrote is lost or refused; the form then edits each one.
 */
function upgradeProse(value: unknown): unknown {
  return typeof value === 'string' ? { en: value, zh: value } : value;
}
function upgradeSummary(value: unknown): unknown {
  return typeof value === 'string' ? { en: value } : value;
}

function upgradeBundle(value: Partial<ChapterBundle>): Partial<ChapterBundle> {
  const chapter = value.chapter && { ...value.chapter, setting: upgradeProse(value.chapter.setting) };
  const events = Array.isArray(value.events)
    ? value.events.map((e: unknown) =>
        e && typeof e === 'object' && 'summary' in e ? { ...e, summary: upgradeSummary(e.summary) } : e,
      )
    : value.events;
  return { ...value, chapter, events } as Partial<ChapterBundle>;
}

/** The raw files of a bundle, as the loader reads a chapter folder. */
export function bundleParts(
  source: string,
  file: string,
): { dir: string; parts: Parameters<typeof loadChapter>[0]; notes: unknown } | Problem {
  const parsed = parseJson(source);
  if (!parsed.ok) return { file, path: '$', message: parsed.message };
  const raw = parsed.value as Partial<ChapterBundle> | null;
  if (!raw || typeof raw !== 'object' || raw.format !== BUNDLE_FORMAT) {
    return { file, path: '$.format', message: `not a chapter file: "format" must be "${BUNDLE_FORMAT}"` };
  }
  // A later version may mean what this one does not read: refused, rather than read as if it were version 1. In
  // English, as the format's own problems above are: the first load has no room for another translated string.
  if (raw.version !== 1) {
    const version = JSON.stringify(raw.version ?? null);
    return { file, path: '$.version', message: `unknown version ${version}: this app reads version 1` };
  }
  const value = upgradeBundle(raw);
  if (typeof value.text !== 'string')
    return { file, path: '$.text', message: 'the chapter file holds no text' };
  const dir = typeof value.chapter?.id === 'string' ? value.chapter.id : 'chapter';
  return {
    dir,
    parts: {
      dir,
      chapter: JSON.stringify(value.chapter ?? null),
      city: JSON.stringify(value.city ?? null),
      events: JSON.stringify({ events: value.events ?? null }),
      text: value.text,
    },
    notes: value.notes,
  };
}

/** Checks a chapter file with the same loader as data/, reporting problems against the file's own paths. */
export function readBundle(source: string, file: string): BundleResult {
  const split = bundleParts(source, file);
  if ('message' in split) return { bundle: null, chapter: null, problems: [split] };
  const loaded = loadChapter(split.parts);
  if (!loaded.chapter) {
    const rename = (p: Problem): Problem => {
      const section = p.file.endsWith('chapter.json')
        ? 'chapter'
        : p.file.endsWith('city.json')
          ? 'city'
          : p.file.endsWith('text.txt')
            ? 'text'
            : 'events';
      const path =
        section === 'events'
          ? p.path.replace(/^\$\.events/, '$.events')
          : p.path.replace(/^\$/, `$.${section}`);
      return { file, path, message: p.message };
    };
    return { bundle: null, chapter: null, problems: loaded.problems.map(rename) };
  }
  const noteProblems = notesProblems(split.notes, noteTargets(loaded.chapter), file);
  if (noteProblems.length) return { bundle: null, chapter: null, problems: noteProblems };
  const notes: Notes | undefined =
    split.notes === undefined ? undefined : notesSchema.parse(split.notes);
  const { meta, city, events, text } = loaded.chapter;
  // The loader sorts by story order; a file keeps the order it was written in, so its bytes survive a round trip.
  const fileOrder = (JSON.parse(split.parts.events!) as { events: { id: string }[] }).events.map((e) => e.id);
  const byId = new Map(events.map((e) => [e.id, eventRecord(e)]));
  const records = fileOrder.map((id) => byId.get(id)!);
  return {
    bundle: {
      format: BUNDLE_FORMAT,
      version: 1,
      chapter: meta,
      city,
      events: records,
      ...(notes && Object.keys(notes).length ? { notes } : {}),
      text,
    },
    chapter: loaded.chapter,
    problems: [],
  };
}

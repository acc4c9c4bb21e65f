/**
 * Events as CSV, a row per event, for a spreadsheet; and back. Lists of ids are joined with ";", movements,
 * effects, numbers, force changes and inferred marks are JSON in their cells; the last column is the teacher's
 * note on the step. Every row is checked against the event schema on the way in, and every field of a record has
 * its column (COLUMN_OF, below), so that export → import gives back the same records.
 */
import Papa from 'papaparse';
import { eventSchema } from '../model/eventSchema';
import { MAX_NOTE_LENGTH, noteOf, type Notes } from '../model/notes';
import type { EventRecord, Problem } from '../model/types';

export const CSV_COLUMNS = [
  'id',
  'type',
  'storyOrder',
  'storyEnd',
  'phase',
  'title_zh',
  'title_en',
  'summary_en',
  'summary_zh',
  'actors',
  'factions',
  'places',
  'causes',
  'quote',
  'prefix',
  'suffix',
  'movements',
  'effects',
  'numbers',
  'forceChanges',
  'inferred',
  'teacher_note',
] as const;
/** Columns a CSV written before them may lack; it is read as if they were empty. */
const OPTIONAL_COLUMNS: readonly string[] = ['teacher_note', 'forceChanges'];

/**
 * The column each field of a record travels in. Typed over every key of EventRecord, so that a field added to
 * the schema without a column is a type error here rather than a field a round trip silently drops.
 */
export const COLUMN_OF: Record<keyof EventRecord, readonly (typeof CSV_COLUMNS)[number][]> = {
  id: ['id'],
  type: ['type'],
  storyOrder: ['storyOrder'],
  storyEnd: ['storyEnd'],
  phase: ['phase'],
  title: ['title_zh', 'title_en'],
  summary: ['summary_en', 'summary_zh'],
  actors: ['actors'],
  factions: ['factions'],
  places: ['places'],
  causes: ['causes'],
  anchor: ['quote', 'prefix', 'suffix'],
  movements: ['movements'],
  effects: ['effects'],
  numbers: ['numbers'],
  forceChanges: ['forceChanges'],
  inferred: ['inferred'],
};

type Row = Record<(typeof CSV_COLUMNS)[number], string>;

function toRow(e: EventRecord, note: string): Row {
  return {
    id: e.id,
    type: e.type,
    storyOrder: String(e.storyOrder),
    storyEnd: e.storyEnd === undefined ? '' : String(e.storyEnd),
    phase: e.phase ?? '',
    // A side written in one language only leaves the other's cell empty, and an empty cell reads back as absent.
    title_zh: e.title.zh ?? '',
    title_en: e.title.en ?? '',
    summary_en: e.summary.en ?? '',
    summary_zh: e.summary.zh ?? '',
    actors: e.actors.join(';'),
    factions: e.factions.join(';'),
    places: e.places.join(';'),
    causes: e.causes.join(';'),
    quote: e.anchor.exact,
    prefix: e.anchor.prefix ?? '',
    suffix: e.anchor.suffix ?? '',
    movements: JSON.stringify(e.movements),
    effects: JSON.stringify(e.effects),
    numbers: JSON.stringify(e.numbers),
    // An empty cell and "[]" differ: a record without the list and one with an empty list both come back as they
    // were. A JSON cell starts with "[", which no spreadsheet reads as a formula.
    forceChanges: e.forceChanges ? JSON.stringify(e.forceChanges) : '',
    inferred: e.inferred ? JSON.stringify(e.inferred) : '',
    teacher_note: note,
  };
}

/**
 * A cell a spreadsheet might run as a formula is written with a leading apostrophe: one that starts with =, +, -,
 * @, tab or carriage return (the OWASP CSV injection rule), with their full-width forms (＝＋－＠, which some
 * spreadsheets fold to the ASCII ones), with whitespace before any of those (trimmed by some on the way in), or
 * with any control character (a line feed or NUL first is read differently from one spreadsheet to the next).
 * A cell that already starts with apostrophes before such a start gets one more, so that reading it back strips
 * exactly one and every cell round-trips.
 */
const FORMULA = /^'*(?:\p{Cc}|[\s\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;
export const escapeCell = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);
export const unescapeCell = (cell: string) =>
  cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell;

/** The events as CSV, each row with the teacher's note on its step (`notes` by event id). */
export function eventsToCsv(events: readonly EventRecord[], notes: Notes = {}): string {
  const data = events.map((e) => {
    const row = toRow(e, noteOf(notes, e.id) ?? '');
    return CSV_COLUMNS.map((c) => escapeCell(row[c]));
  });
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\n', quotes: true })}\n`;
}

const list = (cell: string) =>
  cell
    ? cell
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

function json(cell: string, what: string): unknown {
  try {
    return cell ? JSON.parse(cell) : [];
  } catch {
    throw new Error(`${what} is not valid JSON`);
  }
}

/** A title's or summary's cells: an empty one is a language the event is not written in. */
function sides(zh: string, en: string): { zh?: string; en?: string } {
  return { ...(zh ? { zh } : {}), ...(en ? { en } : {}) };
}

function fromRow(row: Row): unknown {
  return {
    id: row.id,
    type: row.type,
    title: sides(row.title_zh, row.title_en),
    summary: sides(row.summary_zh, row.summary_en),
    actors: list(row.actors),
    factions: list(row.factions),
    places: list(row.places),
    movements: json(row.movements, 'movements'),
    effects: json(row.effects, 'effects'),
    numbers: json(row.numbers, 'numbers'),
    ...(row.forceChanges ? { forceChanges: json(row.forceChanges, 'forceChanges') } : {}),
    causes: list(row.causes),
    storyOrder: Number(row.storyOrder),
    ...(row.storyEnd ? { storyEnd: Number(row.storyEnd) } : {}),
    ...(row.phase ? { phase: row.phase } : {}),
    anchor: {
      exact: row.quote,
      ...(row.prefix ? { prefix: row.prefix } : {}),
      ...(row.suffix ? { suffix: row.suffix } : {}),
    },
    ...(row.inferred ? { inferred: json(row.inferred, 'inferred') } : {}),
  };
}

/**
 * The spreadsheet row (the header is row 1) a parse error is in. Papa counts data rows from 0 for a row with
 * the wrong number of fields, but for an unterminated quote it counts the rows read before it, header included.
 */
function rowOf(error: Papa.ParseError): number {
  const row = error.row ?? 0;
  return error.type === 'Quotes' ? row + 1 : row + 2;
}

export type CsvResult =
  { events: EventRecord[]; notes: Notes; problems: [] } | { events: null; notes: null; problems: Problem[] };

export function csvToEvents(source: string, file: string): CsvResult {
  const parsed = Papa.parse<Row>(source.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    transform: unescapeCell,
  });
  const problems: Problem[] = parsed.errors.map((e) => ({
    file,
    path: `row ${rowOf(e)}`,
    message: e.message,
  }));
  const fields = parsed.meta.fields ?? [];
  // A CSV written before summaries had a Chinese text has one "summary" column and no "inferred": read it as
  // the English summary it was, as an old chapter file is, rather than refuse it or copy it into the Chinese.
  const legacy = fields.includes('summary') && !fields.includes('summary_en');
  if (legacy) {
    for (const row of parsed.data) {
      const old = (row as Record<string, string>)['summary'] ?? '';
      Object.assign(row, { summary_en: old, summary_zh: '', inferred: row.inferred ?? '' });
    }
  }
  const present = legacy ? [...fields, 'summary_en', 'summary_zh', 'inferred'] : fields;
  const missing = CSV_COLUMNS.filter((c) => !present.includes(c) && !OPTIONAL_COLUMNS.includes(c));
  if (missing.length)
    problems.push({ file, path: 'header', message: `missing columns: ${missing.join(', ')}` });
  if (problems.length) return { events: null, notes: null, problems };
  const events: EventRecord[] = [];
  const notes = new Map<string, string>();
  parsed.data.forEach((row, i) => {
    const at = `row ${i + 2}`;
    const note = row.teacher_note ?? '';
    if (note.length > MAX_NOTE_LENGTH) {
      problems.push({
        file,
        path: `${at}: teacher_note`,
        message: `the note has ${note.length} characters; the limit is ${MAX_NOTE_LENGTH}`,
      });
    } else if (note.trim()) notes.set(row.id, note);
    try {
      const result = eventSchema.safeParse(fromRow(row));
      if (result.success) events.push(result.data);
      else
        for (const issue of result.error.issues)
          problems.push({ file, path: `${at}: ${issue.path.join('.')}`, message: issue.message });
    } catch (error) {
      problems.push({ file, path: at, message: error instanceof Error ? error.message : String(error) });
    }
  });
  return problems.length
    ? { events: null, notes: null, problems }
    : { events, notes: Object.fromEntries(notes), problems: [] };
}

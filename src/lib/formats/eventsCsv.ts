/**
 * Events as CSV, a row per event, for a spreadsheet; and back. Lists of ids are joined with ";", movements,
 * effects, numbers, force changes and inferred marks are JSON in their cells; the last column is the teacher's
 * note on the step (the columns: csvColumns.ts). Every row is checked against the event schema on the way in.
 */
import Papa from 'papaparse';
import { eventSchema } from '../model/eventSchema';
import { MAX_NOTE_LENGTH, noteOf, type Notes } from '../model/notes';
import type { EventRecord, Problem } from '../model/types';
import { CSV_COLUMNS, OPTIONAL_COLUMNS, csvRow, type Row } from './csvColumns';

export { CSV_COLUMNS, COLUMN_OF } from './csvColumns';
export { shippedRows, type ShippedRows } from './csvShippedRows';

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
    const row = csvRow(e, noteOf(notes, e.id) ?? '');
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

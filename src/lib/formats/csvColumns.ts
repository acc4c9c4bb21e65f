/**
 * The CSV's columns and how a record fills them: lists of ids joined with ";", movements, effects, numbers, force
 * changes and inferred marks as JSON. Every field of a record has its column (COLUMN_OF), so that export → import
 * gives back the same records. No parser here: what compares rows need not load one.
 */
import type { EventRecord } from '../model/types';

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
export const OPTIONAL_COLUMNS: readonly string[] = ['teacher_note', 'forceChanges'];

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

export type Row = Record<(typeof CSV_COLUMNS)[number], string>;

export function csvRow(e: EventRecord, note: string): Row {
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

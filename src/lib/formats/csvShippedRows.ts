/**
 * What an events CSV imported into a shipped chapter cannot do. The chapter as shipped is never edited (the
 * library stores only the user's additions over it), so a row that names a shipped event with its fields changed
 * is not applied, and a shipped event the file leaves out stays; the import says so, row by row, instead of
 * dropping the change without a word. Pure: the view words it (i18n/csvMessages.ts).
 */
import type { EventRecord } from '../model/types';
import { COLUMN_OF, csvRow } from './csvColumns';

export interface ShippedRows {
  /** Rows naming a shipped event whose cells differ from it (`row`: the spreadsheet's, header = 1). */
  changed: { row: number; id: string; columns: string[] }[];
  /** Shipped events the file leaves out, when it holds others (a file of additions alone leaves out all). */
  absent: string[];
}

/** JSON with its keys sorted: two values that differ only in key order are the same value. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The CSV columns in which `edited` differs from `original`, in the file's order. */
export function changedColumns(edited: EventRecord, original: EventRecord): string[] {
  const mine = csvRow(edited, '');
  const theirs = csvRow(original, '');
  // A field in one column is named when its value differs; of a field in several (title, summary, the
  // anchor), only the columns whose text differs.
  return (Object.keys(COLUMN_OF) as (keyof EventRecord)[])
    .filter((field) => canonical(edited[field]) !== canonical(original[field]))
    .flatMap((field) => {
      const columns = COLUMN_OF[field];
      return columns.length === 1 ? columns : columns.filter((column) => mine[column] !== theirs[column]);
    });
}

/** The rows of `imported` (a CSV's events, in row order) a shipped chapter of `shipped` events cannot take. */
export function shippedRows(imported: readonly EventRecord[], shipped: readonly EventRecord[]): ShippedRows {
  const byId = new Map(shipped.map((e) => [e.id, e]));
  const changed: ShippedRows['changed'] = [];
  const named = new Set<string>();
  imported.forEach((event, i) => {
    const original = byId.get(event.id);
    if (!original) return;
    named.add(event.id);
    const columns = changedColumns(event, original);
    if (columns.length) changed.push({ row: i + 2, id: event.id, columns });
  });
  const absent = named.size ? shipped.filter((e) => !named.has(e.id)).map((e) => e.id) : [];
  return { changed, absent };
}

/**
 * What the merges of two tabs' edits (rebase.ts, seenEdit.ts) and the conflict notice's field list
 * (state/conflictFields.ts) ask of a plain JSON value: a record, a list of records with ids, a record's own key.
 * One reading for all three, so they agree on what counts as a record and as a key. Pure.
 */

export type Json = unknown;
export type Keyed = { id: string };

export const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A list every item of which is a record with a text id: merged and compared record by record. */
export const isKeyedList = (v: Json): v is Keyed[] =>
  Array.isArray(v) && v.every((item) => isObject(item) && typeof item.id === 'string');

/** A key's value if the record has it as its own: keys are user ids, and `constructor` is one like any other. */
export const ownValue = (o: Record<string, Json>, key: string): Json =>
  Object.hasOwn(o, key) ? o[key] : undefined;

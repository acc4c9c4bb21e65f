/**
 * Where two versions of a map or of a chapter's details differ, field by field, so a conflict on them shows both
 * versions in a line each (as an event's does with its title) and not only as the whole record. Records in a
 * list are named by their id, so "places › gate-north › name" reads the same in both versions. Pure.
 */
import { isKeyedList, isObject, ownValue as own, type Json, type Keyed } from '../authoring/jsonValues';
import { same } from '../authoring/rebase';

export interface FieldDifference {
  /** The field's path, its steps joined by " › ": keys, and the ids of records in lists. */
  path: string;
  /** Each version's value as shown: text as it is, other values as JSON; undefined where the version lacks it. */
  mine: string | undefined;
  theirs: string | undefined;
}

const shown = (v: Json) => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v));

/** The fields where `mine` and `theirs` differ, in the order they come (at most `limit`). */
export function fieldDifferences(mine: Json, theirs: Json, limit = 12): FieldDifference[] {
  const out: FieldDifference[] = [];
  const walk = (a: Json, b: Json, path: string[]) => {
    if (out.length >= limit || same(a, b)) return;
    if (isKeyedList(a) && isKeyedList(b)) {
      const find = (list: Keyed[], id: string) => list.find((item) => item.id === id);
      const ids = new Set([...a.map((item) => item.id), ...b.map((item) => item.id)]);
      for (const id of ids) walk(find(a, id), find(b, id), [...path, id]);
      return;
    }
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        walk(own(a, key), own(b, key), [...path, key]);
      }
      return;
    }
    out.push({ path: path.join(' › '), mine: shown(a), theirs: shown(b) });
  };
  walk(mine, theirs, []);
  return out;
}

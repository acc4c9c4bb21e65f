/**
 * An editor's work carried onto the chapter as it is now. An editor (the map editor) works on a copy taken when it
 * opened; meanwhile another part of the app (the reader's "Add as person") may save. Saving the copy whole would
 * undo that save, so what the editor changed, compared with the copy as it opened, is applied to the chapter as
 * it is now, and the rest stays as now: lists of records merge record by record (by id), records field by field.
 * Where both changed the same field, the editor's value wins: it is the one the author is looking at.
 * Pure: plain JSON values in, a new value out; the inputs are not changed.
 */

import { isKeyedList, isObject, ownValue as own, type Json, type Keyed } from './jsonValues';

/** Deep equality of JSON values (the order of an object's keys does not count). */
export function same(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  const others = Object.keys(b).filter((k) => b[k] !== undefined);
  return keys.length === others.length && keys.every((k) => same(a[k], b[k]));
}

/**
 * `mine` (made from `base`) carried onto `current` (made from `base` elsewhere): what only one side changed
 * keeps that side's change; what both changed takes mine.
 */
export function rebased<T>(base: T, mine: T, current: T): T {
  if (same(mine, base)) return current;
  if (same(current, base)) return mine;
  if (isKeyedList(base) && isKeyedList(mine) && isKeyedList(current)) {
    return rebasedList(base, mine, current) as T;
  }
  if (isObject(base) && isObject(mine) && isObject(current)) {
    // Keys are user ids (notes by event id): own keys only, and built from entries, so `constructor` or
    // `__proto__` is a key like any other.
    const out: [string, Json][] = [];
    for (const key of new Set([...Object.keys(current), ...Object.keys(mine)])) {
      const value = rebased(own(base, key), own(mine, key), own(current, key));
      if (value !== undefined) out.push([key, value]);
    }
    return Object.fromEntries(out) as T;
  }
  return mine;
}

/**
 * Lists of records, by id, in the current order; a record I added comes after the one it follows in mine (and
 * after what was added elsewhere there).
 */
function rebasedList(base: Keyed[], mine: Keyed[], current: Keyed[]): Keyed[] {
  const byId = (list: Keyed[]) => new Map(list.map((item) => [item.id, item]));
  const [before, made, now] = [byId(base), byId(mine), byId(current)];
  const out: Keyed[] = [];
  for (const item of current) {
    const old = before.get(item.id);
    const mineNow = made.get(item.id);
    // I removed it (and kept no other change of it): it goes.
    if (old && !mineNow) continue;
    out.push(old && mineNow ? rebased(old, mineNow, item) : item);
  }
  // Mine that `current` lacks: the records I added, and those removed meanwhile that I changed.
  const taken = new Set([...out.map((item) => item.id), ...made.keys()]);
  const added = new Set<Keyed>();
  mine.forEach((item, i) => {
    const old = before.get(item.id);
    const theirs = now.get(item.id);
    if (old && (theirs || same(old, item))) return;
    if (!old && theirs && same(theirs, item)) return;
    // Both added a record of this id (each counted from the same list): mine takes the next free one.
    const id = theirs ? freeId(item.id, taken) : item.id;
    taken.add(id);
    const previous = mine
      .slice(0, i)
      .reverse()
      .find((p) => out.some((o) => o.id === p.id));
    let at = previous ? out.findIndex((o) => o.id === previous.id) + 1 : out.length;
    // After what was added elsewhere there too: that was saved first.
    while (at < out.length && !before.has(out[at]!.id) && !added.has(out[at]!)) at++;
    const placed = id === item.id ? item : { ...item, id };
    added.add(placed);
    out.splice(at, 0, placed);
  });
  return out;
}

function freeId(id: string, taken: ReadonlySet<string>): string {
  const stem = id.replace(/-\d+$/, '');
  for (let n = 2; ; n++) {
    const next = `${stem}-${n}`;
    if (!taken.has(next)) return next;
  }
}

/**
 * An edit is against what the user saw. An event form, the map editor or a note field holds the unit as it was
 * when it opened (or when the user started typing); by the save, another tab may have changed or deleted it.
 * What the edit makes of the unit as it is now: where the two changed different fields, one value with both
 * changes (rebase.ts); where both changed one field to different values, a clash, so the user sees both versions
 * and chooses (never a silent overwrite); where the unit is gone, the edit offered back.
 * Pure: plain JSON values in, a new value out.
 */
import { isKeyedList, isObject, ownValue as own, type Json, type Keyed } from './jsonValues';
import { rebased, same } from './rebase';

/** Whether `mine` and `current`, both made from `base`, changed some field of it to different values. */
export function clashes(base: Json, mine: Json, current: Json): boolean {
  if (same(mine, base) || same(current, base) || same(mine, current)) return false;
  if (isKeyedList(base) && isKeyedList(mine) && isKeyedList(current)) {
    const byId = (list: Keyed[]) => new Map(list.map((item) => [item.id, item]));
    const [made, now] = [byId(mine), byId(current)];
    // A record both kept is compared field by field; one side removed what the other changed: a clash.
    // Records both added under one id do not clash: rebase gives mine the next free id.
    return base.some((old) => clashes(old, made.get(old.id), now.get(old.id)));
  }
  if (isObject(base) && isObject(mine) && isObject(current)) {
    const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(current)]);
    return [...keys].some((key) => clashes(own(base, key), own(mine, key), own(current, key)));
  }
  // A value with no parts (text, a number, a list of ids), changed both ways.
  return true;
}

export type SeenEdit<T> =
  /** Nothing else changed it, or only fields the edit left alone: save this. */
  | { kind: 'merged'; value: T }
  /** Both changed one field: `mine` is the edit carried onto the unit as now (mine where both changed). */
  | { kind: 'clash'; mine: T }
  /** Another tab deleted the unit: the edit, to restore or discard. */
  | { kind: 'gone'; mine: T };

/** What `mine`, made from `seen`, makes of the unit as it is now (`current`; undefined: deleted). */
export function seenEdit<T>(seen: T, mine: T, current: T | undefined): SeenEdit<T> {
  if (current === undefined) return { kind: 'gone', mine };
  const value = rebased(seen, mine, current);
  return clashes(seen, mine, current) ? { kind: 'clash', mine: value } : { kind: 'merged', value };
}

/**
 * A change to a stored chapter as operations on its units — each event by id, each note by key, the city map,
 * and a chapter's own details — so that saves, undos and redos from two tabs merge unit by unit. A tab's
 * operation says what it saw (the unit's value and version) and what it makes of it; it is applied only if the
 * unit is still as the tab saw it, else it is refused for that unit alone, with both versions kept. Pure: the
 * IndexedDB transaction (storage.ts) and the Library both run these.
 */
import type { ChapterBundle } from '../model/bundle';
import { noteOf, notesWith, type Notes } from '../model/notes';
import type { ChapterMeta, CityMap, EventRecord } from '../model/types';

/** What a stored chapter holds besides its id and revision. */
export interface Content {
  /** A chapter the user added: the whole file (its notes are kept apart, in `notes`). */
  bundle?: ChapterBundle;
  /** A shipped chapter the user extended: the events added, and the map if they changed it. */
  events?: EventRecord[];
  city?: CityMap;
  notes?: Notes;
}

/** `event:<id>`, `note:<key>`, `city`, or `meta` (a user chapter's titles and details). */
export type Unit = `event:${string}` | `note:${string}` | 'city' | 'meta';
export type Value = EventRecord | CityMap | ChapterMeta | string | undefined;
/** The revision at which each unit last changed; a unit never listed is at 0 (as in records before versions). */
export type Versions = Readonly<Record<string, number>>;

export interface Op {
  unit: Unit;
  /** The unit as this tab saw it, and its version then. */
  before: Value;
  base: number;
  /** The unit as this tab makes it; undefined removes it. */
  value: Value;
  /** Events only: the id it follows (null: first) where this tab has it, so an undone delete returns in place. */
  after?: string | null;
}

/** An operation refused because another tab changed its unit since: both versions, neither lost. */
export interface Conflict {
  unit: Unit;
  mine: Value;
  theirs: Value;
  /** Theirs's version: keeping mine starts from it. */
  version: number;
  /** Where mine would go (see Op.after). */
  after?: string | null;
}

export const eventUnit = (id: string): Unit => `event:${id}`;
export const noteUnit = (key: string): Unit => `note:${key}`;

function eventsOf(content: Content): EventRecord[] {
  return content.bundle?.events ?? content.events ?? [];
}

export function valueOf(content: Content, unit: Unit): Value {
  if (unit === 'city') return content.bundle?.city ?? content.city;
  if (unit === 'meta') return content.bundle?.chapter;
  if (unit.startsWith('note:')) return noteOf(content.notes, unit.slice(5));
  const id = unit.slice(6);
  return eventsOf(content).find((e) => e.id === id);
}

function placed(events: EventRecord[], event: EventRecord, after: string | null | undefined) {
  const at = events.findIndex((e) => e.id === event.id);
  if (at >= 0) return events.map((e, i) => (i === at ? event : e));
  const previous = after === null ? -1 : events.findIndex((e) => e.id === after);
  const index = after === undefined || (after !== null && previous < 0) ? events.length : previous + 1;
  return [...events.slice(0, index), event, ...events.slice(index)];
}

/** The content with one unit set (or removed); the rest is shared, not copied. */
export function withValue(content: Content, unit: Unit, value: Value, after?: string | null): Content {
  if (unit === 'meta') {
    return content.bundle && value
      ? { ...content, bundle: { ...content.bundle, chapter: value as ChapterMeta } }
      : content;
  }
  if (unit === 'city') {
    if (content.bundle)
      return value ? { ...content, bundle: { ...content.bundle, city: value as CityMap } } : content;
    const { city: _old, ...rest } = content;
    return value ? { ...rest, city: value as CityMap } : rest;
  }
  if (unit.startsWith('note:')) {
    const notes = notesWith(
      content.notes ?? {},
      unit.slice(5),
      typeof value === 'string' ? value : undefined,
    );
    const { notes: _old, ...rest } = content;
    // A record never stores an empty map of notes.
    return Object.keys(notes).length ? { ...rest, notes } : rest;
  }
  const id = unit.slice(6);
  const current = eventsOf(content);
  const events = value ? placed(current, value as EventRecord, after) : current.filter((e) => e.id !== id);
  return content.bundle ? { ...content, bundle: { ...content.bundle, events } } : { ...content, events };
}

/** Equal as JSON data, whatever the order of keys (an event built by the form and one read back may differ). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((x, i) => same(x, other[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const kx = keys(x);
  return kx.length === keys(y).length && kx.every((k) => same(x[k], y[k]));
}

function unitsOf(content: Content): Unit[] {
  const units: Unit[] = eventsOf(content).map((e) => eventUnit(e.id));
  units.push(...Object.keys(content.notes ?? {}).map(noteUnit), 'city');
  if (content.bundle) units.push('meta');
  return units;
}

function previousId(content: Content, id: string): string | null | undefined {
  const events = eventsOf(content);
  const at = events.findIndex((e) => e.id === id);
  return at < 0 ? undefined : at === 0 ? null : events[at - 1]!.id;
}

/** The operations that turn `before` into `after`, each based on the unit's version in `versions`. */
export function opsBetween(before: Content, after: Content, versions: Versions): Op[] {
  const ops: Op[] = [];
  for (const unit of new Set([...unitsOf(before), ...unitsOf(after)])) {
    const was = valueOf(before, unit);
    const value = valueOf(after, unit);
    if (same(was, value)) continue;
    const op: Op = { unit, before: was, base: versions[unit] ?? 0, value };
    if (unit.startsWith('event:')) {
      const id = unit.slice(6);
      // Where a new event goes; where a deleted one was, for its undo.
      const after_ =
        was === undefined ? previousId(after, id) : value === undefined ? previousId(before, id) : undefined;
      if (after_ !== undefined) op.after = after_;
    }
    ops.push(op);
  }
  return ops;
}

/** The operations that take `ops` back, once they stand at `revision`. */
export function inverse(ops: readonly Op[], revision: number): Op[] {
  return ops.map((op): Op => ({ ...op, before: op.value, base: revision, value: op.before })).reverse();
}

/** Two operations on one unit, one after the other, as one: from the first's base to the last's value. */
export function compact(ops: readonly Op[]): Op[] {
  const byUnit = new Map<Unit, Op>();
  for (const op of ops) {
    const first = byUnit.get(op.unit);
    byUnit.delete(op.unit);
    byUnit.set(op.unit, first ? { ...first, value: op.value, after: op.after ?? first.after } : op);
  }
  return [...byUnit.values()].filter((op) => !same(op.before, op.value));
}

export interface Applied {
  content: Content;
  versions: Versions;
  /** The operations that went through, and those refused with both versions. */
  applied: Op[];
  conflicts: Conflict[];
}

/**
 * Applies each operation whose unit is still as its tab saw it — at its base version, or holding the value the
 * tab saw — and stamps the unit with `revision`. An operation whose value is already there is a no-op; any
 * other is refused for its unit only.
 */
export function applyOps(
  content: Content,
  versions: Versions,
  ops: readonly Op[],
  revision: number,
): Applied {
  let next = content;
  const stamped: Record<string, number> = { ...versions };
  const applied: Op[] = [];
  const conflicts: Conflict[] = [];
  for (const op of ops) {
    const current = valueOf(next, op.unit);
    const version = stamped[op.unit] ?? 0;
    if (same(current, op.value)) continue;
    if (version === op.base || same(current, op.before)) {
      next = withValue(next, op.unit, op.value, op.after);
      stamped[op.unit] = revision;
      applied.push(op);
    } else {
      conflicts.push({ unit: op.unit, mine: op.value, theirs: current, version, after: op.after });
    }
  }
  return { content: next, versions: stamped, applied, conflicts };
}

/** The content with each operation's value, unchecked: this tab's own view of work storage has not taken yet. */
export function withValues(
  content: Content,
  ops: readonly { unit: Unit; value: Value; after?: string | null }[],
) {
  return ops.reduce((c, op) => withValue(c, op.unit, op.value, op.after), content);
}

/**
 * A tab's open conflicts, and the operations storage could not keep, held in the tab's session storage as they
 * change: this tab's version of each lives nowhere else, so without them a reload or a crashed tab before the
 * user chose Keep mine or Keep theirs would lose it. Session storage, because it is the tab's own (a reload and
 * the browser's restore of a crashed tab keep it, another tab never sees it: no tab offers a version it did not
 * write). Kept per chapter, as JSON; an entry that cannot be read back whole is dropped, never half-restored.
 * Pure apart from the injected store, so tests run on a Map (as formDrafts.ts does).
 */
import type { Content, Op, Unit, Value } from '../authoring/eventOps';
import type { ChapterConflict } from './conflicts';

export type KeptStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface Kept {
  conflicts: ChapterConflict[];
  pending: Op[];
  /**
   * The user's own chapter, not a shipped one: where storage never took the chapter, its operations apply to a
   * shipped chapter's empty additions, but cannot rebuild a chapter file.
   */
  own: boolean;
  /**
   * The user's own chapter as added, when storage never took it: the pending operations apply to it. Read back
   * shallowly; the Library checks it like any stored chapter before it is shown.
   */
  base?: Content;
}

/** Raised when what is kept changes shape, so an entry written by an older build is dropped, not misread. */
const FORMAT = 1;

export const keptKey = (chapter: string) => `bc-conflicts:${chapter}`;

const NOTHING: Kept = Object.freeze({ conflicts: [], pending: [], own: false }) as Kept;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isUnit(u: unknown): u is Unit {
  if (u === 'city' || u === 'meta') return true;
  return typeof u === 'string' && /^(event|note):./s.test(u);
}

/**
 * Whether `v` could be `unit`'s value (JSON drops undefined, so a missing value reads as a removed unit). Shallow:
 * a restored version is shown and saved through the same checks as any other change.
 */
function fitsUnit(unit: Unit, v: unknown): v is Value {
  if (v === undefined) return true;
  if (unit.startsWith('note:')) return typeof v === 'string';
  if (!isObject(v)) return false;
  if (unit === 'city') return Array.isArray(v.places);
  if (unit === 'meta') return typeof v.id === 'string';
  return v.id === unit.slice(6);
}

const isVersion = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
const isAfter = (a: unknown) => a === undefined || a === null || typeof a === 'string';

function asConflict(c: unknown, chapter: string): ChapterConflict | null {
  if (!isObject(c) || c.chapter !== chapter || !isUnit(c.unit)) return null;
  const { unit, mine, theirs, version, after } = c;
  if (!fitsUnit(unit, mine) || !fitsUnit(unit, theirs) || !isVersion(version) || !isAfter(after)) return null;
  return {
    chapter,
    unit,
    mine,
    theirs,
    version,
    ...(after !== undefined ? { after: after as string | null } : {}),
  };
}

function asOp(o: unknown): Op | null {
  if (!isObject(o) || !isUnit(o.unit)) return null;
  const { unit, before, base, value, after } = o;
  if (!fitsUnit(unit, before) || !fitsUnit(unit, value) || !isVersion(base) || !isAfter(after)) return null;
  return { unit, before, base, value, ...(after !== undefined ? { after: after as string | null } : {}) };
}

/** The JSON kept for one chapter, or null when there is nothing to keep. */
export function serializeKept(kept: Kept): string | null {
  const { conflicts, pending, own, base } = kept;
  if (!conflicts.length && !pending.length && !base) return null;
  return JSON.stringify({ format: FORMAT, conflicts, pending, own, ...(base ? { base } : {}) });
}

/** A chapter's content as added: its file, and its notes if any. */
const isBase = (b: unknown): b is Content =>
  isObject(b) && isObject(b.bundle) && (b.notes === undefined || isObject(b.notes));

/** What `raw` kept for `chapter`, or null when it cannot be read back whole (not JSON, another shape). */
export function parseKept(raw: string, chapter: string): Kept | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || value.format !== FORMAT) return null;
  if (!Array.isArray(value.conflicts) || !Array.isArray(value.pending) || typeof value.own !== 'boolean')
    return null;
  const conflicts = value.conflicts.map((c) => asConflict(c, chapter));
  const pending = value.pending.map(asOp);
  if (conflicts.includes(null) || pending.includes(null)) return null;
  // One conflict per unit, as the Library holds them; a second would be offered twice.
  if (new Set(conflicts.map((c) => c!.unit)).size !== conflicts.length) return null;
  if (value.base !== undefined && !isBase(value.base)) return null;
  const kept = { conflicts: conflicts as ChapterConflict[], pending: pending as Op[], own: value.own };
  return value.base ? { ...kept, base: value.base } : kept;
}

/**
 * Keeps the chapter's conflicts and pending operations (removing the entry when there are none); false when the
 * browser refuses. A refused write removes the entry too: an older one would bring back choices already made.
 */
export function keepKept(store: KeptStore, chapter: string, kept: Kept): boolean {
  const json = serializeKept(kept);
  try {
    if (json === null) store.removeItem(keptKey(chapter));
    else store.setItem(keptKey(chapter), json);
    return true;
  } catch {
    try {
      store.removeItem(keptKey(chapter));
    } catch {
      // storage off: nothing was kept to remove
    }
    return false;
  }
}

/** What this tab kept for the chapter; an entry that cannot be read back is removed. */
export function readKept(store: KeptStore, chapter: string): Kept {
  let raw: string | null;
  try {
    raw = store.getItem(keptKey(chapter));
  } catch {
    return NOTHING;
  }
  if (raw === null) return NOTHING;
  const kept = parseKept(raw, chapter);
  if (kept) return kept;
  try {
    store.removeItem(keptKey(chapter));
  } catch {
    // storage off: there is nothing to remove
  }
  return NOTHING;
}

/** The chapters this tab kept anything for (the shipped list may not have loaded yet when the Library starts). */
export function keptChapters(store: KeptStore): string[] {
  const prefix = keptKey('');
  const chapters: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const name = store.key(i);
      if (name?.startsWith(prefix)) chapters.push(name.slice(prefix.length));
    }
  } catch {
    // storage off: nothing kept
  }
  return chapters;
}

/** A store that keeps nothing and says so on every write: the tab's session storage where the browser refuses it. */
export const refusingStore: KeptStore = {
  getItem: () => null,
  setItem: () => {
    throw new Error('no session storage');
  },
  removeItem: () => {},
  key: () => null,
  length: 0,
};

/** This tab's session storage, or a store refusing every write where it is off (a browser, a sandbox). */
export function browserKeptStore(): KeptStore {
  try {
    return typeof sessionStorage === 'undefined' ? refusingStore : sessionStorage;
  } catch {
    return refusingStore;
  }
}

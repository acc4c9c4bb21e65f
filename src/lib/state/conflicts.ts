/**
 * Changes refused because another tab changed the same event, note or map since (see authoring/eventOps.ts): the
 * Library keeps them, one per chapter and unit, until the user keeps one version, and shows this tab's version
 * meanwhile. Pure: the list, how it follows the stored record, and its words.
 */
import { plainIn } from '../i18n/prose';
import {
  same,
  valueOf,
  withValues,
  type Conflict,
  type Content,
  type Op,
  type Unit,
  type Value,
  type Versions,
} from '../authoring/eventOps';
import { text, type Text } from '../i18n/messages';
import type { StoredChapter } from '../authoring/storage';
import type { EventRecord } from '../model/types';

export interface ChapterConflict extends Conflict {
  chapter: string;
}

/** The list with `added` in place of any earlier conflict on the same unit of the same chapter. */
export function withConflicts(list: readonly ChapterConflict[], added: readonly ChapterConflict[]) {
  const key = (c: ChapterConflict) => `${c.chapter}\n${c.unit}`;
  const replaced = new Set(added.map(key));
  return [...list.filter((c) => !replaced.has(key(c))), ...added];
}

/**
 * A chapter's conflicts against its record as now stored: theirs becomes what is stored now (another tab may
 * have saved again), and a conflict whose two versions have become the same is over.
 */
export function followStored(
  list: readonly ChapterConflict[],
  chapter: string,
  stored: Content,
  versions: Versions,
): ChapterConflict[] {
  return list.flatMap((c) => {
    if (c.chapter !== chapter) return [c];
    const theirs = valueOf(stored, c.unit);
    return same(theirs, c.mine) ? [] : [{ ...c, theirs, version: versions[c.unit] ?? 0 }];
  });
}

/**
 * An edit made on what the user saw, offered against the unit as `stored` now holds it (another tab changed or
 * deleted it since): both versions, theirs at its stored version; null when they are the same.
 */
export function offered(
  chapter: string,
  stored: Content,
  versions: Versions,
  unit: Unit,
  mine: Value,
): ChapterConflict | null {
  const theirs = valueOf(stored, unit);
  return same(theirs, mine) ? null : { chapter, unit, mine, theirs, version: versions[unit] ?? 0 };
}

/** The operation that keeps mine over theirs, from theirs's version. */
export function mineOver({ unit, theirs, version, mine, after }: ChapterConflict): Op {
  return { unit, before: theirs, base: version, value: mine, ...(after !== undefined ? { after } : {}) };
}

/**
 * A record as stored, with this tab's work over it: what storage has not kept yet, and its version of every unit
 * in conflict (whose version is unknown, so that a new change to it is checked against theirs again).
 */
export function shownWith(
  stored: StoredChapter,
  pending: readonly Op[],
  conflicts: readonly ChapterConflict[],
) {
  const mine = conflicts.map((c) => ({ ...c, value: c.mine }));
  const versions: Record<string, number> = { ...stored.versions };
  for (const c of mine) versions[c.unit] = -1;
  const { id, revision, updatedAt, versions: _v, ...content } = stored;
  return { id, ...withValues(withValues(content, pending), mine), revision, versions, updatedAt };
}

/** What the conflict is about, in the interface's words. */
export function conflictText(conflict: ChapterConflict): Text {
  const { chapter, unit } = conflict;
  if (unit === 'city') return text('conflictCity', { chapter });
  if (unit === 'meta') return text('conflictMeta', { chapter });
  if (unit.startsWith('note:')) return text('conflictNote', { chapter, key: unit.slice(5) });
  const event = (conflict.mine ?? conflict.theirs) as EventRecord | undefined;
  const id = unit.slice(6);
  return text('conflictEvent', {
    chapter,
    id,
    en: event ? plainIn(event.title, 'en') : id,
    zh: event ? plainIn(event.title, 'zh-Hans') : id,
  });
}

/** The event id, note key, or map a conflict is about: the path of its problem line. */
export function conflictPath(conflict: Conflict): string {
  return conflict.unit.startsWith('event:') ? conflict.unit.slice(6) : conflict.unit;
}

/**
 * What the event form's movement and condition rows offer and record: who may move (the chapter's forces, or
 * its sides where it names no forces), those the passage names first and marked so; a new change of condition;
 * and the event's marks of inferred values (`inferred`, by field path), kept pointing at the right row when a
 * row above is removed.
 */
import type { Chapter, EventRecord, ForceChange } from '../model/types';
import { passageSuggestions } from './eventDraft';

export type Mark = NonNullable<EventRecord['inferred']>[number];

/** One choice of who moves: `suggested` when the passage names it. */
export interface MoverOption {
  id: string;
  name: string;
  suggested: boolean;
}

/** The forces (or, in a chapter with none, the sides), those the passage names first, each in the chapter's order. */
export function moverOptions(chapter: Pick<Chapter, 'meta' | 'city'>, passage: string): MoverOption[] {
  const forces = chapter.meta.forces ?? [];
  const suggested = passageSuggestions(chapter, passage);
  const named = new Set((forces.length ? suggested.forces : suggested.factions).map((s) => s.id));
  const all = (forces.length ? forces : chapter.meta.factions).map((f) => ({
    id: f.id,
    name: f.name,
    suggested: named.has(f.id),
  }));
  return [...all.filter((o) => o.suggested), ...all.filter((o) => !o.suggested)];
}

/** A change of condition of the force the passage names first (else the first force): routed, until changed. */
export function freshForceChange(options: readonly MoverOption[]): ForceChange {
  return { force: options[0]!.id, condition: 'routed' };
}

/** The mark on `path`, if it is marked inferred. */
export function markOf(inferred: readonly Mark[] | undefined, path: string): Mark | undefined {
  return inferred?.find((m) => m.path === path);
}

/** The marks with `path` marked (a new mark asks why: its note starts blank), or unmarked with `mark` null. */
export function withMark(
  inferred: readonly Mark[] | undefined,
  path: string,
  mark: Omit<Mark, 'path'> | null,
): Mark[] {
  const others = (inferred ?? []).filter((m) => m.path !== path);
  if (!mark) return others;
  const at = (inferred ?? []).findIndex((m) => m.path === path);
  const next = { path, ...mark };
  if (at < 0) return [...others, next];
  return (inferred ?? []).map((m) => (m.path === path ? next : m));
}

/**
 * The marks after item `index` of the list `list` is removed: its own marks go, and those of the items after it
 * move up one (`movements[2].to` becomes `movements[1].to`).
 */
export function withoutItem(inferred: readonly Mark[] | undefined, list: string, index: number): Mark[] {
  const item = new RegExp(`^${list}\\[(\\d+)\\]`);
  return (inferred ?? []).flatMap((m) => {
    const found = item.exec(m.path);
    if (!found) return [m];
    const n = Number(found[1]);
    if (n === index) return [];
    if (n < index) return [m];
    return [{ ...m, path: `${list}[${n - 1}]${m.path.slice(found[0].length)}` }];
  });
}

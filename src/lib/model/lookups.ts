/** Lookups over a chapter's records that several views need, built once per chapter by the chapter model. */
import type { Chapter } from './types';

/**
 * The faction of whoever moves: a force's or a person's faction, or the faction itself where a movement names one.
 * A plain function: the trails ask it for every movement of every earlier event.
 */
export function moverFaction(chapter: Chapter): (moverId: string) => string {
  const byId = new Map<string, string>([
    ...chapter.meta.people.map((p) => [p.id, p.faction] as const),
    ...(chapter.meta.forces ?? []).map((f) => [f.id, f.faction] as const),
  ]);
  return (id: string) => byId.get(id) ?? id;
}

/** Each faction's place in the chapter's list: what tells sides apart where colour alone may not (dashes, shapes). */
export function factionIndex(chapter: Chapter): ReadonlyMap<string, number> {
  return new Map(chapter.meta.factions.map((f, i) => [f.id, i]));
}

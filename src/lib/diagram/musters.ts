/**
 * Forces of one side waiting together stand under one banner. A campaign opens with a whole army at one camp (nine
 * Shu forces at 祁山 in 街亭's chapter), and nine banners there spread into a crowd whose names and leader lines
 * cover the map, while the step is about one of them. An idle force (one this step neither moves, nor changes, nor
 * has its leader act where it stands) folds into the first banner of its side, condition and place; the banner's
 * name says how many more stand with it. A force the step is about always stands alone.
 */
import type { ChapterEvent, Force } from '../model/types';
import type { ForceState } from '../story/forceStates';

export interface Musters {
  /** Each folded force, and the force whose banner it stands under. */
  folded: Map<string, string>;
  /** Each banner that stands for others: the forces folded into it, in the chapter's order. */
  members: Map<string, string[]>;
}

/**
 * The forces a step is about: those it moves, those whose condition or place it changes, those walking in it, and
 * those its actors lead where it happens (or anywhere, when it names no place).
 */
export function stepForces(
  event: ChapterEvent | null,
  forces: readonly Force[],
  states: ReadonlyMap<string, ForceState>,
  walking: ReadonlyMap<string, unknown>,
): Set<string> {
  const ids = new Set<string>(walking.keys());
  if (!event) return ids;
  for (const m of event.movements) for (const who of m.who) ids.add(who);
  for (const change of event.forceChanges ?? []) ids.add(change.force);
  const actors = new Set(event.actors);
  const places = new Set(event.places);
  for (const force of forces) {
    const state = states.get(force.id);
    if (state?.eventId === event.id) ids.add(force.id);
    if (force.leader && actors.has(force.leader) && (places.size === 0 || places.has(state?.at ?? '')))
      ids.add(force.id);
  }
  return ids;
}

/** Who stands under whose banner, as of `states`, the forces of `inStep` standing alone. */
export function musters(
  forces: readonly Force[],
  states: ReadonlyMap<string, ForceState>,
  inStep: ReadonlySet<string>,
): Musters {
  const folded = new Map<string, string>();
  const members = new Map<string, string[]>();
  const leads = new Map<string, string>();
  for (const force of forces) {
    const state = states.get(force.id);
    if (!state || inStep.has(force.id)) continue;
    const key = `${force.faction}\u0000${state.condition}\u0000${state.at}`;
    const lead = leads.get(key);
    if (lead === undefined) {
      leads.set(key, force.id);
      continue;
    }
    folded.set(force.id, lead);
    members.set(lead, [...(members.get(lead) ?? []), force.id]);
  }
  return { folded, members };
}

/** A banner's name, with how many more forces stand under it: "大军 +8". */
export function musterLabel(name: string, more: number): string {
  return more > 0 ? `${name} +${more}` : name;
}

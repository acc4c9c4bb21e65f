/**
 * What the event form adds and toggles: a ticked choice in a list, and the row a "+" button starts with. Each new
 * row is already valid (it names a place, a mover or a quote the chapter has), so saving at once never fails on it.
 */
import type { Chapter, Effect, Movement, Quantity } from '../model/types';

/** `list` with `value` ticked if it was not, and unticked if it was; the order of the others is kept. */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** A move from the chapter's first place to itself, by its first force (or first faction, if it names no forces). */
export function freshMovement(chapter: Chapter): Movement {
  const place = chapter.city.places[0]!.id;
  return { from: place, to: place, who: [chapter.meta.forces?.[0]?.id ?? chapter.meta.factions[0]!.id] };
}

/** The chapter's first place, opened. */
export function freshEffect(chapter: Chapter): Effect {
  return { place: chapter.city.places[0]!.id, state: 'open' };
}

/** A count of troops, quoting the start of the event's passage until the author picks the words that state it. */
export function freshNumber(exact: string): Quantity {
  return { kind: 'troops', value: 0, text: exact.slice(0, 4) };
}

/**
 * The state of every place at a moment of the story: the map's initial states, folded over the effects of
 * every event up to and including the one at that moment.
 */
import type { ChapterEvent, CityMap } from '../model/types';
import type { PlaceState } from '../model/vocabulary';
import { foldCache, storyFold } from './storyFold';

export interface PlaceCondition {
  state: PlaceState;
  by?: string;
  /**
   * For a contested place, the other side: the record names one faction (`by`, the one pressing the fight), and
   * the diagram draws both colours, so the fold takes the other from the event's factions.
   */
  against?: string;
  /** The event that set this state; none for the initial state. */
  eventId?: string;
}

export function initialPlaceStates(city: CityMap): Map<string, PlaceCondition> {
  const states = new Map<string, PlaceCondition>();
  for (const place of city.places) if (place.initial) states.set(place.id, { ...place.initial });
  return states;
}

/**
 * `events` in story order; `upTo` is the index of the current event (-1: before the first).
 * Events after it leave no trace, so stepping back undoes their effects.
 */
export function placeStatesAt(
  city: CityMap,
  events: readonly ChapterEvent[],
  upTo: number,
): Map<string, PlaceCondition> {
  return placeFold(events, city)(upTo);
}

function applyEffects(states: Map<string, PlaceCondition>, event: ChapterEvent): void {
  for (const effect of event.effects) {
    const against = effect.state === 'contested' ? otherSide(event.factions, effect.by) : undefined;
    states.set(effect.place, {
      state: effect.state,
      ...(effect.by ? { by: effect.by } : {}),
      ...(against ? { against } : {}),
      eventId: event.id,
    });
  }
}

/**
 * The side a contested place is fought against: the first of the event's factions that is not `by` (with no
 * `by`, the second of them, the first standing for `by`). None where the event names one faction only.
 */
export function otherSide(factions: readonly string[], by: string | undefined): string | undefined {
  return by === undefined ? factions[1] : factions.find((f) => f !== by);
}

const placeFold = foldCache((events: readonly ChapterEvent[], city: CityMap) =>
  storyFold({
    initial: () => initialPlaceStates(city),
    apply: (states, i) => applyEffects(states, events[i]!),
    // A place's state is replaced, never changed: a copy of the map is a copy of the states.
    copy: (states) => new Map(states),
    length: events.length,
  }),
);

const byPlaceOf = new WeakMap<readonly ChapterEvent[], ReadonlyMap<string, readonly string[]>>();

/**
 * For each place, the events that name it, in story order. Remembered per events array: a cleared filter gives
 * the chapter's own array back, and the map's list then needs no pass over 100,000 events again.
 */
export function eventsByPlace(events: readonly ChapterEvent[]): ReadonlyMap<string, readonly string[]> {
  const known = byPlaceOf.get(events);
  if (known) return known;
  const byPlace = new Map<string, string[]>();
  for (const event of events)
    for (const id of placesInvolved(event)) {
      // Pushed, not copied: a copy per event made a 100,000-event chapter's map list take seconds.
      const ids = byPlace.get(id);
      if (ids) ids.push(event.id);
      else byPlace.set(id, [event.id]);
    }
  byPlaceOf.set(events, byPlace);
  return byPlace;
}

/** Every place an event involves: named, moved through or changed. */
export function placesInvolved(event: ChapterEvent): Set<string> {
  return new Set([
    ...event.places,
    ...event.effects.map((e) => e.place),
    ...event.movements.flatMap((m) => [m.from, m.to, ...(m.via ?? [])]),
  ]);
}

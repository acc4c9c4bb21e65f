/**
 * Where every force is, and in what condition, at a moment of the story: each force's starting place, folded
 * over the movements and condition changes of every event up to and including the one at that moment — the
 * same fold as the place states, so stepping back undoes later moves.
 */
import type { ChapterEvent, Force } from '../model/types';
import type { ForceCondition } from '../model/vocabulary';
import { foldCache, storyFold } from './storyFold';

export interface ForceState {
  /** The place it stands at. */
  at: string;
  condition: ForceCondition;
  /** The event that last moved it or changed its condition; none at the opening. */
  eventId?: string;
}

/** One force's move in one event: the places it passed, from first to last. */
export interface ForceMove {
  force: string;
  eventId: string;
  /** Index of the event in story order. */
  storyIndex: number;
  path: string[];
}

/** A movement names a force that, by the fold, stands somewhere else when it sets out. */
export interface ForceMismatch {
  eventId: string;
  eventIndex: number;
  movementIndex: number;
  force: string;
  from: string;
  at: string;
}

export function initialForceStates(forces: readonly Force[]): Map<string, ForceState> {
  return new Map(forces.map((f) => [f.id, { at: f.start, condition: 'intact' as const }]));
}

/**
 * `events` in story order; `upTo` is the index of the current event (-1: before the first). Movers that are not
 * forces (a whole faction, in a chapter that names no forces) are not tracked.
 */
export function forceStatesAt(
  forces: readonly Force[],
  events: readonly ChapterEvent[],
  upTo: number,
  onMismatch?: (mismatch: ForceMismatch) => void,
): Map<string, ForceState> {
  if (!onMismatch) return forceFold(events, forces)(upTo);
  // The validator's walk reports every mismatch on the way, so it folds from the start.
  const states = initialForceStates(forces);
  for (let i = 0; i <= upTo && i < events.length; i++) applyEvent(states, events[i]!, i, onMismatch);
  return states;
}

const forceFold = foldCache((events: readonly ChapterEvent[], forces: readonly Force[]) =>
  storyFold({
    initial: () => initialForceStates(forces),
    apply: (states, i) => applyEvent(states, events[i]!, i),
    // applyEvent replaces a force's state, never changes it: a copy of the map is a copy of the states.
    copy: (states) => new Map(states),
    length: events.length,
  }),
);

/** One step of the fold: moves and changes the forces the event names, in place. */
export function applyEvent(
  states: Map<string, ForceState>,
  event: ChapterEvent,
  index: number,
  onMismatch?: (mismatch: ForceMismatch) => void,
): void {
  event.movements.forEach((m, j) => {
    for (const id of m.who) {
      const state = states.get(id);
      if (!state) continue;
      if (state.at !== m.from)
        onMismatch?.({
          eventId: event.id,
          eventIndex: index,
          movementIndex: j,
          force: id,
          from: m.from,
          at: state.at,
        });
      states.set(id, { ...state, at: m.to, eventId: event.id });
    }
  });
  for (const change of event.forceChanges ?? []) {
    const state = states.get(change.force);
    if (state) states.set(change.force, { ...state, condition: change.condition, eventId: event.id });
  }
}

/** Every force's moves in the events up to and including `upTo`, in story order: the trails behind the tokens. */
export function forceMovesUpTo(
  forces: readonly Force[],
  events: readonly ChapterEvent[],
  upTo: number,
): ForceMove[] {
  const known = new Set(forces.map((f) => f.id));
  const moves: ForceMove[] = [];
  for (let i = 0; i <= upTo && i < events.length; i++) {
    const event = events[i]!;
    for (const m of event.movements)
      for (const force of m.who)
        if (known.has(force))
          moves.push({ force, eventId: event.id, storyIndex: i, path: [m.from, ...(m.via ?? []), m.to] });
  }
  return moves;
}

/** Every movement, over the whole chapter, that sets a force out from a place it is not at. */
export function forceMismatches(forces: readonly Force[], events: readonly ChapterEvent[]): ForceMismatch[] {
  const found: ForceMismatch[] = [];
  forceStatesAt(forces, events, events.length - 1, (m) => found.push(m));
  return found;
}

/**
 * Offsets for `count` tokens sharing one place, `spacing` apart, so that none covers another: one in the middle,
 * then rings of six, twelve, … around it (a hexagonal packing).
 */
export function fanOut(count: number, spacing: number): [number, number][] {
  const offsets: [number, number][] = [];
  if (count <= 0) return offsets;
  if (count === 2)
    return [
      [-spacing / 2, 0],
      [spacing / 2, 0],
    ];
  offsets.push([0, 0]);
  for (let ring = 1; offsets.length < count; ring++) {
    const slots = 6 * ring;
    for (let k = 0; k < slots && offsets.length < count; k++) {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / slots;
      offsets.push([
        Math.round(Math.cos(angle) * ring * spacing * 1000) / 1000,
        Math.round(Math.sin(angle) * ring * spacing * 1000) / 1000,
      ]);
    }
  }
  return offsets;
}

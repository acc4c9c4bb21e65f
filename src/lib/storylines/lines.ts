/**
 * The storylines' one pass over the story: where each force stands, and in what condition, after each story step,
 * kept in typed arrays with a slot per step. A chapter of 100,000 events has about 80,000 steps: an object per
 * force and step (480,000 of them) took half a second to build and collect, while the chart draws a few thousand.
 * Same fold as `story/forceStates.ts` (`applyEvent`): a movement puts the forces it names at its `to`, a force
 * change sets a condition, each naming the event; movers that are not forces are not tracked.
 */
import type { ChapterEvent, Force } from '../model/types';
import type { ForceCondition } from '../model/vocabulary';

export interface LineTrack {
  /** Per x (0 the opening, x after the x-th story step): the place it stands at, an index into `places`. */
  place: Int32Array;
  /** Per x: its condition, an index into `conditions`. */
  condition: Uint8Array;
  /** Per x: its rank among the forces at its place at that step, in the chapter's order of forces. */
  rank: Uint8Array;
  /** Per x: how many forces stand at its place at that step. */
  sharing: Uint8Array;
  /** The xs where an event of that step moved the force or changed its condition, ascending. */
  markXs: number[];
  /** The event of each mark: the step's last event that moved or changed the force. */
  markIds: string[];
}

export interface StoryTracks {
  /** The story order (`storyOrder`) of each step from x = 1. */
  steps: number[];
  /** Place ids, in the order first met: the forces' starts, then the movements' ends. */
  places: string[];
  /** Per place: whether some force stands there after some step (a place only passed within a step is not). */
  visited: Uint8Array;
  conditions: ForceCondition[];
  /** One per force, in the chapter's order. */
  tracks: LineTrack[];
}

/** Ranks and counts are bytes; no chapter has near this many forces at one place. */
const MAX_SHARING = 255;

/** `events` in story order; simultaneous events (one `storyOrder`) are one step. */
export function storyTracks(forces: readonly Force[], events: readonly ChapterEvent[]): StoryTracks {
  const steps: number[] = [];
  for (let e = 0; e < events.length; e++)
    if (steps[steps.length - 1] !== events[e]!.storyOrder) steps.push(events[e]!.storyOrder);
  const slots = steps.length + 1;

  const places: string[] = [];
  const placeIndex = new Map<string, number>();
  const placeOf = (id: string) => {
    let i = placeIndex.get(id);
    if (i === undefined) placeIndex.set(id, (i = places.push(id) - 1));
    return i;
  };
  const conditions: ForceCondition[] = ['intact'];
  const conditionOf = (c: ForceCondition) => {
    const i = conditions.indexOf(c);
    return i >= 0 ? i : conditions.push(c) - 1;
  };
  // A force listed twice is one force, starting where its later entry says, as a Map of the forces by id has it.
  const forceIndex = new Map(forces.map((f, i) => [f.id, i]));
  const state = forces.map((f) => forceIndex.get(f.id)!);
  const at = Int32Array.from(forces, (f) => placeOf(f.start));
  const condition = new Uint8Array(forces.length);
  // The index of the event that last moved or changed each force; -1 before any.
  const lastEvent = new Int32Array(forces.length).fill(-1);

  const tracks: LineTrack[] = forces.map(() => ({
    place: new Int32Array(slots),
    condition: new Uint8Array(slots),
    rank: new Uint8Array(slots),
    sharing: new Uint8Array(slots),
    markXs: [],
    markIds: [],
  }));
  let visited = new Uint8Array(0);
  let sharing = new Uint8Array(0);
  let placed = new Uint8Array(0);
  const take = (x: number, stepStart: number) => {
    if (visited.length < places.length) {
      const grown = new Uint8Array(places.length * 2);
      grown.set(visited);
      visited = grown;
      sharing = new Uint8Array(grown.length);
      placed = new Uint8Array(grown.length);
    }
    for (let i = 0; i < state.length; i++) sharing[at[state[i]!]!] = placed[at[state[i]!]!] = 0;
    for (let i = 0; i < state.length; i++) {
      const p = at[state[i]!]!;
      sharing[p] = Math.min(MAX_SHARING, sharing[p]! + 1);
    }
    for (let i = 0; i < state.length; i++) {
      const s = state[i]!;
      const p = at[s]!;
      const track = tracks[i]!;
      track.place[x] = p;
      track.condition[x] = condition[s]!;
      track.rank[x] = placed[p]!;
      track.sharing[x] = sharing[p]!;
      placed[p] = Math.min(MAX_SHARING, placed[p]! + 1);
      visited[p] = 1;
      if (lastEvent[s]! >= stepStart) {
        track.markXs.push(x);
        track.markIds.push(events[lastEvent[s]!]!.id);
      }
    }
  };
  take(0, 0);
  let x = 0;
  let stepStart = 0;
  // Indexed loops: the page runs this once, mostly before it is compiled, where for…of costs an iterator per array.
  for (let e = 0; e < events.length; e++) {
    const event = events[e]!;
    const { movements, forceChanges } = event;
    for (let j = 0; j < movements.length; j++) {
      const { who, to } = movements[j]!;
      for (let k = 0; k < who.length; k++) {
        const f = forceIndex.get(who[k]!);
        if (f === undefined) continue;
        at[f] = placeOf(to);
        lastEvent[f] = e;
      }
    }
    for (let j = 0; forceChanges && j < forceChanges.length; j++) {
      const f = forceIndex.get(forceChanges[j]!.force);
      if (f === undefined) continue;
      condition[f] = conditionOf(forceChanges[j]!.condition);
      lastEvent[f] = e;
    }
    if (events[e + 1]?.storyOrder === event.storyOrder) continue;
    take(++x, stepStart);
    stepStart = e + 1;
  }
  return { steps, places, visited: visited.subarray(0, places.length), conditions, tracks };
}

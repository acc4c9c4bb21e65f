import { describe, expect, it } from 'vitest';
import { syntheticChapter } from '../data/syntheticChapter';
import type { ChapterEvent, CityMap, Force } from '../model/types';
import { applyEvent, initialForceStates } from '../story/forceStates';
import { pointAt, storylineRows, storylinesLayout, type StorylinePoint } from './layout';
import { storyTracks } from './lines';

/**
 * The storylines as they were built before the typed arrays, an object per force and step, from the story's own
 * fold (`applyEvent`): the typed layout must give the same points.
 */
function objectLines(forces: readonly Force[], events: readonly ChapterEvent[], city: CityMap) {
  const steps = [...new Set(events.map((e) => e.storyOrder))].sort((a, b) => a - b);
  const stepX = new Map(steps.map((order, i) => [order, i + 1]));
  const lines = forces.map(() => [] as StorylinePoint[]);
  const states = initialForceStates(forces);
  const stepEvents = new Set<string>();
  const visited = new Set<string>();
  const take = (x: number) => {
    const sharing = new Map<string, number>();
    const placed = new Map<string, number>();
    for (const f of forces) sharing.set(states.get(f.id)!.at, (sharing.get(states.get(f.id)!.at) ?? 0) + 1);
    forces.forEach((f, i) => {
      const state = states.get(f.id)!;
      const count = sharing.get(state.at)!;
      const k = placed.get(state.at) ?? 0;
      placed.set(state.at, k + 1);
      visited.add(state.at);
      const gap = count <= 1 ? 1 : Math.min(0.25, 0.8 / (count - 1));
      const point: StorylinePoint = {
        x,
        y: (k - (count - 1) / 2) * gap,
        placeId: state.at,
        condition: state.condition,
      };
      if (state.eventId !== undefined && stepEvents.has(state.eventId)) point.eventId = state.eventId;
      lines[i]!.push(point);
    });
  };
  take(0);
  events.forEach((event, i) => {
    applyEvent(states, event, i);
    stepEvents.add(event.id);
    if (events[i + 1]?.storyOrder === event.storyOrder) return;
    take(stepX.get(event.storyOrder)!);
    stepEvents.clear();
  });
  const rowOf = new Map(storylineRows(city, visited).map((r) => [r.placeId, r.y]));
  for (const line of lines) for (const point of line) point.y += rowOf.get(point.placeId) ?? 0;
  return lines;
}

/** Every point of every line of the typed layout, built. */
function typedLines(forces: readonly Force[], events: readonly ChapterEvent[], city: CityMap) {
  const layout = storylinesLayout(forces, events, city);
  return layout.lines.map((line) =>
    Array.from(line.y, (_, x) => {
      const k = line.track.markXs.indexOf(x);
      return pointAt(layout, line, x, k >= 0 ? line.track.markIds[k] : undefined);
    }),
  );
}

const evidence = { basis: 'text' as const, note: 'test' };
const force = (id: string, start: string): Force => ({
  id,
  name: id,
  en: id,
  faction: 'han',
  start,
  evidence,
});
const event = (id: string, storyOrder: number, more: Partial<ChapterEvent>) =>
  ({ id, storyOrder, movements: [], ...more }) as ChapterEvent;

describe('storyTracks(forces, events), read through storylinesLayout', () => {
  it('gives the same points as the object-per-point layout on seeded synthetic chapters', () => {
    for (const seed of [1, 2, 3]) {
      const { meta, events, city } = syntheticChapter(1500, seed);
      expect(typedLines(meta.forces!, events, city)).toEqual(objectLines(meta.forces!, events, city));
    }
  });

  it('gives the same points where a step moves a force twice, names a mover that is not a force, or crowds a place', () => {
    const { city } = syntheticChapter(1);
    const [a, b, c, d] = city.places.map((p) => p.id);
    const forces = [force('one', a!), force('two', a!), force('three', a!), force('four', b!)];
    const events = [
      event('move-1', 1, { movements: [{ from: a!, to: c!, who: ['one', 'faction-not-a-force'] }] }),
      event('move-2', 1, { movements: [{ from: c!, to: d!, who: ['one'] }] }),
      event('rout', 2, { forceChanges: [{ force: 'two', condition: 'routed' }] }),
      event('all-to-b', 4, { movements: [{ from: a!, to: b!, who: ['two', 'three'] }] }),
      event('change-and-move', 4, {
        movements: [{ from: d!, to: b!, who: ['one'] }],
        forceChanges: [{ force: 'one', condition: 'engaged' }],
      }),
    ];
    expect(typedLines(forces, events, city)).toEqual(objectLines(forces, events, city));
  });

  it('counts a place visited only where a force stands after a step, not one it passes within a step', () => {
    const forces = [force('one', 'camp')];
    const events = [
      event('out', 1, { movements: [{ from: 'camp', to: 'ford', who: ['one'] }] }),
      event('on', 1, { movements: [{ from: 'ford', to: 'gate', who: ['one'] }] }),
    ];
    const { places, visited, steps } = storyTracks(forces, events);
    expect(places.filter((_, p) => visited[p])).toEqual(['camp', 'gate']);
    expect(steps).toEqual([1]);
  });

  it('keeps a slot per step and a mark per step that moved or changed the force, naming its last event', () => {
    const forces = [force('one', 'camp')];
    const events = [
      event('out', 1, { movements: [{ from: 'camp', to: 'ford', who: ['one'] }] }),
      event('wait', 2, {}),
      event('on', 3, { movements: [{ from: 'ford', to: 'gate', who: ['one'] }] }),
      event('fight', 3, { forceChanges: [{ force: 'one', condition: 'engaged' }] }),
    ];
    const [track] = storyTracks(forces, events).tracks;
    expect(track!.place).toHaveLength(4);
    expect(track!.markXs).toEqual([1, 3]);
    expect(track!.markIds).toEqual(['out', 'fight']);
  });
});

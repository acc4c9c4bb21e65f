import { describe, expect, it } from 'vitest';
import { syntheticChapter } from '../data/syntheticChapter';
import { moverFaction } from '../model/lookups';
import type { Chapter } from '../model/types';
import { dataChapter } from '../testing/dataChapter';
import { trailRoutes, type Route } from './geometry';
import { cityLayout } from './layout';
import { TRAILS_DRAWN_IN_MOTION, trailIndex, trailsWaitForRest } from './trails';

/** A chapter whose movements merge movers into known routes, by forces and by people alone. */
function withMergedMovers(chapter: Chapter): Chapter {
  const [a, b] = [chapter.meta.forces?.[0]?.id ?? 'f1', chapter.meta.forces?.[1]?.id ?? 'f2'];
  const person = chapter.meta.people?.[0]?.id ?? 'p1';
  const events = chapter.events.map((e, i) => ({
    ...e,
    movements: e.movements.map((m) =>
      i % 5 === 0 ? { ...m, who: [], actors: [person] } : { ...m, who: i % 2 ? [a, b] : [b] },
    ),
  }));
  return { ...chapter, events };
}

describe('trailIndex(events, geometry, factionOf)', () => {
  const cases: [string, Chapter][] = [
    ['jieting-novel', dataChapter('jieting-novel')],
    ['miyun', dataChapter('miyun')],
    ['a synthetic chapter of 400 events', syntheticChapter(400)],
    ['movers merged into known routes', withMergedMovers(syntheticChapter(120))],
  ];
  it.each(cases)('%s: gives at every step exactly the fold over the events before it', (_, chapter) => {
    const geometry = cityLayout(chapter.city);
    const factionOf = moverFaction(chapter);
    const index = trailIndex(chapter.events, geometry, factionOf);
    for (let upTo = 0; upTo <= chapter.events.length + 1; upTo++)
      expect(index.at(upTo), `trails before step ${upTo}`).toEqual(
        trailRoutes(chapter.events, upTo, geometry, factionOf),
      );
    // Asked out of order (a jump to the end, then back to the start), as a reader jumps.
    const jumps = trailIndex(chapter.events, geometry, factionOf);
    const n = chapter.events.length;
    for (const upTo of [Math.floor(n / 3), n, 1, -1, Math.floor(n / 2), n - 1])
      expect(jumps.at(upTo), `trails before step ${upTo}`).toEqual(
        trailRoutes(chapter.events, upTo, geometry, factionOf),
      );
  });

  it('hands each step its own lists of movers, so a later step never changes an earlier one', () => {
    const chapter = withMergedMovers(syntheticChapter(60));
    const index = trailIndex(chapter.events, cityLayout(chapter.city), moverFaction(chapter));
    const early = structuredClone(index.at(10));
    index.at(60);
    expect(index.at(10)).toEqual(early);
  });
});

describe('trailsWaitForRest(trails)', () => {
  const trails = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `${i}` }) as Route);
  it('keeps up to TRAILS_DRAWN_IN_MOTION trails in motion, and leaves more until the map is at rest', () => {
    expect(trailsWaitForRest(trails(TRAILS_DRAWN_IN_MOTION))).toBe(false);
    expect(trailsWaitForRest(trails(TRAILS_DRAWN_IN_MOTION + 1))).toBe(true);
  });
});

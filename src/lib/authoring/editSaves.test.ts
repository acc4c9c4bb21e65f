import { describe, expect, it } from 'vitest';
import type { Chapter, ChapterMeta, CityMap, Problem } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import type { AuthoringLibrary, MapDetails } from './authoringSession.svelte';
import { saveMap } from './editSaves';

const chapter = miniChapter();
const copy = <T>(value: T): T => structuredClone(value);
const detailsOf = ({ title, city, factions, people }: ChapterMeta): MapDetails =>
  copy({ title, city, factions, people });

/** A library that records what the map editor's save asks of it. */
function recording() {
  const saved: { city: CityMap; details?: MapDetails }[] = [];
  const offers: { unit: string; mine: unknown }[] = [];
  const library = {
    setCity: (_: Chapter, city: CityMap, details?: MapDetails) => (
      saved.push({ city, ...(details ? { details } : {}) }),
      Promise.resolve([] as Problem[])
    ),
    offer: (_: string, unit: string, mine: unknown) => (offers.push({ unit, mine }), Promise.resolve(null)),
  } as unknown as AuthoringLibrary;
  return { library, saved, offers };
}

/** The chapter with its details changed by another tab, as this tab now has it. */
const withTheirs = (change: (meta: ChapterMeta) => void): Chapter => {
  const meta = copy(chapter.meta);
  change(meta);
  return { ...chapter, meta };
};

const base = { city: chapter.city, details: detailsOf(chapter.meta) };

describe('saveMap(library, now, base, mine, nowDetails)', () => {
  it('merges the details field by field: another tab’s English title and my city name both stand', async () => {
    const now = withTheirs((meta) => (meta.title.en = 'Title from A'));
    const mine = detailsOf(chapter.meta);
    mine.city.name = '新城';
    const { library, saved, offers } = recording();
    expect(
      await saveMap(library, now, base, { city: chapter.city, details: mine }, detailsOf(now.meta)),
    ).toEqual([]);
    expect(offers).toEqual([]);
    expect(saved[0]!.details).toMatchObject({ title: { en: 'Title from A' }, city: { name: '新城' } });
  });

  it('offers details both changed in one field as a conflict with theirs, never saving over it', async () => {
    const now = withTheirs((meta) => (meta.title.en = 'Title from A'));
    const mine = detailsOf(chapter.meta);
    mine.title.en = 'Title from B';
    mine.city.name = '新城';
    const { library, saved, offers } = recording();
    await saveMap(library, now, base, { city: chapter.city, details: mine }, detailsOf(now.meta));
    expect(offers).toHaveLength(1);
    expect(offers[0]!.unit).toBe('meta');
    // Mine is the whole chapter's details as now, with my edit carried onto them.
    expect(offers[0]!.mine).toEqual({
      ...now.meta,
      title: { ...now.meta.title, en: 'Title from B' },
      city: mine.city,
    });
    // Nothing of the details is saved until the user chooses; theirs stands meanwhile.
    expect(saved.map((s) => s.details)).toEqual([undefined]);
  });

  it('saves the merged map while offering the details, and the merged details while offering the map', async () => {
    const renamed = (name: string) => chapter.city.places.map((p, i) => (i === 0 ? { ...p, name } : p));
    const now = {
      ...withTheirs((meta) => (meta.title.en = 'Title from A')),
      city: { ...chapter.city, places: renamed('A') },
    };
    const moved = chapter.city.places.map((p, i) => (i === 1 ? { ...p, along: 0.9 } : p));
    const mine = detailsOf(chapter.meta);
    mine.title.en = 'Title from B';
    const { library, saved, offers } = recording();
    await saveMap(
      library,
      now,
      base,
      { city: { ...chapter.city, places: moved }, details: mine },
      detailsOf(now.meta),
    );
    expect(offers.map((o) => o.unit)).toEqual(['meta']);
    expect(saved[0]!.city.places.slice(0, 2)).toEqual([renamed('A')[0], moved[1]]);

    const clashing = recording();
    const minePlaces = renamed('B');
    const details = detailsOf(chapter.meta);
    details.city.name = '新城';
    await saveMap(
      clashing.library,
      now,
      base,
      { city: { ...chapter.city, places: minePlaces }, details },
      detailsOf(now.meta),
    );
    expect(clashing.offers.map((o) => o.unit)).toEqual(['city']);
    expect(clashing.saved[0]).toMatchObject({
      city: now.city,
      details: { title: { en: 'Title from A' }, city: { name: '新城' } },
    });
  });
});

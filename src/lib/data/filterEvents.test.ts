import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { emptyFilters } from '../model/filters';
import { filterEvents, hasActiveFilters } from './filterEvents';

const chapter = miniChapter();
const ids = (filters: Partial<ReturnType<typeof emptyFilters>>) =>
  filterEvents(chapter, { ...emptyFilters(), ...filters }).map((e) => e.id);

describe('filterEvents(chapter, filters)', () => {
  it('keeps every event without filters', () => {
    expect(ids({})).toEqual(['liao-assault', 'liao-take-wall', 'song-rout']);
    expect(hasActiveFilters(emptyFilters())).toBe(false);
  });
  it('filters by type, faction and person', () => {
    expect(ids({ types: ['rout'] })).toEqual(['song-rout']);
    expect(ids({ factions: ['song'] })).toEqual(['song-rout']);
    expect(ids({ people: ['gao-liu'] })).toEqual(['liao-take-wall']);
  });
  it('searches titles, summaries, passages and names, every term required', () => {
    expect(ids({ query: '南门' })).toEqual(['liao-take-wall']);
    expect(ids({ query: 'PURSUE' })).toEqual(['song-rout']);
    expect(ids({ query: 'gao liu' })).toEqual(['liao-take-wall']);
    expect(ids({ query: 'liao nowhere' })).toEqual([]);
  });
});

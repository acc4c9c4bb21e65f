/** Which events pass the filters (type, faction, person) and the search (titles, summary, passage, names). */
import type { Chapter, ChapterEvent } from '../model/types';
import { hasActiveFilters, type Filters } from '../model/filters';

export { hasActiveFilters };

function searchableText(chapter: Chapter, event: ChapterEvent): string {
  const names = (ids: string[], list: { id: string; name: string; en: string }[]) =>
    ids.flatMap((id) => {
      const item = list.find((x) => x.id === id);
      return item ? [item.name, item.en] : [];
    });
  return [
    event.title.zh ?? '',
    event.title.en ?? '',
    event.summary.en ?? '',
    event.summary.zh ?? '',
    chapter.text.slice(event.start, event.end),
    ...names(event.actors, chapter.meta.people),
    ...names(event.places, chapter.city.places),
  ]
    .join('\n')
    .toLowerCase();
}

export function filterEvents(chapter: Chapter, filters: Filters): ChapterEvent[] {
  if (!hasActiveFilters(filters)) return chapter.events;
  const terms = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  return chapter.events.filter((event) => {
    if (filters.types.length && !filters.types.includes(event.type)) return false;
    if (filters.factions.length && !event.factions.some((f) => filters.factions.includes(f))) return false;
    if (filters.people.length && !event.actors.some((p) => filters.people.includes(p))) return false;
    if (terms.length) {
      const haystack = searchableText(chapter, event);
      if (!terms.every((t) => haystack.includes(t))) return false;
    }
    return true;
  });
}

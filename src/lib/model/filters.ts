/** What the reader narrows the events to: types, factions, people, and a search over titles, summaries and text. */
export interface Filters {
  types: string[];
  factions: string[];
  people: string[];
  query: string;
}

export const emptyFilters = (): Filters => ({ types: [], factions: [], people: [], query: '' });

export function hasActiveFilters(filters: Filters): boolean {
  return Boolean(
    filters.types.length || filters.factions.length || filters.people.length || filters.query.trim(),
  );
}

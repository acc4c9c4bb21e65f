/**
 * Ids for the records an author makes, never typed: from the English words of a name where it has some
 * (`song-jiang`), else its kind and the next free number (`person-3`), each against the ids its kind shares a
 * list with. Made once, when the record is made; renaming a record later keeps its id, since events, movements
 * and URLs already name it.
 */
import type { ChapterMeta, CityMap } from '../model/types';
import type { PlaceKind } from '../model/vocabulary';
import { newId } from './passageHints';

const idsOf = (...lists: (readonly { id: string }[] | undefined)[]) =>
  new Set(lists.flatMap((list) => (list ?? []).map((item) => item.id)));

/** `en`: the English name, where the author gave one; the Chinese name gives no words for an id. */
export function personId(meta: Pick<ChapterMeta, 'people'>, en = ''): string {
  return newId('person', en, idsOf(meta.people));
}

export function placeId(city: Pick<CityMap, 'places'>, kind: PlaceKind, en = ''): string {
  return newId(kind, en, idsOf(city.places));
}

/** Forces and sides share one list of ids: a movement's `who` names either, and must tell them apart. */
export function forceId(meta: Pick<ChapterMeta, 'forces' | 'factions'>, en = ''): string {
  return newId('force', en, idsOf(meta.forces, meta.factions));
}

export function factionId(meta: Pick<ChapterMeta, 'forces' | 'factions'>, en = ''): string {
  return newId('side', en, idsOf(meta.forces, meta.factions));
}

export function phaseId(meta: Pick<ChapterMeta, 'phases'>, en = ''): string {
  return newId('phase', en, idsOf(meta.phases));
}

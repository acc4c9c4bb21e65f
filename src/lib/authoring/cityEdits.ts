/**
 * What the city-map editor adds to a chapter: an inner city or a barbican, a feature outside the walls, a side, a
 * person (also one named in the text). Each comes valid as it stands (a fresh id, its evidence marked schematic),
 * for the author to rename. Places anywhere on the map: placeEdits.ts.
 */
import { compassVector } from '../diagram/layout';
import type { ChapterMeta, Place, Ring } from '../model/types';
import type { PlaceKind } from '../model/vocabulary';
import { PLACE_KIND_TRAITS } from '../model/placeKinds';
import { resolveFactionColours } from '../model/factionColours';
import { uniqueEventId } from './eventDraft';
import { personId } from './recordIds';

export const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const EVIDENCE = { basis: 'schematic', note: 'Added with the city-map editor.' } as const;

/** An inner city in the middle of the map, or a barbican before the south wall's middle. */
export function editorRing(id: 'inner' | 'barbican'): Ring {
  const box: [number, number, number, number] = id === 'inner' ? [32, 32, 68, 68] : [42, 90, 58, 100];
  const [name, en] = id === 'inner' ? ['內城', 'Inner city'] : ['甕城', 'Barbican'];
  return { id, name, en, box, evidence: { ...EVIDENCE } };
}

/**
 * A feature `direction` of the city: a far place lies that way off the map; any other stands outside the wall it
 * faces (north or south where the direction is as much north or south as east or west), 56 units from the centre.
 */
export function editorFeature(
  name: string,
  kind: PlaceKind,
  direction: Direction,
  taken: ReadonlySet<string>,
): Place {
  const v = compassVector(direction);
  const far = PLACE_KIND_TRAITS[kind].feature === 'far';
  const vertical = Math.abs(v[1]) >= Math.abs(v[0]);
  const side = far
    ? 'far'
    : `outside-${vertical ? (v[1] < 0 ? 'north' : 'south') : v[0] < 0 ? 'west' : 'east'}`;
  return {
    id: uniqueEventId(kind, taken),
    name,
    en: name,
    kind,
    side: side as Place['side'],
    ...(far ? { direction } : { at: [50 + v[0] * 56, 50 + v[1] * 56] as [number, number] }),
    evidence: { ...EVIDENCE },
  };
}

/** A new side, in a colour none of the others shows. */
export function editorFaction(factions: ChapterMeta['factions']): ChapterMeta['factions'][number] {
  const id = uniqueEventId('side', new Set(factions.map((f) => f.id)));
  const side = { id, name: '新方', en: 'New side' };
  return { ...side, colour: resolveFactionColours([...factions, side]).get(id)! };
}

/** A new commander, of the first side. */
export function editorPerson(people: ChapterMeta['people'], faction: string): ChapterMeta['people'][number] {
  return {
    id: uniqueEventId('person', new Set(people.map((p) => p.id))),
    name: '某人',
    en: 'Someone',
    faction,
    role: 'commander',
  };
}

/** The sentence of `text` a selection lies in, for a place's evidence in the text's words. */
export function sentenceAround(text: string, start: number, end: number): string {
  const stops = /[。！？!?\n]/;
  let from = start;
  while (from > 0 && !stops.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !stops.test(text[to]!)) to++;
  return text.slice(from, Math.min(text.length, to + 1)).trim();
}

/** A person named in the text, of a side, in a role: the reader's "Add as person". */
export function readerPerson(
  meta: Pick<ChapterMeta, 'people'>,
  name: string,
  faction: string,
  role: string,
): ChapterMeta['people'][number] {
  const trimmed = name.trim();
  return { id: personId(meta), name: trimmed, en: trimmed, faction, role: role.trim() || 'person' };
}

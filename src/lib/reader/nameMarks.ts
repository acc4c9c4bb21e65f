/**
 * Where the names of people and places stand in the chapter text, so the reader can set pinyin over them and
 * show their English gloss. Longest names first, so 宣武門內大街 wins over 宣武門.
 */
import type { Pinyin } from '../i18n/scriptConversion';
import { PLACE_KIND_TRAITS } from '../model/placeKinds';
import type { Chapter } from '../model/types';

export interface NameInfo {
  /** As written in the chapter. */
  name: string;
  gloss: string;
  pinyin?: string;
}

export interface NameRange {
  start: number;
  end: number;
  name: NameInfo;
}

export function findNameRanges(text: string, names: readonly NameInfo[]): NameRange[] {
  const sorted = [...names].filter((n) => n.name.length > 1).sort((a, b) => b.name.length - a.name.length);
  const ranges: NameRange[] = [];
  if (sorted.length === 0) return ranges;
  const first = new Set(sorted.map((n) => n.name[0]));
  for (let i = 0; i < text.length;) {
    const hit = first.has(text[i]!) ? sorted.find((n) => text.startsWith(n.name, i)) : undefined;
    if (hit) {
      ranges.push({ start: i, end: i + hit.name.length, name: hit });
      i += hit.name.length;
    } else i++;
  }
  return ranges;
}

/**
 * The names a chapter's reader marks: its people, and its places with proper names (a described stretch of wall or
 * a whole quarter is not a name to gloss), each with its pinyin when `pinyinOf` is given.
 */
export function chapterNames(chapter: Pick<Chapter, 'meta' | 'city'>, pinyinOf: Pinyin | null): NameInfo[] {
  const entries = [
    ...chapter.meta.people.map((p) => ({ name: p.name, en: p.en, person: true })),
    ...chapter.city.places
      .filter((p) => PLACE_KIND_TRAITS[p.kind].properName && p.name.length <= 5)
      .map((p) => ({ name: p.name, en: p.en, person: false })),
  ];
  return entries.map(({ name, en, person }) => ({
    name,
    gloss: en,
    ...(pinyinOf ? { pinyin: pinyinOf(name, person) } : {}),
  }));
}

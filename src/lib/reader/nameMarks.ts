/**
 * Where the names of people and places stand in the chapter text, so the reader can set pinyin over them and
 * show their English gloss. Longest names first, so 宣武門內大街 wins over 宣武門.
 */
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

/**
 * Where the names of people and places stand in a run of text, so the reader can set pinyin over them and show
 * their English gloss. Longest names first, so 宣武門內大街 wins over 宣武門.
 */
export interface NameInfo {
  /** As it appears in the (possibly converted) text. */
  name: string;
  gloss: string;
  pinyin?: string;
}

export type TextPart = { text: string; name?: NameInfo };

export function splitNames(text: string, names: readonly NameInfo[]): TextPart[] {
  const sorted = [...names].filter((n) => n.name.length > 1).sort((a, b) => b.name.length - a.name.length);
  if (sorted.length === 0) return [{ text }];
  const parts: TextPart[] = [];
  let plain = '';
  for (let i = 0; i < text.length;) {
    const hit = sorted.find((n) => text.startsWith(n.name, i));
    if (hit) {
      if (plain) parts.push({ text: plain });
      plain = '';
      parts.push({ text: hit.name, name: hit });
      i += hit.name.length;
    } else {
      plain += text[i];
      i++;
    }
  }
  if (plain) parts.push({ text: plain });
  return parts;
}

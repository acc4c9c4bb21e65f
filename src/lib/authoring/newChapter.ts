/**
 * A new chapter from a text nobody prepared: metadata from the user's title, and a city map from the template —
 * a walled city with a gate on each wall — that the user then edits.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { CityMap, Place } from '../model/types';
import type { Script } from '../model/vocabulary';
import { BUNDLE_FORMAT, type ChapterBundle } from '../model/bundle';

/** The title's Latin letters and digits as an id's words, or '' for a title with none (燕京). */
const asciiWords = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function slug(title: string, taken: ReadonlySet<string>): string {
  const base = asciiWords(title) || 'chapter';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Traditional-only characters are common enough in any traditional text to tell the scripts apart. */
export function guessScript(text: string): Script {
  const hant = (
    text.match(/[們這來國說會後時對過還發開見經頭從動兩長現樣將與進點實學裡間關無門東車馬軍殺戰兵]/g) ?? []
  ).length;
  const hans = (
    text.match(/[们这来国说会后时对过还发开见经头从动两长现样将与进点实学里间关无门东车马军杀战]/g) ?? []
  ).length;
  return hant > hans ? 'zh-Hant' : 'zh-Hans';
}

export function templateGate(
  side: 'north' | 'south' | 'east' | 'west',
  name: string,
  id: string,
  along = 0.5,
): Place {
  return {
    id,
    name,
    en: `${side[0]!.toUpperCase()}${side.slice(1)} gate`,
    kind: 'gate',
    side,
    ring: 'city',
    along,
    initial: { state: 'closed' },
    evidence: {
      basis: 'schematic',
      note: 'Placed with the city-map editor; move it to where the text puts it.',
    },
  };
}

export function templateCity(script: Script): CityMap {
  const [n, s, e, w] =
    script === 'zh-Hant' ? ['北門', '南門', '東門', '西門'] : ['北门', '南门', '东门', '西门'];
  return {
    rings: [
      {
        id: 'city',
        name: script === 'zh-Hant' ? '城' : '城',
        en: 'The walled city',
        box: [10, 10, 90, 90],
        evidence: { basis: 'schematic', note: 'The template walled city of the city-map editor.' },
      },
    ],
    places: [
      templateGate('north', n!, 'gate-north'),
      templateGate('south', s!, 'gate-south'),
      templateGate('east', e!, 'gate-east'),
      templateGate('west', w!, 'gate-west'),
    ],
  };
}

/** Sentence punctuation a chapter heading never holds: a first line with any of it is prose. */
const SENTENCE_MARKS = /[。！？；，、：“”「」『』!?;]/;
/** 第六十六回, 第三章, 卷五, 第十卷: the numbered headings of the novels and histories. */
const NUMBERED =
  /^(第[〇零一二两兩三四五六七八九十百千\d０-９]+[回章卷節节折]|卷[〇零一二三四五六七八九十百千\d０-９]+)/u;
/** Longer than any chapter heading of two couplet halves (第一百二十回 plus two lines of eight). */
const LONGEST_HEADING = 40;

/**
 * The chapter's title as its text gives it: the first line that is not blank, trimmed, where it is a heading —
 * numbered (第六十六回 时迁火烧翠云楼 吴用智取大名府), or short and without sentence punctuation. Kept as the
 * text writes it, spaces between the couplet's halves and all. Null where the first line is prose.
 */
export function headingTitle(text: string): string | null {
  // trim() takes the ideographic space (U+3000) too, and the byte-order mark.
  const first = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  if (!first) return null;
  if (NUMBERED.test(first) && first.length <= LONGEST_HEADING) return first;
  const letters = first.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return first.length <= LONGEST_HEADING && letters >= 2 && !SENTENCE_MARKS.test(first) ? first : null;
}

export function newChapter(
  text: string,
  title: { zh: string; en: string },
  taken: ReadonlySet<string>,
  source: string,
): ChapterBundle {
  const script = guessScript(text);
  // A title in Chinese only (a heading) has no words for an id: the file's name gives them (shuihu-66.txt).
  const stem = source.replace(/\.[^.]+$/, '');
  const id = slug([title.en, title.zh, stem].find((t) => asciiWords(t)) ?? '', taken);
  return {
    format: BUNDLE_FORMAT,
    version: 1,
    chapter: {
      id,
      title: { zh: title.zh || title.en || id, en: title.en || title.zh || id },
      script,
      source,
      sha256: bytesToHex(sha256(new TextEncoder().encode(text))),
      city: { name: title.zh || '城', en: title.en || 'City' },
      setting: {
        en: 'A chapter added by hand in Battle Chronicle.',
        zh: script === 'zh-Hant' ? '在戰記中手工加入的章節。' : '在战记中手工加入的章节。',
      },
      factions: [
        { id: 'attackers', name: script === 'zh-Hant' ? '攻方' : '攻方', en: 'Attackers' },
        { id: 'defenders', name: script === 'zh-Hant' ? '守方' : '守方', en: 'Defenders' },
      ],
      people: [],
      phases: [],
    },
    city: templateCity(script),
    events: [],
    text,
  };
}

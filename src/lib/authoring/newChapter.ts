/**
 * A new chapter from a text nobody prepared: metadata from the user's title, and a city map from the template —
 * a walled city with a gate on each wall — that the user then edits.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { CityMap, Place } from '../model/types';
import type { Script } from '../model/vocabulary';
import { BUNDLE_FORMAT, type ChapterBundle } from '../model/bundle';

export function slug(title: string, taken: ReadonlySet<string>): string {
  const ascii = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const base = ascii || 'chapter';
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

export function newChapter(
  text: string,
  title: { zh: string; en: string },
  taken: ReadonlySet<string>,
  source: string,
): ChapterBundle {
  const script = guessScript(text);
  const id = slug(title.en || title.zh, taken);
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

/**
 * Colours and glyphs. A faction's colour comes from the data (an Okabe–Ito colour, `model/factionColours.ts`), so
 * one side has one colour in every chapter, and colour means faction and nothing else; event groups get a glyph
 * shape each in the timeline and a line style each under the reader's passages, so colour is never the only
 * signal.
 */
import {
  symbol,
  symbolCircle,
  symbolCross,
  symbolDiamond,
  symbolSquare,
  symbolStar,
  symbolTriangle,
  symbolWye,
} from 'd3-shape';
import { FACTION_COLOURS, resolveFactionColours } from './factionColours';
import type { Faction } from './types';
import { EVENT_GROUPS, GROUP_OF_TYPE, type EventGroup, type EventType } from './vocabulary';

/** Grey for a faction the chapter does not list (or none): never one of the faction colours. */
export const UNKNOWN_FACTION_COLOR = '#888888';

/** A faction's colour, by its id. */
export type FactionColor = (factionId: string | undefined) => string;

export function factionColorScale(factions: readonly Pick<Faction, 'id' | 'colour'>[]): FactionColor {
  const hexes = new Map(
    [...resolveFactionColours(factions)].map(([id, colour]) => [id, FACTION_COLOURS[colour].hex as string]),
  );
  return (id) => (id === undefined ? UNKNOWN_FACTION_COLOR : (hexes.get(id) ?? UNKNOWN_FACTION_COLOR));
}

/**
 * How the reader underlines a passage of each event group: one neutral ink, told apart by the line's style and
 * weight (a key beside the text names them), so that no underline borrows a faction's colour.
 */
export interface UnderlineStyle {
  style: 'solid' | 'double' | 'dotted' | 'dashed' | 'wavy';
  /** In pixels at the reader's text size. */
  thickness: number;
}

export const GROUP_UNDERLINES: Record<EventGroup, UnderlineStyle> = {
  attack: { style: 'solid', thickness: 3 },
  gate: { style: 'double', thickness: 1.5 },
  flight: { style: 'wavy', thickness: 1.5 },
  pursuit: { style: 'dashed', thickness: 2 },
  order: { style: 'dotted', thickness: 2 },
  toll: { style: 'dotted', thickness: 4 },
  move: { style: 'solid', thickness: 1 },
};

const GROUP_SYMBOLS = {
  attack: symbolTriangle,
  gate: symbolSquare,
  flight: symbolDiamond,
  pursuit: symbolStar,
  order: symbolCircle,
  toll: symbolCross,
  move: symbolWye,
} as const satisfies Record<EventGroup, unknown>;

const glyphCache = new Map<string, string>();

/** The SVG path of an event type's glyph, centred on 0,0, of about `size` square pixels. */
export function glyphPath(type: EventType, size = 110): string {
  const group = GROUP_OF_TYPE[type];
  const key = `${group}:${size}`;
  let path = glyphCache.get(key);
  if (!path) {
    path = symbol(GROUP_SYMBOLS[group], size)() ?? '';
    glyphCache.set(key, path);
  }
  return path;
}

export const EVENT_GROUP_KEYS = Object.keys(EVENT_GROUPS) as EventGroup[];

export function groupOf(type: EventType): EventGroup {
  return GROUP_OF_TYPE[type];
}

/**
 * Water (moat, rivers): a pale band with a dark dashed edge, a colour and a stroke no faction's wall, arrow or
 * banner shares (the faction blues are saturated and solid).
 */
export const WATER = { band: '#b9dde3', line: '#3d7480' } as const;

/** Dark or light ink for text on a banner of this colour, whichever reads better. */
export function inkOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#000000';
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.22 ? '#000000' : '#ffffff';
}

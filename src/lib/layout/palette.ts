/**
 * Colours and glyphs. Faction colours are Okabe–Ito, chosen to stay apart for the common colour-vision
 * deficiencies; event groups get a glyph shape each, so colour is never the only signal.
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
import { scaleOrdinal } from 'd3-scale';
import type { Faction } from '../model/types';
import { EVENT_GROUPS, GROUP_OF_TYPE, type EventGroup, type EventType } from '../model/vocabulary';

export const FACTION_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

/** Grey for a faction the chapter does not list (or none): never one of the faction colours. */
export const UNKNOWN_FACTION_COLOR = '#888888';

/** A faction's colour, by its place in the chapter's list of factions. */
export type FactionColor = (factionId: string | undefined) => string;

export function factionColorScale(factions: readonly Pick<Faction, 'id'>[]): FactionColor {
  const scale = scaleOrdinal<string, string, string>()
    .domain(factions.map((f) => f.id))
    .range(FACTION_COLORS)
    .unknown(UNKNOWN_FACTION_COLOR);
  return (id) => (id === undefined ? UNKNOWN_FACTION_COLOR : scale(id));
}

/** One colour for callers that hold only the ids; builds a scale per call, so views use the chapter model's. */
export function factionColor(factionIds: readonly string[], id: string | undefined): string {
  return factionColorScale(factionIds.map((fid) => ({ id: fid })))(id);
}

/** Underline colours of the reader, one per event group, distinct from each other on light and dark paper. */
export const GROUP_COLORS: Record<EventGroup, string> = {
  attack: '#D55E00',
  gate: '#E69F00',
  flight: '#56B4E9',
  pursuit: '#CC79A7',
  order: '#009E73',
  toll: '#7f6a4d',
  move: '#0072B2',
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

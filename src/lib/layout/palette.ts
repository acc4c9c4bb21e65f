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
import { EVENT_GROUPS, GROUP_OF_TYPE, type EventGroup, type EventType } from '../model/vocabulary';

export const FACTION_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

export function factionColor(factionIds: readonly string[], id: string | undefined): string {
  const index = id === undefined ? -1 : factionIds.indexOf(id);
  return index < 0 ? '#888888' : FACTION_COLORS[index % FACTION_COLORS.length]!;
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

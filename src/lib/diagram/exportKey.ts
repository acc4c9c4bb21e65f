/**
 * The key printed under an exported diagram: items laid out left to right in rows that fit the view's width, and
 * the box the export shows (the view, a title band above it, the key and the credit below).
 */
import type { ViewBox } from './camera';
import { textWidth } from '../labels/text';
import type { Place } from '../model/types';
import type { PlaceState } from '../model/vocabulary';

/** One item of the key: what its swatch draws (a faction's, a state's, a callout's number) and its words. */
export interface KeyItem {
  kind:
    | 'faction'
    | 'water'
    | 'gate'
    | 'wall'
    | 'street'
    | 'far'
    | 'condition'
    | 'move'
    | 'inferred'
    | 'trail'
    | 'callout';
  text: string;
  id?: string;
  index?: number;
  state?: string;
}

/**
 * What of the wall, street and far-place marks the view shows, so that the key names those and no others: the
 * drawn walls' states other than held, whether a blocked street is drawn, whether a far place is.
 */
export function shownMarks(
  places: readonly Place[],
  drawn: Iterable<string>,
  states: ReadonlyMap<string, { state: PlaceState }>,
): { walls: PlaceState[]; street: boolean; far: boolean } {
  const placeById = new Map(places.map((p) => [p.id, p]));
  const walls: PlaceState[] = [];
  let street = false;
  let far = false;
  for (const id of drawn) {
    const place = placeById.get(id);
    const state = states.get(id)?.state;
    if (!place) continue;
    if (place.kind === 'wall' && state && state !== 'held') walls.push(state);
    if (place.kind !== 'wall' && state === 'blocked' && place.path) street = true;
    if (place.side === 'far') far = true;
  }
  return { walls, street, far };
}

export interface KeySlot {
  x: number;
  y: number;
}

export interface ExportKey {
  slots: KeySlot[];
  /** Baseline of the credit line. */
  creditY: number;
  /** The exported box: the view with the bands. */
  box: ViewBox;
}

/** `texts` of the items, `size` the key's font size in map units; each item has a swatch 3.2 sizes wide. */
export function exportKey(texts: readonly string[], view: ViewBox, size: number): ExportKey {
  const [vx, vy, vw, vh] = view;
  let x = vx + size;
  let row = 0;
  const slots = texts.map((text) => {
    const w = size * 3.4 + textWidth(text, size);
    if (x + w > vx + vw - size && x > vx + size) {
      x = vx + size;
      row++;
    }
    const slot = { x, y: vy + vh + size * 1.8 + row * size * 2 };
    x += w + size;
    return slot;
  });
  const creditY = vy + vh + size * 1.8 + (row + 1) * size * 2;
  const top = size * 2.6;
  return { slots, creditY, box: [vx, vy - top, vw, creditY + size * 1.2 - (vy - top)] };
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * A caption broken into lines no wider than `maxWidth` (by the same conservative estimate as the key): between
 * words in English, between characters in Chinese. A word wider than the line stands on a line of its own.
 */
export function wrapLines(text: string, maxWidth: number, size: number): string[] {
  const tokens =
    text.match(
      /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|\s+/g,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const joined = line + token;
    if (line.trim() && textWidth(joined.trimEnd(), size) > maxWidth) {
      lines.push(line.trimEnd());
      line = CJK.test(token) ? token : token.trimStart();
    } else line = joined;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length ? lines : [''];
}

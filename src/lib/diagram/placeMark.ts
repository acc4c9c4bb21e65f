/**
 * What a place's mark on the diagram shows, apart from how it is drawn: the state its hooks and classes name, the
 * gate's box, and the name a numbered callout reads out. Map units.
 */
import type { Point } from './layout';
import type { PlaceGlyph } from '../model/placeKinds';
import type { PlaceState } from '../model/vocabulary';

/** A place's state as drawn: a gate nothing has happened to is closed; any other place has none. */
export function placeMarkState(state: PlaceState | undefined, glyph: PlaceGlyph): PlaceState | 'none' {
  return state ?? (glyph === 'gate' ? 'closed' : 'none');
}

/** A gate's box, centred on its point and lying along its wall: wide on a north or south wall, tall on the others. */
export function gateRect(
  [px, py]: Point,
  horizontal: boolean,
): { x: number; y: number; width: number; height: number } {
  const [width, height] = horizontal ? [8, 5] : [5, 8];
  return { x: px - width / 2, y: py - height / 2, width, height };
}

/** A callout's number is what the map shows of the place, so its name read out begins with it. */
export function calloutName(callout: number | undefined, accessibleName: string): string {
  return callout ? `${callout} · ${accessibleName}` : accessibleName;
}

/**
 * What a place's mark on the diagram shows, apart from how it is drawn: the state its hooks and classes name, the
 * gate's box, and the name a numbered callout reads out. Map units.
 */
import type { Point } from './layout';
import type { Box } from '../labels/boxes';
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

/**
 * The box a gate is drawn as, in map units: its GateMark scaled by `markScale` about its point, as the diagram
 * draws it. No banner stands on it and no name covers it, its own included: its state is what a step shows.
 */
export function gateMarkBox(point: Point, horizontal: boolean, markScale = 1): Box {
  const r = gateRect(point, horizontal);
  const [px, py] = point;
  return {
    x0: px + (r.x - px) * markScale,
    y0: py + (r.y - py) * markScale,
    x1: px + (r.x + r.width - px) * markScale,
    y1: py + (r.y + r.height - py) * markScale,
  };
}

/** A callout's number is what the map shows of the place, so its name read out begins with it. */
export function calloutName(callout: number | undefined, accessibleName: string): string {
  return callout ? `${callout} · ${accessibleName}` : accessibleName;
}

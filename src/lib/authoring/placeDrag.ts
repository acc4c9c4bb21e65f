/**
 * What a drag on a place of the diagram does while the map editor is open: a gate slides along its wall, another
 * place (not a wall) moves. Nothing while a place waits to be placed: its click, anywhere on the map (on a ward or
 * a gate too), is the placing's, and a hand's click slips a little, which a place taking it as a drag would
 * follow. Apart from placeEdits.ts, so that the diagram's chunk does not carry the editor's.
 */
import type { PlaceKind } from '../model/vocabulary';
import type { MapTool } from './placeEdits';

export function placeDrag(
  kind: PlaceKind,
  gatesDrag: boolean,
  tool: Pick<MapTool, 'placing'> | null,
): 'gate' | 'place' | null {
  if (tool?.placing) return null;
  if (kind === 'gate') return gatesDrag ? 'gate' : null;
  return tool && kind !== 'wall' ? 'place' : null;
}

/**
 * Numbered callouts whose leader lines cross, untangled. The placer puts each disc in turn where it costs least,
 * so two discs can each take a spot nearer the other's place, and their leaders cross over the city (北京's
 * overview crossed four pairs). Two discs of one size whose leaders cross swap places: the same boxes stay
 * taken, so nothing new is covered, and the two leaders together get shorter (the 2-opt step of a tour).
 */
import type { Box } from '../labels/boxes';
import { nearestPoint } from '../labels/candidates';
import { leadersCross, type Leader, type PlacedLabel } from '../labels/placement';

/** Passes over every pair at most: each swap shortens the leaders, so this only bounds a pathological input. */
const MOST_PASSES = 8;

const length = ([x0, y0, x1, y1]: Leader) => Math.hypot(x1 - x0, y1 - y0);
const sameSize = (a: Box, b: Box) =>
  Math.abs(a.x1 - a.x0 - (b.x1 - b.x0)) < 1e-6 && Math.abs(a.y1 - a.y0 - (b.y1 - b.y0)) < 1e-6;

/** `label` moved into `box`, its leader reaching from the same anchor to the nearest point of the new box. */
function movedTo<L extends PlacedLabel>(label: L & { leader: Leader }, box: Box): L & { leader: Leader } {
  const [x, y] = label.leader;
  return {
    ...label,
    x0: box.x0,
    y0: box.y0,
    x1: box.x1,
    y1: box.y1,
    leader: [x, y, ...nearestPoint(box, x, y)],
  };
}

/**
 * The callouts with crossing leaders swapped where that uncrosses them. `inPlace` says whether a callout in a box
 * stands where it should (a ward's disc inside its walls): a swap never leaves fewer of the two in place, though
 * one ward's disc may go out as the other's comes in.
 */
export function uncrossLeaders<L extends PlacedLabel>(
  labels: readonly L[],
  inPlace: (label: L, box: Box) => boolean = () => true,
): L[] {
  const count = (...fits: boolean[]) => fits.filter(Boolean).length;
  const out = [...labels];
  for (let pass = 0; pass < MOST_PASSES; pass++) {
    let swapped = false;
    for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        if (!a.leader || !b.leader || !sameSize(a, b) || !leadersCross(a.leader, b.leader)) continue;
        if (count(inPlace(a, b), inPlace(b, a)) < count(inPlace(a, a), inPlace(b, b))) continue;
        const aThere = movedTo(a as L & { leader: Leader }, b);
        const bHere = movedTo(b as L & { leader: Leader }, a);
        if (leadersCross(aThere.leader, bHere.leader)) continue;
        if (length(aThere.leader) + length(bHere.leader) >= length(a.leader) + length(b.leader)) continue;
        out[i] = aThere;
        out[j] = bHere;
        swapped = true;
      }
    if (!swapped) break;
  }
  return out;
}

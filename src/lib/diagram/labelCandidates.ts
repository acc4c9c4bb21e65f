/**
 * Where a name may stand on the diagram, by the way its kind is named: around a token or a mark, on a line or
 * beside it, centred on a quarter, a far place's tab out the way it lies (or pinned at the frame's edge), and a
 * callout's numbered disc. Each candidate has a cost; the placer (labels.ts) tries the cheaper first. Boxes are
 * given their size; all in map units of the current view.
 */
import type { Point } from './layout';
import { visiblePieces } from './camera';
import { pinnedTabSpots, tabSize } from './farTab';
import { inside, type Box } from '../labels/boxes';
import { candidatesAround, candidatesOn } from '../labels/candidates';
import type { Candidate } from '../labels/placement';

export interface PlaceToName {
  id: string;
  text: string;
  point: Point;
  line?: Point[];
  /** For far places: pointing away from the city (the label goes beyond the arrow). */
  outward?: Point;
  placement: 'around' | 'on' | 'centre';
  priority: number;
  /** A box its name must stay inside: a ward's name stands within its own walls. */
  within?: Box;
  /**
   * A far place that matters to the moment (the step's, a move's end, a force's station): where it lies beyond
   * the view, its tab is pinned inside the frame's edge on its side rather than left out.
   */
  pin?: boolean;
}

export interface TokenToName {
  id: string;
  text: string;
  point: Point;
  /** Half the token's size, in map units. */
  half: number;
  /** Tokens that move or change in this step are named first. */
  priority: number;
}

/** A place's candidates, and the spots a numbered callout may stand at if none of them finds room. */
export interface PlaceCandidates {
  candidates: Candidate[];
  /** Null for a far place beyond the view: its tab is pinned at the edge or it is left out, never called out. */
  spots: Point[] | null;
}

/** How far out, in half-sizes of the mark, a token's name or a callout's disc may stand: further than a place's. */
const WIDE_RINGS = [1, 2, 3, 4.2, 5.6, 7, 8.5];

/** A far tab pinned at the frame's edge costs more than one by its own point: the edge is the last resort. */
const PINNED_COST = 8;

/** Around a token, out to a crowd's width: the name of a force among others may stand well away from it. */
export function tokenCandidates(token: TokenToName, width: number, height: number): Candidate[] {
  return candidatesAround(token.point[0], token.point[1], width, height, token.half, WIDE_RINGS);
}

/**
 * A place's candidates for a name `width` by `height` in `frame`: along the part of its line in view, around or
 * on its point, or as a far place's tab; null where it has none in this view (a line out of view, a point beyond
 * it that need not be pinned). `half`: half its point mark's size, which the name stands clear of.
 */
export function placeCandidates(
  place: PlaceToName,
  frame: Box,
  width: number,
  height: number,
  size: number,
  half: number,
): PlaceCandidates | null {
  let candidates: Candidate[];
  let spots: Point[] | null = null;
  if (place.line) {
    const pieces = visiblePieces(place.line, frame);
    if (pieces.length === 0) return null;
    const [[a, b]] = pieces as [[Point, Point]];
    const at = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    spots = [at(0.5), at(0.3), at(0.7), at(0.15), at(0.85)];
    candidates =
      place.placement === 'on'
        ? [
            ...candidatesOn(spots, width, height),
            ...spots.flatMap((s) => shift(candidatesAround(s[0], s[1], width, height, half), 3)),
          ]
        : spots.flatMap((s, i) => shift(candidatesAround(s[0], s[1], width, height, half), i * 0.4));
  } else {
    const seen = inFrame(place.point, frame);
    if (!seen && !(place.outward && place.pin)) return null;
    const [x, y] = place.point;
    if (seen) spots = [place.point];
    if (place.outward) {
      // A far place's tab is its mark, and where it lies is a direction, not a point: the tab may stand
      // further out that way or beside, with no leader line that could read as a move. One that matters
      // and finds no room there (or lies beyond the view) stands at the frame's edge on its side.
      const tab = tabSize(width, size);
      const own = seen ? farSpots(place.point, place.outward, tab.width, tab.height) : [];
      const pinned = place.pin ? pinnedTabSpots(place.point, frame, tab.width, tab.height, size * 0.2) : [];
      candidates = [
        ...own.map((p, i) => ({ ...candidatesOn([p], tab.width, tab.height)[0]!, cost: i * 0.3 })),
        ...pinned.map((p, i) => ({
          ...candidatesOn([p], tab.width, tab.height)[0]!,
          cost: PINNED_COST + i * 0.3,
        })),
      ];
    } else {
      candidates = candidatesAround(x, y, width, height, half);
      if (place.placement === 'centre') candidates.unshift(...candidatesOn([[x, y]], width, height));
    }
  }
  return { candidates: within(candidates, place.within), spots };
}

/**
 * A numbered disc `width` by `height` on or about one of a place's `spots`, the nearer spots first: inside its
 * walls (`box`) where there is room, else outside them, its leader line reaching in.
 */
export function calloutCandidates(
  spots: readonly Point[],
  box: Box | undefined,
  width: number,
  height: number,
  half: number,
): Candidate[] {
  const candidates = spots.flatMap((p, k) =>
    shift(
      [
        ...candidatesOn([p], width, height),
        ...candidatesAround(p[0], p[1], width, height, half * 0.6, WIDE_RINGS),
      ],
      k * 0.4,
    ),
  );
  const outside = box
    ? shift(
        candidates.filter((c) => !inside(c, box)),
        20,
      )
    : [];
  return [...within(candidates, box), ...outside];
}

export function inFrame([x, y]: Point, frame: Box): boolean {
  return x >= frame.x0 && x <= frame.x1 && y >= frame.y0 && y <= frame.y1;
}

/** Candidates moved inside `box` where they stand across its edge (those too big for it dropped). */
function within(candidates: Candidate[], box: Box | undefined): Candidate[] {
  if (!box) return candidates;
  return candidates.flatMap((c) => {
    if (c.x1 - c.x0 > box.x1 - box.x0 || c.y1 - c.y0 > box.y1 - box.y0) return [];
    const dx = Math.max(box.x0 - c.x0, Math.min(0, box.x1 - c.x1));
    const dy = Math.max(box.y0 - c.y0, Math.min(0, box.y1 - c.y1));
    if (dx === 0 && dy === 0) return [c];
    const moved: Candidate = {
      x0: c.x0 + dx,
      y0: c.y0 + dy,
      x1: c.x1 + dx,
      y1: c.y1 + dy,
      cost: c.cost + 0.2,
    };
    // A leader still reaches back to the mark from the moved box.
    if (c.leader) {
      const [x, y] = c.leader;
      moved.leader = [
        x,
        y,
        Math.min(moved.x1, Math.max(moved.x0, x)),
        Math.min(moved.y1, Math.max(moved.y0, y)),
      ];
    }
    return [moved];
  });
}

/** Centres for a far place's tab: on its point, then out along its direction and to either side of that. */
export function farSpots([x, y]: Point, [ox, oy]: Point, width: number, height: number): Point[] {
  const [px, py] = [-oy, ox];
  const out: Point[] = [];
  for (const d of [0, 0.5, 1, 1.5, 2])
    for (const side of [0, 1, -1, 2, -2]) {
      const along = d * height;
      // Sideways by a tab's width (or height, across a north or south tab), so neighbours sit side by side.
      const across = side * (Math.abs(px) > Math.abs(py) ? width * 1.05 : height * 1.1);
      out.push([x + ox * along + px * across, y + oy * along + py * across]);
    }
  return out;
}

function shift(candidates: Candidate[], by: number): Candidate[] {
  return by === 0 ? candidates : candidates.map((c) => ({ ...c, cost: c.cost + by }));
}

/**
 * The diagram's labels for one view: every place and every force token asks for a label, with candidates by the
 * way its kind is named (around a mark, on a line, centred on a quarter), and the greedy placer keeps those that
 * fit without touching another label and inside the view. The caller draws only the places that got a label.
 * Sizes are in map units for this view, so labels keep one size on screen whatever the camera's zoom.
 */
import type { Point } from './layout';
import { visiblePieces } from './camera';
import { pinnedTabSpots, tabSize, towards } from './farTab';
import { inside, type Box } from '../labels/boxes';
import { candidatesAround, candidatesOn } from '../labels/candidates';
import {
  placeLabels,
  type Candidate,
  type LabelRequest,
  type Obstacle,
  type PlacedLabel,
} from '../labels/placement';
import { textWidth } from '../labels/text';

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

/** A placed label, or a numbered callout standing for a name that found no room (the key lists its name). */
export interface DiagramLabel extends PlacedLabel {
  callout?: number;
  /** A far place's tab pinned at the frame's edge: the way its chevron points, towards the place. */
  toward?: Point;
}

export interface SceneLabels {
  labels: Map<string, DiagramLabel>;
  /** The places named by callout, in the order of their numbers (the first is 1). */
  callouts: string[];
  /** The font size in map units. */
  size: number;
}

export interface LabelOptions {
  /** Half the size of a place's point mark, in map units: labels stand clear of it. */
  half?: number;
  /**
   * Places of at least this priority that find no room for their name get a numbered callout instead of being
   * left out: every place in an overview, the step's own places in a step.
   */
  calloutFrom?: number;
}

/** A far tab pinned at the frame's edge costs more than one by its own point: the edge is the last resort. */
const PINNED_COST = 8;

/** A callout's number is drawn this much smaller than a name. */
export const CALLOUT_SCALE = 0.85;

/** Line height of a label relative to its font size: CJK fonts' ascent plus descent. */
export const LINE_HEIGHT = 1.36;

export function mapLabels(
  places: readonly PlaceToName[],
  tokens: readonly TokenToName[],
  /** Marks labels should not cover: point marks, token boxes, points along arrows and walls. */
  marks: readonly Obstacle[],
  frame: Box,
  size: number,
  options: LabelOptions = {},
): SceneLabels {
  const { half = size * 0.55, calloutFrom = Infinity } = options;
  const height = size * LINE_HEIGHT;
  const requests: LabelRequest[] = [];
  /** Where a place's callout may go, kept for the second round. */
  const anchors = new Map<string, { spots: Point[]; within?: Box; priority: number }>();
  const inFrame = ([x, y]: Point) => x >= frame.x0 && x <= frame.x1 && y >= frame.y0 && y <= frame.y1;
  for (const token of tokens) {
    const width = textWidth(token.text, size);
    const c = candidatesAround(
      token.point[0],
      token.point[1],
      width,
      height,
      token.half,
      [1, 2, 3, 4.2, 5.6, 7, 8.5],
    );
    requests.push({ id: token.id, priority: token.priority, candidates: c });
  }
  for (const place of places) {
    const width = textWidth(place.text, size);
    let candidates: Candidate[];
    if (place.line) {
      const pieces = visiblePieces(place.line, frame);
      if (pieces.length === 0) continue;
      const [[a, b]] = pieces as [[Point, Point]];
      const at = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const spots = [at(0.5), at(0.3), at(0.7), at(0.15), at(0.85)];
      anchors.set(place.id, { spots, within: place.within, priority: place.priority });
      candidates =
        place.placement === 'on'
          ? [
              ...candidatesOn(spots, width, height),
              ...spots.flatMap((s) => shift(candidatesAround(s[0], s[1], width, height, half), 3)),
            ]
          : spots.flatMap((s, i) => shift(candidatesAround(s[0], s[1], width, height, half), i * 0.4));
    } else {
      const seen = inFrame(place.point);
      if (!seen && !(place.outward && place.pin)) continue;
      const [x, y] = place.point;
      if (seen)
        anchors.set(place.id, { spots: [place.point], within: place.within, priority: place.priority });
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
    requests.push({ id: place.id, priority: place.priority, candidates: within(candidates, place.within) });
  }
  const gap = size * 0.12;
  const labels: Map<string, DiagramLabel> = placeLabels(requests, marks, frame, { gap });
  // A tab pinned at the edge points at its place, which lies beyond the view.
  for (const place of places)
    if (place.outward && !inFrame(place.point) && labels.has(place.id)) {
      const label = labels.get(place.id)!;
      labels.set(place.id, { ...label, toward: towards(label, place.point) });
    }
  const callouts = [...anchors]
    .filter(([id, a]) => !labels.has(id) && a.priority >= calloutFrom)
    // Numbered as one reads the map: north to south, then west to east.
    .sort(([, a], [, b]) => a.spots[0]![1] - b.spots[0]![1] || a.spots[0]![0] - b.spots[0]![0])
    .map(([id]) => id);
  const placed = calloutLabels(callouts, anchors, marks, frame, size, half, gap, [...labels.values()]);
  // Numbered again among those that found room, so the key counts 1, 2, 3 without a gap (a smaller number
  // never needs a wider disc).
  const numbered = callouts.filter((id) => placed.has(id));
  numbered.forEach((id, i) => labels.set(id, { ...placed.get(id)!, callout: i + 1 }));
  return { labels, callouts: numbered, size };
}

/** The round after the names: a small numbered disc for each place left without one, placed clear of them all. */
function calloutLabels(
  ids: readonly string[],
  anchors: ReadonlyMap<string, { spots: Point[]; within?: Box }>,
  marks: readonly Obstacle[],
  frame: Box,
  size: number,
  half: number,
  gap: number,
  names: readonly Box[],
): Map<string, PlacedLabel> {
  const s = size * CALLOUT_SCALE;
  const requests: LabelRequest[] = ids.map((id, i) => {
    const { spots, within: box } = anchors.get(id)!;
    const height = s * LINE_HEIGHT;
    const width = Math.max(height, textWidth(String(i + 1), s) + s * 0.5);
    const candidates = spots.flatMap((p, k) =>
      shift(
        [
          ...candidatesOn([p], width, height),
          ...candidatesAround(p[0], p[1], width, height, half * 0.6, [1, 2, 3, 4.2, 5.6, 7, 8.5]),
        ],
        k * 0.4,
      ),
    );
    // Inside its walls where there is room; else outside them, its leader line reaching in.
    const outside = box
      ? shift(
          candidates.filter((c) => !inside(c, box)),
          20,
        )
      : [];
    // Earlier numbers first, so that the key's order is the order they win room in.
    return { id, priority: ids.length - i, candidates: [...within(candidates, box), ...outside] };
  });
  return placeLabels(requests, marks, frame, { gap, placedBefore: names });
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
  return candidates.map((c) => ({ ...c, cost: c.cost + by }));
}

/** Small square obstacles every `step` along a polyline: a wall, a river or an arrow, as labels should see it. */
export function lineObstacles(
  line: readonly Point[],
  step: number,
  half: number,
  owner?: string,
): Obstacle[] {
  const out: Obstacle[] = [];
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]!;
    const [bx, by] = line[i]!;
    const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let k = 0; k <= n; k++) {
      const x = ax + ((bx - ax) * k) / n;
      const y = ay + ((by - ay) * k) / n;
      out.push({ x0: x - half, y0: y - half, x1: x + half, y1: y + half, owner });
    }
  }
  return out;
}

export function pointObstacle([x, y]: Point, half: number, owner?: string): Obstacle {
  return { x0: x - half, y0: y - half, x1: x + half, y1: y + half, owner };
}

/**
 * Places the map editor makes anywhere on the map: a point (a building, a camp, a far place) or a line (a street,
 * a river) where the author clicks, inside, on or outside the walls, the side of the walls worked out from where it
 * stands; moved whole later. Each is valid by the schema as it stands.
 */
import type { CityMap, Place, Ring } from '../model/types';
import type { PlaceKind } from '../model/vocabulary';
import { PLACE_KIND_TRAITS } from '../model/placeKinds';
import { DIRECTIONS, type Direction } from './cityEdits';
import { placeId } from './recordIds';

/**
 * What the map editor makes anywhere on the map, each as a kind the schema already has: a building or landmark is
 * a hall, a bridge a small area (as 吊桥 is in the shipped maps), a hill a mountain. Streets and rivers are lines.
 */
export const PLACE_TOOLS = {
  building: { kind: 'hall', line: false },
  street: { kind: 'street', line: true },
  bridge: { kind: 'area', line: false },
  ward: { kind: 'ward', line: false },
  river: { kind: 'river', line: true },
  camp: { kind: 'camp', line: false },
  hill: { kind: 'mountain', line: false },
  far: { kind: 'far-place', line: false },
} as const satisfies Record<string, { kind: PlaceKind; line: boolean }>;
export type PlaceTool = keyof typeof PLACE_TOOLS;

/** What the author gives before placing: the kind, the name in the text's words, and the evidence. */
export interface PlaceDraft {
  tool: PlaceTool;
  name: string;
  /** The text's words that name or place it; or, when `inferred`, the reason it is where it is. */
  words: string;
  inferred: boolean;
}

type Point = [number, number];
/** How near a wall a click counts as on it, in map units. */
const ON_WALL = 1.5;
const clampPoint = ([x, y]: Point): Point => [
  Math.round(Math.min(140, Math.max(-40, x)) * 10) / 10,
  Math.round(Math.min(140, Math.max(-40, y)) * 10) / 10,
];

/**
 * Where a point stands against the walls: on a wall within 1.5 units of one (lines never: a street along a wall
 * is still inside), in the innermost ring that holds it, or outside the wall of the outermost rings it lies beyond.
 */
export function sideAt(
  rings: readonly Ring[],
  [x, y]: Point,
  onWall = true,
): { side: Place['side']; ring?: string } {
  const rects = rings.map((r) => {
    const [x0, y0, x1, y1] = r.box;
    return {
      id: r.id,
      x0: Math.min(x0, x1),
      y0: Math.min(y0, y1),
      x1: Math.max(x0, x1),
      y1: Math.max(y0, y1),
    };
  });
  for (const r of onWall ? rects : []) {
    const within = (v: number, a: number, b: number) => v >= a - ON_WALL && v <= b + ON_WALL;
    const walls = [
      ['north', Math.abs(y - r.y0), within(x, r.x0, r.x1)],
      ['south', Math.abs(y - r.y1), within(x, r.x0, r.x1)],
      ['west', Math.abs(x - r.x0), within(y, r.y0, r.y1)],
      ['east', Math.abs(x - r.x1), within(y, r.y0, r.y1)],
    ] as const;
    const wall = walls.find(([, d, along]) => along && d <= ON_WALL);
    if (wall) return { side: wall[0], ring: r.id };
  }
  const holding = rects
    .filter((r) => x > r.x0 && x < r.x1 && y > r.y0 && y < r.y1)
    .sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0));
  if (holding[0]) return { side: 'center', ring: holding[0].id };
  const box = rects.reduce(
    (b, r) => ({
      x0: Math.min(b.x0, r.x0),
      y0: Math.min(b.y0, r.y0),
      x1: Math.max(b.x1, r.x1),
      y1: Math.max(b.y1, r.y1),
    }),
    { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity },
  );
  // Beyond the wall it is farthest past: a point off a corner takes north or south, as editorFeature does.
  const beyond = [
    ['outside-north', box.y0 - y],
    ['outside-south', y - box.y1],
    ['outside-west', box.x0 - x],
    ['outside-east', x - box.x1],
  ] as const;
  const [side] = [...beyond].sort((a, b) => b[1] - a[1])[0]!;
  return { side };
}

/** The compass direction a point lies in from the middle of the walled city. */
export function directionOf(rings: readonly Ring[], [x, y]: Point): Direction {
  const xs = rings.flatMap((r) => [r.box[0], r.box[2]]);
  const ys = rings.flatMap((r) => [r.box[1], r.box[3]]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  // Screen y runs south; the compass turns clockwise from north.
  const turn = (Math.atan2(x - cx, cy - y) / (2 * Math.PI) + 1) % 1;
  return DIRECTIONS[Math.round(turn * 8) % 8]!;
}

/** The evidence of a place the author made: the text's words, or a position the author inferred, and why. */
function evidenceOf(draft: PlaceDraft): Place['evidence'] {
  const note = draft.words.trim() || draft.name.trim();
  return draft.inferred ? { basis: 'schematic', note: `Inferred: ${note}` } : { basis: 'text', note };
}

const middleOf = (path: readonly Point[]): Point => [
  path.reduce((s, p) => s + p[0], 0) / path.length,
  path.reduce((s, p) => s + p[1], 0) / path.length,
];

/** A place standing (or a line lying) where `points` say, on the side of the walls they fall on. */
function placedAt(place: Place, rings: readonly Ring[], points: readonly Point[]): Place {
  const { ring: _ring, at: _at, path: _path, direction: _direction, along: _along, ...rest } = place;
  const kept = points.map(clampPoint);
  const line = PLACE_KIND_TRAITS[place.kind].namePlacement === 'on';
  if (PLACE_KIND_TRAITS[place.kind].feature === 'far') {
    return { ...rest, side: 'far', direction: directionOf(rings, kept[0]!), at: kept[0]! };
  }
  const where = sideAt(rings, line ? middleOf(kept) : kept[0]!, !line);
  return {
    ...rest,
    ...where,
    ...(line ? { path: kept.length > 1 ? kept : [kept[0]!, kept[0]!] } : { at: kept[0]! }),
  };
}

/**
 * A new place at `point`, of the draft's kind and name, with a fresh id. A line starts as its first point twice
 * (valid as it stands); `extendLine` adds the next.
 */
export function editorPlace(city: Pick<CityMap, 'places' | 'rings'>, draft: PlaceDraft, point: Point): Place {
  const { kind } = PLACE_TOOLS[draft.tool];
  const name = draft.name.trim();
  const place: Place = {
    id: placeId(city, kind),
    name,
    en: name,
    kind,
    side: 'center',
    evidence: evidenceOf(draft),
  };
  return placedAt(place, city.rings, [point]);
}

/** A line with one more point; its first click's stand-in second point gives way to it. */
export function extendLine(place: Place, rings: readonly Ring[], point: Point): Place {
  const path = place.path ?? [];
  const first = path.length === 2 && path[0]![0] === path[1]![0] && path[0]![1] === path[1]![1];
  return placedAt(place, rings, [...(first ? path.slice(0, 1) : path), point]);
}

/** Whether a line has two points apart; one that has not is no line yet. */
export const isLine = (place: Place): boolean =>
  !!place.path && place.path.some((p) => p[0] !== place.path![0]![0] || p[1] !== place.path![0]![1]);

/** A made place moved by `delta` (a line moves whole), on whatever side of the walls it now stands. */
export function movePlace(place: Place, rings: readonly Ring[], [dx, dy]: Point): Place {
  const points = place.path ?? [place.at ?? [50, 50]];
  return placedAt(
    place,
    rings,
    points.map(([x, y]) => [x + dx, y + dy] as Point),
  );
}

/** What the map editor lends the diagram while it is open. */
export interface MapTool {
  /** Set while a place waits for a click (or an Enter on the diagram's cross) to stand at. */
  placing: 'point' | 'line' | null;
  /** A click at `point`; `finish` ends a line (a double-click). */
  place: (point: Point, finish?: boolean) => void;
  /** No place waits any more; a line drawn so far is finished. */
  stop: () => void;
  /** A place other than a gate dragged to `point`. */
  move: (id: string, point: Point) => void;
}

/** A place moved so that it stands (or a line's middle lies) at `point`. */
export function placeTo(place: Place, rings: readonly Ring[], point: Point): Place {
  const from = place.path ? middleOf(place.path) : (place.at ?? point);
  return movePlace(place, rings, [point[0] - from[0], point[1] - from[1]]);
}

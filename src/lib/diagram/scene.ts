/**
 * One frame of the diagram, in map units for the current view: where each force token stands (or is, on its way),
 * how big tokens and labels are (a constant size on screen, whatever the zoom), and where every label goes.
 */
import type { Chapter, ChapterEvent, Force, Place } from '../model/types';
import { PLACE_KIND_TRAITS } from '../model/placeKinds';
import { unitsPerPixel, visibleBox, type ViewBox } from './camera';
import type { CityLayout, Point, RingRect } from './layout';
import { lineObstacles, pointObstacle, mapLabels, type DiagramLabel } from './labels';
import type { PlaceToName } from './labelCandidates';
import type { ForceState } from '../story/forceStates';
import { tokenSize } from './forceTokens';
import { bannerExtent } from './conditionMarks';
import { spreadTokens } from './tokenSpread';
import type { Box } from '../labels/boxes';
import type { Obstacle } from '../labels/placement';
import { moveDuration, pathLength, pointAlong, samplePath, type Piece } from './movePaths';
import { ARROW_INSET, type Route } from './geometry';
import { movementPieces } from './routes';

export interface DiagramSceneInput {
  chapter: Chapter;
  geometry: CityLayout;
  forces: readonly Force[];
  /** Force states as of the selected moment, and the moment before it. */
  states: ReadonlyMap<string, ForceState>;
  before: ReadonlyMap<string, ForceState>;
  event: ChapterEvent | null;
  routes: readonly Route[];
  view: ViewBox;
  /** The whole city's view: marks keep the size on screen they have in it. */
  wholeView: ViewBox;
  /** The svg's size on screen, in pixels. */
  width: number;
  height: number;
  /** Label size on screen, in pixels. */
  labelPx: number;
  /** Tokens' size factor (larger on a projector). */
  tokenScale: number;
  zh: (text: string) => string;
  involved: ReadonlySet<string>;
  active: string | null;
  /** Moving forces' progress along their paths. */
  progress: ReadonlyMap<string, number>;
  /**
   * An overview (the whole city, the opening view, a deck's map of many moves): every place in view is drawn,
   * by a numbered callout where its name finds no room. In a step only the step's own places are.
   */
  overview?: boolean;
  /** A band down the left of the screen, in pixels, that the callouts' key stands in: no label goes there. */
  keyBandPx?: number;
}

export interface TokenDraw {
  force: Force;
  state: ForceState;
  point: Point;
  home: Point;
  size: number;
  outward: Point;
  /** The box its banner covers about its point, in map units. */
  box: Box;
  /** Its place's point, where a crowd has pushed its banner further than a ring from it: a line back to it. */
  tether: Point | null;
  moving: boolean;
}

export interface DiagramScene {
  /** Map units per screen pixel. */
  k: number;
  /** Map units per pixel now over those of the whole-city view: point marks and lines are scaled by it. */
  markScale: number;
  frame: Box;
  labelSize: number;
  tokens: TokenDraw[];
  /** Where each token stood a moment ago: where a walk sets out from. */
  starts: ReadonlyMap<string, Point>;
  labels: Map<string, DiagramLabel>;
  /** Places named by a numbered callout, in the order of their numbers: the key under the map lists them. */
  callouts: string[];
}

/**
 * The path a force walks in the selected event: from where it stood onto its movement's arrow, along the arrow
 * (the route over the map, so the banner keeps to the walls and gates the arrow does), and on to where it stands.
 */
export function walkPieces(
  input: Pick<DiagramSceneInput, 'event' | 'geometry'>,
  forceId: string,
  from: Point,
  to: Point,
): Piece[] | null {
  const m = input.event?.movements.find((mv) => mv.who.includes(forceId));
  if (!m) return null;
  const arrow = movementPieces([m.from, ...(m.via ?? []), m.to], input.geometry, ARROW_INSET) ?? [];
  if (arrow.length === 0) return [hop(from, to)];
  const start = arrow[0]![0];
  const end = arrow[arrow.length - 1]![2];
  return [
    ...(near(from, start) ? [] : [hop(from, start)]),
    ...arrow,
    ...(near(end, to) ? [] : [hop(end, to)]),
  ];
}

function hop(a: Point, b: Point): Piece {
  return [a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], b];
}

function near(a: Point, b: Point): boolean {
  return Math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-6;
}

export function diagramScene(input: DiagramSceneInput): DiagramScene {
  const { geometry, view, width, height } = input;
  const k = unitsPerPixel(view, width, height);
  const markScale = k / unitsPerPixel(input.wholeView, width, height);
  const seen = visibleBox(view, width, height);
  const margin = 3 * k;
  const band = (input.keyBandPx ?? 0) * k;
  const frame = {
    x0: seen.x0 + band + margin,
    y0: seen.y0 + margin,
    x1: seen.x1 - margin,
    y1: seen.y1 - margin,
  };
  const labelSize = input.labelPx * k;
  const sizeOf = (f: Force) => tokenSize(f) * input.tokenScale * k;
  // Banners stay on the screen (not under the key's band) where their places are on it.
  const onScreen = { ...seen, x0: seen.x0 + band + k, y0: seen.y0 + k, x1: seen.x1 - k, y1: seen.y1 - k };
  const homes = tokenHomes(input.forces, input.states, geometry, sizeOf, onScreen);
  const earlier = tokenHomes(input.forces, input.before, geometry, sizeOf, onScreen);
  const tokens: TokenDraw[] = [];
  for (const force of input.forces) {
    const state = input.states.get(force.id);
    const home = homes.get(force.id);
    if (!state || !home) continue;
    const t = input.progress.get(force.id);
    const from = earlier.get(force.id);
    const pieces = t !== undefined && from ? walkPieces(input, force.id, from, home) : null;
    const point = pieces ? pointAlong(pieces, t!) : home;
    const outward = outwardAt(geometry, state.at);
    const size = sizeOf(force);
    const e = bannerExtent(state.condition, outward);
    const box = { x0: e.x0 * size, y0: e.y0 * size, x1: e.x1 * size, y1: e.y1 * size };
    const anchor = geometry.places.get(state.at)?.point ?? home;
    const tether = Math.hypot(home[0] - anchor[0], home[1] - anchor[1]) > TETHER_FROM * size ? anchor : null;
    tokens.push({ force, state, point, home, size, outward, box, tether, moving: !!pieces });
  }
  const marks: Obstacle[] = [];
  const places: PlaceToName[] = [];
  const rings = new Map(geometry.rings.map((r) => [r.id, r]));
  const inset = labelSize * 0.2;
  const pinned = pinnedFarPlaces(input);
  for (const place of input.chapter.city.places) {
    const g = geometry.places.get(place.id);
    if (!g) continue;
    const traits = PLACE_KIND_TRAITS[place.kind];
    if (g.line) marks.push(...lineObstacles(g.line, labelSize, 1.2 * markScale, place.id));
    else marks.push(pointObstacle(g.point, 3.5 * markScale, place.id));
    const base = Math.max(1, traits.labelPriority) * 10;
    places.push({
      id: place.id,
      text: input.zh(place.name),
      point: g.point,
      line: g.line,
      outward: g.outward,
      placement: traits.namePlacement,
      // The step's own places outrank the tokens standing idle (a token with no room for its name is not drawn).
      // A far place's name is its mark (a tab at the edge, pointing the way): it is placed before the places near
      // it, which can fall back to a numbered callout.
      priority:
        place.id === input.active
          ? 1600
          : input.involved.has(place.id)
            ? STEP_PRIORITY
            : place.side === 'far'
              ? FAR_PRIORITY
              : base,
      within: withinRing(place, traits.namePlacement, rings, inset),
      ...(pinned.has(place.id) ? { pin: true } : {}),
    });
  }
  // The whole banner, as drawn (its cloth stands right of and above its point): no other name may cover it.
  for (const {
    home: [x, y],
    box,
    force,
  } of tokens)
    marks.push({
      x0: x + box.x0,
      y0: y + box.y0,
      x1: x + box.x1,
      y1: y + box.y1,
      owner: force.id,
      hard: true,
    });
  for (const route of input.routes)
    for (const p of samplePath(route.pieces, labelSize)) marks.push(pointObstacle(p, labelSize * 0.3));
  const inView = (t: TokenDraw) =>
    t.home[0] >= frame.x0 && t.home[0] <= frame.x1 && t.home[1] >= frame.y0 && t.home[1] <= frame.y1;
  const named = tokens.filter(inView).map((t) => ({
    id: t.force.id,
    text: input.zh(t.force.name),
    point: t.home,
    half: t.size * 0.7,
    priority: t.state.eventId !== undefined && t.state.eventId === input.event?.id ? 2000 : 1000,
  }));
  const { labels, callouts } = mapLabels(places, named, marks, frame, labelSize, {
    half: 3.2 * markScale,
    calloutFrom: input.overview ? 0 : STEP_PRIORITY,
  });
  return { k, markScale, frame, labelSize, tokens, starts: earlier, labels, callouts };
}

/** A banner pushed further than this from its place, in banner sizes (beyond the first ring), is tied back to it. */
const TETHER_FROM = 1.8;

/** The label priority of the selected event's own places. */
const STEP_PRIORITY = 1500;
/** Far places' tabs: below the step's places, above every idle near place and token. */
const FAR_PRIORITY = 1200;

/**
 * The far places a view must name even where they lie beyond it: the step's own, each end and waypoint of its
 * moves, and those where a force stands.
 */
function pinnedFarPlaces(
  input: Pick<DiagramSceneInput, 'involved' | 'event' | 'states' | 'geometry'>,
): Set<string> {
  const ids = new Set<string>(input.involved);
  for (const m of input.event?.movements ?? [])
    for (const id of [m.from, ...(m.via ?? []), m.to]) ids.add(id);
  for (const state of input.states.values()) ids.add(state.at);
  return new Set([...ids].filter((id) => input.geometry.places.get(id)?.outward));
}

/** A quarter named on itself (a ward, a palace) keeps its name inside its ring's walls, clear of the wall line. */
function withinRing(
  place: Pick<Place, 'ring' | 'side'>,
  placement: PlaceToName['placement'],
  rings: ReadonlyMap<string, RingRect>,
  inset: number,
): Box | undefined {
  const ring = place.ring && place.side === 'center' ? rings.get(place.ring) : undefined;
  if (!ring || placement !== 'centre') return undefined;
  return {
    x0: ring.x + inset,
    y0: ring.y + inset,
    x1: ring.x + ring.width - inset,
    y1: ring.y + ring.height - inset,
  };
}

/**
 * The tokens of a laid-out scene at a moment of their walk: only their points change, so an animation frame
 * moves the banners without placing every label again (labels stand by the tokens' destinations).
 */
export function tokensAt(
  scene: Pick<DiagramScene, 'tokens' | 'starts'>,
  input: Pick<DiagramSceneInput, 'event' | 'geometry'>,
  progress: ReadonlyMap<string, number>,
): TokenDraw[] {
  if (progress.size === 0)
    return scene.tokens.map((t) => (t.moving ? { ...t, point: t.home, moving: false } : t));
  return scene.tokens.map((token) => {
    const t = progress.get(token.force.id);
    const from = scene.starts.get(token.force.id);
    const pieces = t !== undefined && from ? walkPieces(input, token.force.id, from, token.home) : null;
    return pieces
      ? { ...token, point: pointAlong(pieces, t!), moving: true }
      : { ...token, point: token.home, moving: false };
  });
}

/**
 * Where each force's banner stands in a view where a banner `sizeOf(force)` map units high: on its place, or as
 * near it as the banners placed before leave room for (tokenSpread), none touching another.
 */
export function tokenHomes(
  forces: readonly Force[],
  states: ReadonlyMap<string, ForceState>,
  geometry: CityLayout,
  sizeOf: (force: Force) => number,
  /** The view's box on screen: banners of places in it stay in it where there is room. */
  frame?: Box,
): Map<string, Point> {
  const largest = Math.max(0, ...forces.map(sizeOf));
  const whole = bannerExtent('intact');
  const spread = [];
  for (const force of forces) {
    const state = states.get(force.id);
    const anchor = state && geometry.places.get(state.at)?.point;
    if (!state || !anchor) continue;
    const size = sizeOf(force);
    const e = bannerExtent(state.condition, outwardAt(geometry, state.at));
    spread.push({
      id: force.id,
      anchor,
      extent: { x0: e.x0 * size, y0: e.y0 * size, x1: e.x1 * size, y1: e.y1 * size },
    });
  }
  return spreadTokens(spread, {
    cell: { width: (whole.x1 - whole.x0) * largest, height: (whole.y1 - whole.y0) * largest },
    gap: largest * 0.12,
    ...(frame ? { frame } : {}),
  });
}

/** Away from the city from a place: a far place's own way, else from the map's middle. */
function outwardAt(geometry: CityLayout, placeId: string): Point {
  const g = geometry.places.get(placeId);
  if (g?.outward) return g.outward;
  const [x, y] = g?.point ?? [50, 50];
  return unit([x - 50, y - 50]);
}

function unit([x, y]: Point): Point {
  const length = Math.hypot(x, y) || 1;
  return [x / length, y / length];
}

/** How long each token that moves in the selected event takes to walk its path, by the path's length on screen. */
export function walkDurations(
  scene: Pick<DiagramScene, 'tokens' | 'k' | 'starts'>,
  before: ReadonlyMap<string, ForceState>,
  input: Pick<DiagramSceneInput, 'event' | 'geometry'>,
): Map<string, number> {
  const durations = new Map<string, number>();
  for (const token of scene.tokens) {
    const from = before.get(token.force.id);
    const start = scene.starts.get(token.force.id);
    if (!from || !start || from.at === token.state.at) continue;
    const pieces = walkPieces(input, token.force.id, start, token.home);
    if (pieces) durations.set(token.force.id, moveDuration(pathLength(pieces) / scene.k));
  }
  return durations;
}

/**
 * What a scene asks of the label placer: a name for every place and every token in view, each with its priority
 * (the step's own places first, then far places' tabs, then the rest), and the marks no name may cover (places'
 * marks and walls, the banners, the arrows of the step).
 */
import type { Place } from '../model/types';
import { PLACE_KIND_TRAITS } from '../model/placeKinds';
import type { Box } from '../labels/boxes';
import type { Obstacle } from '../labels/placement';
import type { Point, RingRect } from './layout';
import { lineObstacles, mapLabels, pointObstacle, type SceneLabels } from './labels';
import type { PlaceToName } from './labelCandidates';
import { samplePath } from './movePaths';
import { musterLabel } from './musters';
import { gateMarkBox } from './placeMark';
import type { DiagramSceneInput, TokenDraw } from './scene';

/** The label priority of the selected event's own places. */
const STEP_PRIORITY = 1500;
/** Far places' tabs: below the step's places, above every idle near place and token. */
const FAR_PRIORITY = 1200;
/** A walled town narrower than this many label sizes on screen is named as one place (a campaign map's towns). */
const SMALL_RING = 4;

/**
 * The scene's labels in `frame`, `labelSize` map units high; point marks and lines are scaled by `markScale`
 * (map units per pixel now over those of the whole city's view).
 */
export function sceneLabels(
  input: Pick<
    DiagramSceneInput,
    | 'chapter'
    | 'geometry'
    | 'routes'
    | 'zh'
    | 'involved'
    | 'active'
    | 'event'
    | 'states'
    | 'overview'
    | 'firstCalloutOnly'
  >,
  tokens: readonly TokenDraw[],
  frame: Box,
  labelSize: number,
  markScale: number,
): Pick<SceneLabels, 'labels' | 'callouts'> {
  const { geometry } = input;
  const marks: Obstacle[] = [];
  const places: PlaceToName[] = [];
  const rings = new Map(geometry.rings.map((r) => [r.id, r]));
  const inset = labelSize * 0.2;
  const pinned = pinnedFarPlaces(input);
  for (const place of input.chapter.city.places) {
    const g = geometry.places.get(place.id);
    if (!g) continue;
    const traits = PLACE_KIND_TRAITS[place.kind];
    const ring = place.ring ? rings.get(place.ring) : undefined;
    const small = !!ring && Math.min(ring.width, ring.height) < SMALL_RING * labelSize;
    const own = place.id === input.active || input.involved.has(place.id);
    // A town drawn smaller than a few names across is read as one place: its gates and towers are not named (nor
    // drawn) apart unless the step is about them, and its own name may stand outside its walls.
    if (small && place.side !== 'center' && !own) continue;
    if (g.line) marks.push(...lineObstacles(g.line, labelSize, 1.2 * markScale, place.id));
    // No name may cover a gate, its own included, nor touch it with its halo: the gate's state is what the class
    // reads there.
    else if (traits.glyph === 'gate') marks.push(gateObstacle(g.point, place.side, markScale, inset));
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
      ...(small ? {} : { within: withinRing(place, traits.namePlacement, rings, inset) }),
      ...(pinned.has(place.id) ? { pin: true } : {}),
    });
  }
  // The whole banner, as drawn (its cloth stands right of and above its point): no other name may cover it.
  const standing = tokens.filter((t) => t.under === undefined);
  for (const {
    home: [x, y],
    box,
    force,
  } of standing)
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
  const named = standing.filter(inView).map((t) => ({
    id: t.force.id,
    text: musterLabel(input.zh(t.force.name), t.more.length),
    point: t.home,
    half: t.size * 0.7,
    priority: t.state.eventId !== undefined && t.state.eventId === input.event?.id ? 2000 : 1000,
  }));
  const { labels, callouts } = mapLabels(places, named, marks, frame, labelSize, {
    half: 3.2 * markScale,
    calloutFrom: input.overview ? 0 : STEP_PRIORITY,
    firstCalloutOnly: input.firstCalloutOnly,
  });
  return { labels, callouts };
}

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

function gateObstacle(point: Point, side: Place['side'], markScale: number, gap: number): Obstacle {
  const box = gateMarkBox(point, side === 'north' || side === 'south', markScale);
  return { x0: box.x0 - gap, y0: box.y0 - gap, x1: box.x1 + gap, y1: box.y1 + gap, hard: true };
}

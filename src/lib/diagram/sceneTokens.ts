/**
 * Where the force tokens of a scene stand: each banner on its place, or as near it as the banners placed before
 * leave room for, tied back to its place by a line where a crowd has pushed it far; and, for a token walking in
 * the selected event, where it is on its way.
 */
import type { Force } from '../model/types';
import type { ForceState } from '../story/forceStates';
import type { Box } from '../labels/boxes';
import type { CityLayout, Point } from './layout';
import { bannerExtent } from './conditionMarks';
import { gateMarkBox } from './placeMark';
import { pointAlong } from './movePaths';
import { spreadTokens } from './tokenSpread';
import { walkPieces } from './tokenWalk';
import { musters, stepForces } from './musters';
import type { DiagramSceneInput, TokenDraw } from './scene';

/** A banner pushed further than this from its place, in banner sizes (beyond the first ring), is tied back to it. */
const TETHER_FROM = 1.8;
/** How far, in banner sizes, the cloths behind a banner that stands for several forces reach out. */
const STACK_REACH = 0.32;

/**
 * The scene's tokens, a banner `sizeOf(force)` map units high, kept on `onScreen` where there is room; and where
 * each stood a moment ago (`starts`), where a walk sets out from.
 */
export function sceneTokens(
  input: Pick<DiagramSceneInput, 'forces' | 'states' | 'before' | 'geometry' | 'progress' | 'event'>,
  sizeOf: (force: Force) => number,
  onScreen: Box,
  markScale = 1,
): { tokens: TokenDraw[]; starts: Map<string, Point> } {
  const { geometry } = input;
  const inStep = stepForces(input.event, input.forces, input.states, input.progress);
  const now = musters(input.forces, input.states, inStep);
  const then = musters(input.forces, input.before, inStep);
  const standing = (folded: ReadonlyMap<string, string>) => input.forces.filter((f) => !folded.has(f.id));
  const homes = tokenHomes(standing(now.folded), input.states, geometry, sizeOf, onScreen, markScale);
  const earlier = tokenHomes(standing(then.folded), input.before, geometry, sizeOf, onScreen, markScale);
  // A force that stood under another's banner a moment ago sets out from that banner.
  for (const [id, lead] of then.folded) {
    const from = earlier.get(lead);
    if (from) earlier.set(id, from);
  }
  const tokens: TokenDraw[] = [];
  for (const force of input.forces) {
    const state = input.states.get(force.id);
    const lead = now.folded.get(force.id);
    const home = homes.get(lead ?? force.id);
    if (!state || !home) continue;
    const t = input.progress.get(force.id);
    const from = earlier.get(force.id);
    const pieces = t !== undefined && from ? walkPieces(input, force.id, from, home) : null;
    const point = pieces ? pointAlong(pieces, t!) : home;
    const outward = outwardAt(geometry, state.at);
    const size = sizeOf(force);
    const e = bannerExtent(state.condition, outward);
    const more = now.members.get(force.id) ?? [];
    // A stacked banner's cloths behind it (ForceToken) reach a third of a banner up and to the left.
    const stack = more.length > 0 ? STACK_REACH * size : 0;
    const box = { x0: e.x0 * size - stack, y0: e.y0 * size - stack, x1: e.x1 * size, y1: e.y1 * size };
    const anchor = geometry.places.get(state.at)?.point ?? home;
    const tether = Math.hypot(home[0] - anchor[0], home[1] - anchor[1]) > TETHER_FROM * size ? anchor : null;
    const under = lead === undefined ? {} : { under: lead };
    tokens.push({ force, state, point, home, size, outward, box, tether, moving: !!pieces, more, ...under });
  }
  return { tokens, starts: earlier };
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
  /** How the diagram scales its marks now (scene.ts), so the gates kept clear are the size they are drawn. */
  markScale = 1,
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
    keepClear: gateMarks(geometry, markScale),
    ...(frame ? { frame } : {}),
  });
}

/** The boxes the gates are drawn as (GateMark), which banners stand beside rather than over. */
function gateMarks(geometry: CityLayout, markScale: number): Box[] {
  const marks: Box[] = [];
  for (const g of geometry.places.values())
    if (g.kind === 'gate')
      marks.push(gateMarkBox(g.point, g.side === 'north' || g.side === 'south', markScale));
  return marks;
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

/** A movement's route shaped for drawing: the pieces of its arrow (and of a token's walk), its bends rounded. */
import type { CityLayout, Point } from './layout';
import { curvePieces, type Piece } from './movePaths';
import { distance } from './planar';
import { routerMap, type RouterMap } from './regions';
import { roundedPieces, trimEnds } from './rounding';
import { planRoute, type RoutePlan } from './routes';

const maps = new WeakMap<CityLayout, RouterMap>();
const cache = new WeakMap<CityLayout, Map<string, Piece[] | null>>();

/**
 * The pieces of the route through `ids` on this map, less `inset` at each end; null if a place is not drawn.
 * Kept per map: the tokens ask for their movement's route on every frame of their walk.
 */
export function movementPieces(ids: readonly string[], geometry: CityLayout, inset: number): Piece[] | null {
  let known = cache.get(geometry);
  if (!known) cache.set(geometry, (known = new Map()));
  const key = `${inset}|${ids.join('>')}`;
  if (known.has(key)) return known.get(key)!;
  let map = maps.get(geometry);
  if (!map) maps.set(geometry, (map = routerMap(geometry)));
  const plan = planRoute(ids, geometry, map);
  const pieces = plan && routePieces(plan, inset);
  known.set(key, pieces);
  return pieces;
}

/** The route as the pieces an arrow is drawn with, less `inset` at each end. */
export function routePieces(plan: RoutePlan, inset: number): Piece[] {
  if (plan.arc) {
    const [a, b] = plan.points as [Point, Point];
    return trimEnds(curvePieces([a, b]), distance(a, b) > inset * 2 ? inset : 0);
  }
  return trimEnds(roundedPieces(plan.points), inset);
}

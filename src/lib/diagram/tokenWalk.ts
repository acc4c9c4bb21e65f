/**
 * The walk of a force's token in the selected event: the path it takes (onto its movement's arrow, along it, and
 * on to where it stands), where it is at a moment of the walk, and how long the walk lasts.
 */
import type { ForceState } from '../story/forceStates';
import type { Point } from './layout';
import { moveDuration, pathLength, pointAlong, type Piece } from './movePaths';
import { ARROW_INSET } from './geometry';
import { movementPieces } from './routePieces';
import type { DiagramScene, DiagramSceneInput, TokenDraw } from './scene';

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

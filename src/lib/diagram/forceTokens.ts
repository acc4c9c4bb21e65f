/**
 * How a force is drawn as a token on the diagram: the character on its banner (as 旗號 were: the leader's
 * surname, else the faction's character), its banner's shape (one per faction, so colour is never the only cue),
 * its size by the strength the text states, and where each token stands when several share a place.
 */
import type { Chapter, Force } from '../model/types';
import type { ForceState } from '../story/forceStates';
import { fanOut } from '../story/forceStates';
import type { Point } from './layout';

/** Two-character surnames of the period; a banner carries the whole surname. */
const COMPOUND_SURNAMES = [
  '慕容',
  '耶律',
  '完颜',
  '完顏',
  '司马',
  '司馬',
  '诸葛',
  '諸葛',
  '欧阳',
  '歐陽',
  '上官',
  '宇文',
  '长孙',
  '長孫',
  '独孤',
  '獨孤',
  '尉迟',
  '尉遲',
];

export function surname(name: string): string {
  const compound = COMPOUND_SURNAMES.find((s) => name.startsWith(s));
  return compound ?? Array.from(name)[0] ?? '';
}

/** A faction's character: the first of its name that is not a common word for troops or people. */
export function factionCharacter(name: string): string {
  const chars = Array.from(name).filter((c) => !'的兵馬马军軍之'.includes(c));
  return chars[0] ?? Array.from(name)[0] ?? '?';
}

export function bannerText(force: Force, chapter: Chapter): string {
  const leader = force.leader ? chapter.meta.people.find((p) => p.id === force.leader) : undefined;
  if (leader) return surname(leader.name);
  const faction = chapter.meta.factions.find((f) => f.id === force.faction);
  return factionCharacter(faction?.name ?? force.faction);
}

/** Banner shapes, by the faction's place in the chapter's list. */
export const BANNER_SHAPES = ['square', 'swallowtail', 'pennant', 'notched', 'round'] as const;
export type BannerShape = (typeof BANNER_SHAPES)[number];

export function bannerShape(factionIndex: number): BannerShape {
  return BANNER_SHAPES[
    ((factionIndex % BANNER_SHAPES.length) + BANNER_SHAPES.length) % BANNER_SHAPES.length
  ]!;
}

/**
 * The banner's outline, `size` high, its staff at x = 0 and its cloth to the right from y = -size to 0: a closed
 * path in the token's own units.
 */
export function bannerPath(shape: BannerShape, size: number): string {
  const w = size * 0.95;
  const h = size;
  const r = (n: number) => Math.round(n * 1000) / 1000;
  switch (shape) {
    case 'swallowtail':
      return `M0,${r(-h)}H${r(w)}L${r(w * 0.72)},${r(-h / 2)}L${r(w)},0H0Z`;
    case 'pennant':
      return `M0,${r(-h)}L${r(w * 1.15)},${r(-h / 2)}L0,0Z`;
    case 'notched':
      return `M0,${r(-h)}H${r(w)}V0H${r(w * 0.62)}L${r(w / 2)},${r(-h * 0.18)}L${r(w * 0.38)},0H0Z`;
    case 'round':
      return `M0,${r(-h)}H${r(w * 0.5)}A${r(w * 0.5)},${r(h / 2)} 0 0 1 ${r(w * 0.5)},0H0Z`;
    default:
      return `M0,${r(-h)}H${r(w)}V0H0Z`;
  }
}

/**
 * The banner's height in screen pixels by the force's stated strength: a square-root scale from 18 px (a few
 * dozen men) to 30 px (ten thousand and more), 22 px where the text states no number.
 */
export function tokenSize(force: Pick<Force, 'strength'>): number {
  const value = force.strength?.value;
  if (!value || value <= 0) return 22;
  const t = Math.min(1, Math.sqrt(Math.max(0, Math.log10(value) - 1) / 3));
  return Math.round(18 + 12 * t);
}

/**
 * Where each force's token stands: at its place's point, fanned out where several share it (`spacing` apart, in
 * map units), in the order of the chapter's list of forces so that a token keeps its slot from step to step.
 */
export function tokenPositions(
  forces: readonly Force[],
  states: ReadonlyMap<string, ForceState>,
  pointOf: (placeId: string) => Point | undefined,
  spacing: number,
): Map<string, Point> {
  const byPlace = new Map<string, string[]>();
  for (const force of forces) {
    const state = states.get(force.id);
    if (!state) continue;
    const list = byPlace.get(state.at) ?? [];
    list.push(force.id);
    byPlace.set(state.at, list);
  }
  const positions = new Map<string, Point>();
  for (const [place, ids] of byPlace) {
    const point = pointOf(place);
    if (!point) continue;
    const offsets = fanOut(ids.length, spacing);
    ids.forEach((id, i) => positions.set(id, [point[0] + offsets[i]![0], point[1] + offsets[i]![1]]));
  }
  return positions;
}

/** For each place, the names of the forces standing there (the list view's column). */
export function forcesByPlace(
  states: ReadonlyMap<string, ForceState>,
  describe: (forceId: string, state: ForceState) => string,
): Map<string, string[]> {
  const at = new Map<string, string[]>();
  for (const [id, state] of states) at.set(state.at, [...(at.get(state.at) ?? []), describe(id, state)]);
  return at;
}

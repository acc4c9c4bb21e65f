/**
 * Hit testing for marks drawn on the canvas: a d3-quadtree over the marks' pixel positions, built once per
 * layout and view, so each pointer move costs a logarithmic search rather than a scan of every mark. Its own
 * module, loaded when the timeline first draws on a canvas: below that every mark is an element of its own.
 */
import { quadtree } from 'd3-quadtree';

type Find<T> = (x: number, y: number, radius?: number) => T | null;

/** One finder per marks array: a scene kept for its layout (a cleared filter) keeps its quadtree too. */
const finders = new WeakMap<readonly object[], Find<never>>();

export function markFinder<T extends { px: number; py: number }>(marks: readonly T[]): Find<T> {
  const known = finders.get(marks) as Find<T> | undefined;
  if (known) return known;
  const tree = quadtree<T>()
    .x((m) => m.px)
    .y((m) => m.py)
    .addAll([...marks]);
  const find: Find<T> = (x, y, radius = 8) => tree.find(x, y, radius) ?? null;
  finders.set(marks, find as Find<never>);
  return find;
}

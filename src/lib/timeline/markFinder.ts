/**
 * Hit testing for marks drawn on the canvas: a d3-quadtree over the marks' pixel positions, built once per
 * layout and view, so each pointer move costs a logarithmic search rather than a scan of every mark. Its own
 * module, loaded when the timeline first draws on a canvas: below that every mark is an element of its own.
 */
import { quadtree } from 'd3-quadtree';

export function markFinder<T extends { px: number; py: number }>(
  marks: readonly T[],
): (x: number, y: number, radius?: number) => T | null {
  const tree = quadtree<T>()
    .x((m) => m.px)
    .y((m) => m.py)
    .addAll([...marks]);
  return (x, y, radius = 8) => tree.find(x, y, radius) ?? null;
}

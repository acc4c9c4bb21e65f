/**
 * The storylines' force names on one column at the lines' ends, placed by the app's one placer
 * (`labels/placement.ts`): each as near its line's end as it can be, none covering another.
 */
import { candidatesAlong } from '../labels/candidates';
import { placeLabels } from '../labels/placement';

export interface StackedLabel {
  id: string;
  y: number;
}

/**
 * Places labels of height `gap` between `top` and `bottom`, each as near its wanted y as the others leave room
 * for. The placer finds free rows; the rows are then handed out in the order of the wanted y, so a name never
 * stands above the name of a line that ends above its own (labels of one height swap rows without meeting).
 */
export function stackLabels(
  wanted: readonly StackedLabel[],
  gap: number,
  top: number,
  bottom: number,
): StackedLabel[] {
  const sorted = [...wanted].sort((a, b) => a.y - b.y);
  const frame = { x0: 0, x1: 1, y0: top, y1: bottom };
  const reach = bottom - top;
  const placed = placeLabels(
    sorted.map((l, i) => ({
      id: l.id,
      priority: sorted.length - i,
      candidates: candidatesAlong(0, 1, Math.min(Math.max(l.y, top + gap / 2), bottom - gap / 2), gap, reach),
    })),
    [],
    frame,
  );
  const rows = [...placed.values()].map((p) => (p.y0 + p.y1) / 2).sort((a, b) => a - b);
  const kept = sorted.filter((l) => placed.has(l.id));
  return kept.map((l, i) => ({ id: l.id, y: rows[i]! }));
}

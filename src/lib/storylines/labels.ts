/** Labels on one column (the storylines' force names): each as near its line's end as it can be, none covering another. */
export interface StackedLabel {
  id: string;
  y: number;
}

/**
 * Places labels of height `gap` at their wanted y, pushing each down below the one above it, then, where the
 * stack runs past `bottom`, pushing the whole run back up (never above `top`).
 */
export function stackLabels(
  wanted: readonly StackedLabel[],
  gap: number,
  top: number,
  bottom: number,
): StackedLabel[] {
  const sorted = [...wanted].sort((a, b) => a.y - b.y);
  const placed = sorted.map((l) => ({ ...l }));
  for (let i = 0; i < placed.length; i++) {
    const floor = i === 0 ? top + gap / 2 : placed[i - 1]!.y + gap;
    placed[i]!.y = Math.max(placed[i]!.y, floor);
  }
  for (let i = placed.length - 1; i >= 0; i--) {
    const ceiling = i === placed.length - 1 ? bottom - gap / 2 : placed[i + 1]!.y - gap;
    placed[i]!.y = Math.max(top + gap / 2, Math.min(placed[i]!.y, ceiling));
  }
  return placed;
}

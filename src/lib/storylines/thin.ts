/**
 * A storyline drawn at the size it is shown: a 100,000-event chapter has tens of thousands of points per line on
 * a chart a few hundred pixels wide, and drawing each (a circle, a curve segment) took seconds for points that lie
 * on top of each other. These keep what can be seen, in the order given (by x).
 */

/**
 * The points that each stand at least `gap` pixels right of the last one kept, and every point `keep` holds (the
 * selected event's), so that no mark drawn hides another and the selected one is always there.
 */
export function pointsApart<P>(
  points: readonly P[],
  px: (point: P) => number,
  gap: number,
  keep: (point: P) => boolean = () => false,
): P[] {
  const out: P[] = [];
  let last = -Infinity;
  for (const point of points) {
    const at = px(point);
    if (at - last >= gap || keep(point)) {
      out.push(point);
      last = at;
    }
  }
  return out;
}

/**
 * A line's points, at most four per whole pixel column: its first and last there, and its highest and lowest. The
 * path through them looks the same at that size: 100,000 steps drawn on a few hundred pixels are a few thousand.
 */
export function linePoints<P extends { y: number }>(points: readonly P[], px: (point: P) => number): P[] {
  const out: P[] = [];
  for (let i = 0; i < points.length;) {
    const column = Math.floor(px(points[i]!));
    let end = i + 1;
    let high = i;
    let low = i;
    for (; end < points.length && Math.floor(px(points[end]!)) === column; end++) {
      if (points[end]!.y < points[high]!.y) high = end;
      if (points[end]!.y > points[low]!.y) low = end;
    }
    for (const k of [...new Set([i, high, low, end - 1])].sort((a, b) => a - b)) out.push(points[k]!);
    i = end;
  }
  return out;
}

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
 * A line's points, at most the first and the last of each whole pixel column and of each row within it: the path
 * through them looks the same at that size, and has at most a few points per pixel of width.
 */
export function linePoints<P extends { y: number }>(points: readonly P[], px: (point: P) => number): P[] {
  const out: P[] = [];
  const columns = points.map((point) => Math.floor(px(point)));
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const opensRun = i === 0 || columns[i - 1] !== columns[i] || points[i - 1]!.y !== point.y;
    const closesRun =
      i === points.length - 1 || columns[i + 1] !== columns[i] || points[i + 1]!.y !== point.y;
    if (opensRun || closesRun) out.push(point);
  }
  return out;
}

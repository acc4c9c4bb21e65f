/**
 * A storyline drawn at the size it is shown: a 100,000-event chapter has tens of thousands of points per line on
 * a chart a few hundred pixels wide, and drawing each (a circle, a curve segment) took seconds for points that lie
 * on top of each other. These pick, by index, what can be seen of `count` points given in order of x, so that only
 * the points kept are ever built as objects.
 */

/**
 * The indices of the points that each stand at least `gap` pixels right of the last one kept, and of every point
 * `keep` holds (the selected event's), so that no mark drawn hides another and the selected one is always there.
 */
export function indicesApart(
  count: number,
  px: (i: number) => number,
  gap: number,
  keep: (i: number) => boolean = () => false,
): number[] {
  const out: number[] = [];
  let last = -Infinity;
  for (let i = 0; i < count; i++) {
    const at = px(i);
    if (at - last >= gap || keep(i)) {
      out.push(i);
      last = at;
    }
  }
  return out;
}

export interface BandColumn {
  /** The whole pixel column. */
  column: number;
  /** The least and the greatest y the line passes through in that column. */
  top: number;
  bottom: number;
}

/**
 * Where a line has more than one step per pixel, what its stroke covers in each pixel column: from the least to the
 * greatest y of its points there and of the way to the next column's first point (a line is continuous, so it
 * passes every y between), and, a stroke being wider than a pixel, what it covers in the `reach` columns either
 * side. Drawn as one filled band, it looks as the stroke through every point does, but a stroke of thousands of
 * segments zigzagging between rows took the browser seconds to paint, frame after frame.
 */
export function lineBand(
  count: number,
  px: (i: number) => number,
  y: (i: number) => number,
  reach = 0,
): BandColumn[] {
  const runs: BandColumn[] = [];
  for (let i = 0; i < count;) {
    const column = Math.floor(px(i));
    let top = y(i);
    let bottom = top;
    let end = i + 1;
    for (; end < count && Math.floor(px(end)) === column; end++) {
      top = Math.min(top, y(end));
      bottom = Math.max(bottom, y(end));
    }
    if (end < count) {
      top = Math.min(top, y(end));
      bottom = Math.max(bottom, y(end));
    }
    runs.push({ column, top, bottom });
    i = end;
  }
  return runs.map(({ column }, k) => {
    let top = runs[k]!.top;
    let bottom = runs[k]!.bottom;
    for (let n = k - reach; n <= k + reach; n++) {
      const near = runs[n];
      if (!near || Math.abs(near.column - column) > reach) continue;
      top = Math.min(top, near.top);
      bottom = Math.max(bottom, near.bottom);
    }
    return { column, top, bottom };
  });
}

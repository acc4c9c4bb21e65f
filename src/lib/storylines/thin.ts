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

/**
 * A line's points, at most four per whole pixel column: its first and last there, and its highest and lowest (the
 * first of each, in the order given). The path through them looks the same at that size: 100,000 steps drawn on a
 * few hundred pixels are a few thousand.
 */
export function lineIndices(count: number, px: (i: number) => number, y: (i: number) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count;) {
    const column = Math.floor(px(i));
    let end = i + 1;
    let high = i;
    let low = i;
    let highY = y(i);
    let lowY = highY;
    for (; end < count && Math.floor(px(end)) === column; end++) {
      const at = y(end);
      if (at < highY) {
        high = end;
        highY = at;
      }
      if (at > lowY) {
        low = end;
        lowY = at;
      }
    }
    const last = end - 1;
    // The four in order of x, each once.
    const kept = [i, Math.min(high, low), Math.max(high, low), last];
    for (let k = 0; k < kept.length; k++) if (kept[k] !== out[out.length - 1]) out.push(kept[k]!);
    i = end;
  }
  return out;
}

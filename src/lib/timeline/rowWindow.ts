/**
 * Which rows of a long list to put in the DOM: those in the scrolled viewport and a few either side, with the
 * heights of the rows left out above and below, so the scrollbar stays true. Rows share one height, which the
 * table measures. Small lists are drawn whole: a reader's Ctrl+F and a screen reader's table navigation then see
 * every row.
 */
export interface RowWindow {
  /** First row drawn (inclusive) and last (exclusive). */
  start: number;
  end: number;
  /** Space left for the rows not drawn, in pixels. */
  before: number;
  after: number;
}

/** Lists up to this long are drawn whole. */
export const DRAW_ALL_UP_TO = 400;

export function rowWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
  overscan = 20,
): RowWindow {
  if (count <= DRAW_ALL_UP_TO || rowHeight <= 0 || !Number.isFinite(scrollTop)) {
    return { start: 0, end: count, before: 0, after: 0 };
  }
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, Math.min(count - 1, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}

/** The scroll position that shows row `index` (kept where it is when the row is already in view). */
export function scrollToRow(
  index: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
  headerHeight = 0,
): number {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  const shownTop = scrollTop;
  const shownBottom = scrollTop + viewportHeight - headerHeight;
  if (top >= shownTop && bottom <= shownBottom) return scrollTop;
  return top < shownTop ? top : bottom - (viewportHeight - headerHeight);
}

/**
 * The timeline's frame in pixels and what of it is in view: the plot's margins, the lane window (lanes keep a
 * readable height and scroll a whole lane at a time when they do not all fit), the base x scale and the visible
 * range in data units. Pure: the rune context and the export both call these.
 */
import { linearScale, type LinearScale } from './linearScale';
import type { Frame } from './geometry';

/** A lane lower than this cannot hold a mark and a label beside it: the lanes scroll instead. */
export const MIN_LANE = 20;
export const BAND_ROW = 14;
export const AXIS_HEIGHT = 26;

export interface LaneWindow {
  laneH: number;
  /** The first lane in view and how many are. */
  first: number;
  rows: number;
  count: number;
  /** All lanes' height: what the lane scrollbar scrolls through. */
  contentH: number;
  scrolls: boolean;
}

/** Margins: band rows on top, the axis below, the lane names on the left (at most 190 px). */
export function timelineFrame(width: number, height: number, bandRows: number, laneNameWidth: number): Frame {
  const bands = bandRows ? bandRows * BAND_ROW + 4 : 4;
  const left = Math.round(Math.min(190, Math.max(70, laneNameWidth + 16)));
  return { width, height, left, right: 16, top: bands + 4, bottom: AXIS_HEIGHT };
}

/** Which lanes are in view for a scroll position (pixels), snapped to whole lanes. `all` shows every lane. */
export function laneWindow(frame: Frame, count: number, scrollTop: number, all = false): LaneWindow {
  const viewH = Math.max(MIN_LANE, frame.height - frame.top - frame.bottom);
  const lanes = Math.max(1, count);
  if (lanes * MIN_LANE <= viewH)
    return { laneH: viewH / lanes, first: 0, rows: lanes, count, contentH: viewH, scrolls: false };
  const rows = Math.max(1, Math.floor(viewH / MIN_LANE));
  const laneH = viewH / rows;
  const first = all ? 0 : Math.max(0, Math.min(lanes - rows, Math.round(scrollTop / laneH)));
  return { laneH, first, rows: all ? lanes : rows, count, contentH: lanes * laneH, scrolls: !all };
}

/** The scroll position that brings `lane` into view, or null when it already is. */
export function laneScrollFor(view: LaneWindow, lane: number): number | null {
  if (lane < 0 || (lane >= view.first && lane < view.first + view.rows)) return null;
  const first = lane < view.first ? lane : lane - view.rows + 1;
  return first * view.laneH;
}

/** The plot's height when every lane is drawn (the export): the frame grows to hold them. */
export function fullHeight(frame: Frame, view: LaneWindow): number {
  return frame.top + view.count * view.laneH + frame.bottom;
}

export function baseScale(domain: [number, number], frame: Frame): LinearScale {
  return linearScale(domain, [frame.left, frame.width - frame.right]);
}

/** The range of data units in view for a (zoomed) scale. */
export function visibleRange(x: LinearScale, frame: Frame): [number, number] {
  return [x.invert(frame.left), x.invert(frame.width - frame.right)];
}

/** Scale factor and x offset that show the base-pixel range [b0, b1] across the plot. */
export function rangeTransform(range: [number, number], frame: Frame): { k: number; x: number } {
  const [b0, b1] = range;
  const k = Math.max(1, (frame.width - frame.right - frame.left) / Math.max(1, b1 - b0));
  return { k, x: frame.left - k * b0 };
}

/** True when data value `value` lies inside the visible range. */
export function inRange(value: number, range: [number, number]): boolean {
  return value >= range[0] && value <= range[1];
}

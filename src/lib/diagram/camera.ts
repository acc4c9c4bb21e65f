/**
 * The diagram's camera in map units: a view box that frames a set of points (the step's places, paths and tokens)
 * at the screen's aspect, never closer than a minimum size (the flight between two views is lib/diagram/flight.ts).
 * Also which part of a line a view shows, so a river's name can sit on the part that is on screen.
 */
import type { Box } from '../labels/boxes';

export type ViewBox = [number, number, number, number];

export interface FrameOptions {
  /** Width / height of the screen the view fills. */
  aspect: number;
  /** Margin around the points, as a fraction of the framed size. */
  pad?: number;
  /** The view is never narrower nor lower than this (map units): a lone gate is shown with its surroundings. */
  minSize?: number;
  /** The view never grows beyond this box (the whole map). */
  bounds?: ViewBox;
  /**
   * A margin in screen pixels around the points, for the tokens and labels drawn about them at a constant size
   * on screen, with the screen's size: the view grows so that the margin stays this many pixels once zoomed.
   */
  marginPx?: number;
  screen?: [number, number];
}

/** How close a step's view may come on a map of cities the size of the whole map (a city map). */
export const CITY_MIN_SIZE = 50;

/**
 * The closest a step's view comes on a map of these rings: a city's own size (CITY_MIN_SIZE) where a ring is about
 * as large as the map, but on a campaign map of small towns far apart twice its largest town, so that a step at one
 * town shows the town and its surroundings rather than half the campaign crowded into the panel.
 */
export function stepMinSize(rings: readonly { width: number; height: number }[]): number {
  const largest = Math.max(0, ...rings.map((r) => Math.max(r.width, r.height)));
  return largest > 0 ? Math.min(CITY_MIN_SIZE, 2 * largest) : CITY_MIN_SIZE;
}

export function frameView(points: readonly [number, number][], options: FrameOptions): ViewBox | null {
  if (points.length === 0) return null;
  const { aspect, pad = 0.18, minSize = 40, bounds, marginPx = 0, screen } = options;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  // w = extent + 2 · margin · (w / screen width), solved for w; never more than half the screen in margins.
  const grow = (extent: number, pixels: number | undefined) =>
    extent / Math.max(0.5, 1 - (pixels ? (2 * marginPx) / pixels : 0));
  let w = grow(Math.max(x1 - x0, minSize) * (1 + 2 * pad), screen?.[0]);
  let h = grow(Math.max(y1 - y0, minSize) * (1 + 2 * pad), screen?.[1]);
  if (w / h < aspect) w = h * aspect;
  else h = w / aspect;
  if (bounds && (w > bounds[2] || h > bounds[3])) {
    // As large as the map at most: fit the map itself at this aspect.
    const scale = Math.max(bounds[2] / w, bounds[3] / h);
    if (scale < 1) return fitAspect(bounds, aspect);
  }
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return round([cx - w / 2, cy - h / 2, w, h]);
}

/** `box` widened in one direction to `aspect`, about its centre. */
export function fitAspect(box: ViewBox, aspect: number): ViewBox {
  const [x, y, w, h] = box;
  if (w / h < aspect) {
    const nw = h * aspect;
    return round([x - (nw - w) / 2, y, nw, h]);
  }
  const nh = w / aspect;
  return round([x, y - (nh - h) / 2, w, nh]);
}

/** `box` grown by a fraction of its width on the left and right and of its height above and below. */
export function padBox(box: ViewBox, fx: number, fy: number): ViewBox {
  const [x, y, w, h] = box;
  return round([x - w * fx, y - h * fy, w * (1 + 2 * fx), h * (1 + 2 * fy)]);
}

/** Map units per screen pixel of a view drawn into a `width` × `height` screen box ("meet" fitting). */
export function unitsPerPixel(view: ViewBox, width: number, height: number): number {
  if (width <= 0 || height <= 0) return view[2] / 600;
  return Math.max(view[2] / width, view[3] / height);
}

/** The box of the map that a view shows on a screen box of another aspect ("meet" shows more in one direction). */
export function visibleBox(view: ViewBox, width: number, height: number): Box {
  const k = unitsPerPixel(view, width, height);
  const w = width > 0 ? width * k : view[2];
  const h = height > 0 ? height * k : view[3];
  const cx = view[0] + view[2] / 2;
  const cy = view[1] + view[3] / 2;
  return { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
}

/** The pieces of a polyline inside a box (Liang–Barsky per segment), longest first. */
export function visiblePieces(
  line: readonly [number, number][],
  box: Box,
): [[number, number], [number, number]][] {
  const pieces: [[number, number], [number, number]][] = [];
  for (let i = 1; i < line.length; i++) {
    const clipped = clipSegment(line[i - 1]!, line[i]!, box);
    if (clipped) pieces.push(clipped);
  }
  const length = ([a, b]: [[number, number], [number, number]]) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  return pieces.sort((a, b) => length(b) - length(a));
}

function clipSegment(
  a: readonly [number, number],
  b: readonly [number, number],
  box: Box,
): [[number, number], [number, number]] | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a[0] - box.x0],
    [dx, box.x1 - a[0]],
    [-dy, a[1] - box.y0],
    [dy, box.y1 - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [
    [a[0] + t0 * dx, a[1] + t0 * dy],
    [a[0] + t1 * dx, a[1] + t1 * dy],
  ];
}

function round(v: ViewBox): ViewBox {
  return v.map((n) => Math.round(n * 1000) / 1000) as ViewBox;
}

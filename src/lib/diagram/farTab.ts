/**
 * A far place is drawn as a tab: its name in a box with a chevron pointing the way it lies, and no line, so that
 * it never reads as a move from one place to another. All in map units of the current view.
 */
import type { Point } from './layout';
import type { Box } from '../labels/boxes';

/** The padding either side of the name and the chevron's room, in font sizes. */
const PAD = 0.3;
const CHEVRON = 0.8;
/** The tab's height over the font size: a label's line height with a little room above and below. */
export const TAB_HEIGHT = 1.56;

/** The tab's size for a name `textWidth` wide in a font `size` high. */
export function tabSize(textWidth: number, size: number): { width: number; height: number } {
  return { width: textWidth + (2 * PAD + CHEVRON) * size, height: TAB_HEIGHT * size };
}

export interface FarTab {
  /** The name's anchor (text-anchor middle) and baseline. */
  text: { x: number; y: number };
  /** The chevron: two strokes meeting at a point on the side the place lies. */
  chevron: string;
}

const r = (n: number) => Math.round(n * 1000) / 1000;

/** Where the name and the chevron go in a tab `box` (from `tabSize`), for a place lying along `outward`. */
export function farTab(box: Box, outward: Point, size: number): FarTab {
  const [ox, oy] = outward;
  // The chevron stands at the end the place lies towards; north and south put it after the name.
  const right = ox >= 0;
  const cy = (box.y0 + box.y1) / 2;
  const cx = right ? box.x1 - (PAD + CHEVRON / 2) * size : box.x0 + (PAD + CHEVRON / 2) * size;
  const textX = (box.x0 + box.x1) / 2 + (right ? -1 : 1) * (CHEVRON / 2) * size;
  const tip: Point = [cx + ox * 0.22 * size, cy + oy * 0.22 * size];
  const back: Point = [cx - ox * 0.18 * size, cy - oy * 0.18 * size];
  const [px, py] = [-oy * 0.3 * size, ox * 0.3 * size];
  return {
    text: { x: r(textX), y: r(cy + 0.46 * size) },
    chevron: `M${r(back[0] + px)},${r(back[1] + py)}L${r(tip[0])},${r(tip[1])}L${r(back[0] - px)},${r(back[1] - py)}`,
  };
}

/**
 * Centres for the tab of a far place that lies beyond the frame (a step's view of part of the map): pinned inside
 * the frame's edge where the line from the frame's middle towards the place leaves it, then slid along that edge
 * a tab at a time either way, so that tabs of places lying the same way stand side by side. Nearest first.
 */
export function pinnedTabSpots(
  [px, py]: Point,
  frame: Box,
  width: number,
  height: number,
  /** Room between the tab and the frame's edge. */
  inset = 0,
): Point[] {
  const inner = {
    x0: frame.x0 + width / 2 + inset,
    y0: frame.y0 + height / 2 + inset,
    x1: frame.x1 - width / 2 - inset,
    y1: frame.y1 - height / 2 - inset,
  };
  if (inner.x0 > inner.x1 || inner.y0 > inner.y1) return [];
  const [cx, cy] = [(frame.x0 + frame.x1) / 2, (frame.y0 + frame.y1) / 2];
  const [dx, dy] = [px - cx, py - cy];
  // How far along the line to the place each edge of the inner box lies; the nearest is where the tab stands.
  const tx = dx > 0 ? (inner.x1 - cx) / dx : dx < 0 ? (inner.x0 - cx) / dx : Infinity;
  const ty = dy > 0 ? (inner.y1 - cy) / dy : dy < 0 ? (inner.y0 - cy) / dy : Infinity;
  const t = Math.max(0, Math.min(tx, ty, 1));
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const at: Point = [clamp(cx + dx * t, inner.x0, inner.x1), clamp(cy + dy * t, inner.y0, inner.y1)];
  // On a left or right edge the tabs slide up and down; on the top or bottom, sideways.
  const upright = tx < ty;
  const out: Point[] = [[r(at[0]), r(at[1])]];
  for (let k = 1; k <= 8; k++)
    for (const sign of [1, -1]) {
      const [x, y] = upright
        ? [at[0], clamp(at[1] + sign * k * height * 1.15, inner.y0, inner.y1)]
        : [clamp(at[0] + sign * k * width * 1.05, inner.x0, inner.x1), at[1]];
      const p: Point = [r(x), r(y)];
      if (!out.some((q) => q[0] === p[0] && q[1] === p[1])) out.push(p);
    }
  return out;
}

/** The way a pinned tab points: from its middle towards the place, as a unit vector. */
export function towards(box: Box, [px, py]: Point): Point {
  const [dx, dy] = [px - (box.x0 + box.x1) / 2, py - (box.y0 + box.y1) / 2];
  const length = Math.hypot(dx, dy) || 1;
  return [r(dx / length), r(dy / length)];
}

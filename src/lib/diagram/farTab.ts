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

/**
 * Where each force's banner stands so that no two banners touch. Banners keep one size on screen whatever the
 * zoom, so in a view framed wide (a long move, a projected slide's large banners) the banners of places a few map
 * units apart cover each other; a fan about each place alone cannot see its neighbours. Each banner takes the
 * nearest free cell of a brick lattice about its own place, in the chapter's order of forces, so a lone banner
 * stands on its place and a crowd spreads only as far as it must. All in map units of one view.
 */
import type { Point } from './layout';
import type { Box } from './planar';

export interface TokenToSpread {
  id: string;
  /** The point of the place it stands at. */
  anchor: Point;
  /** The box its banner covers, about its own point (from conditionMarks' bannerExtent, in map units). */
  extent: Box;
}

export interface SpreadOptions {
  /** A lattice cell: the box of the largest whole banner, so neighbouring cells of one place never meet. */
  cell: { width: number; height: number };
  /** Room kept between two banners. */
  gap: number;
  /**
   * The view's box: a banner whose place lies in it stays in it where any free cell does (a crowd at the map's
   * edge spreads inwards rather than off the screen).
   */
  frame?: Box;
  /**
   * Marks no banner may cover, in map units: the gates, whose state (open, blocked, breached) is often what a step
   * is about, and would be hidden under the banner of the force that stands at it.
   */
  keepClear?: readonly Box[];
}

/** How many rings of cells about a place are tried before a banner is left at the last one. */
const RINGS = 12;

export function spreadTokens(tokens: readonly TokenToSpread[], options: SpreadOptions): Map<string, Point> {
  const offsets = latticeOffsets(options.cell.width + options.gap, options.cell.height + options.gap);
  const kept: Box[] = [...(options.keepClear ?? [])];
  const out = new Map<string, Point>();
  const { frame } = options;
  for (const token of tokens) {
    const keepIn = frame && contains(frame, token.anchor) ? frame : null;
    let chosen: { p: Point; box: Box } | null = null;
    let free: { p: Point; box: Box } | null = null;
    for (const [dx, dy] of offsets) {
      const p: Point = [token.anchor[0] + dx, token.anchor[1] + dy];
      const box = at(token.extent, p, options.gap / 2);
      if (kept.some((k) => meets(k, box))) continue;
      free ??= { p, box };
      if (keepIn && !inside(at(token.extent, p, 0), keepIn)) continue;
      chosen = { p, box };
      break;
    }
    // No free cell in the view: the nearest free one outside it; every cell of twelve rings taken (a crowd larger
    // than any map holds): on its place.
    const pick = chosen ?? free;
    if (pick) kept.push(pick.box);
    out.set(token.id, pick?.p ?? token.anchor);
  }
  return out;
}

/**
 * The cells of a brick lattice (rows offset by half a cell, as a hexagonal fan) nearest first; among cells as
 * near, the upper first, then the left, so the order never depends on a sort's whims.
 */
export function latticeOffsets(width: number, height: number, rings = RINGS): Point[] {
  return latticeOrder(rings).map(([i, j]) => [round(i * width), round(j * height)]);
}

/**
 * The cells in cells (the half offset included), nearest first. The order does not depend on the cell's size, so
 * it is sorted once per ring count: a diagram asks for the lattice at every step and every zoom.
 */
const orders = new Map<number, readonly Point[]>();
function latticeOrder(rings: number): readonly Point[] {
  let order = orders.get(rings);
  if (!order) {
    const cells: { cell: Point; d: number }[] = [];
    for (let j = -rings; j <= rings; j++)
      for (let i = -rings; i <= rings; i++) {
        const cell: Point = [i + (Math.abs(j) % 2 === 1 ? 0.5 : 0), j];
        // A cell's distance in cells, so a wide banner's row neighbours come before the rows above and below.
        cells.push({ cell, d: Math.hypot(cell[0], cell[1]) });
      }
    order = cells
      .sort((a, b) => a.d - b.d || a.cell[1] - b.cell[1] || a.cell[0] - b.cell[0])
      .map(({ cell }) => cell);
    orders.set(rings, order);
  }
  return order;
}

function at(extent: Box, [x, y]: Point, pad: number): Box {
  return {
    x0: x + extent.x0 - pad,
    y0: y + extent.y0 - pad,
    x1: x + extent.x1 + pad,
    y1: y + extent.y1 + pad,
  };
}

function contains(box: Box, [x, y]: Point): boolean {
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
}

function inside(a: Box, b: Box): boolean {
  return a.x0 >= b.x0 && a.y0 >= b.y0 && a.x1 <= b.x1 && a.y1 <= b.y1;
}

function meets(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

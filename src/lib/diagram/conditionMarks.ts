/**
 * How a force's condition is drawn on its banner, one mark per condition, so that the map and its key draw the
 * same thing from one table and no two conditions look alike. Engaged is crossed swords, never a dashed ring:
 * a dash on this map means "inferred".
 */
import type { ForceCondition } from '../model/vocabulary';

/** One piece of the banner: its offset from the token's centre and its scale, in banner sizes, and its turn. */
export interface BannerPiece {
  dx: number;
  dy: number;
  k: number;
  turn: number;
}

export type ConditionOverlay = 'none' | 'swords' | 'strike' | 'bars' | 'exit';

export interface ConditionMark {
  /** One whole banner, or the pieces it broke into. */
  pieces: readonly BannerPiece[];
  overlay: ConditionOverlay;
  /** Faded: the force has left the field (escaped, destroyed, taken). */
  faded: boolean;
}

const WHOLE: readonly BannerPiece[] = [{ dx: 0, dy: 0, k: 1, turn: 0 }];

export const CONDITION_MARKS: Record<ForceCondition, ConditionMark> = {
  intact: { pieces: WHOLE, overlay: 'none', faded: false },
  engaged: { pieces: WHOLE, overlay: 'swords', faded: false },
  // Broken in three, still close together: a body in flight.
  routed: {
    pieces: [
      // The piece that keeps the banner's character stays large enough to read it.
      { dx: -0.5, dy: 0.15, k: 0.75, turn: -18 },
      { dx: 0.25, dy: -0.3, k: 0.5, turn: 14 },
      { dx: 0.1, dy: 0.5, k: 0.45, turn: 32 },
    ],
    overlay: 'none',
    faded: false,
  },
  // Broken in four small pieces flung apart: no longer a body at all.
  scattered: {
    pieces: [
      // The piece that keeps the banner's character stays large enough to read it; the rest are flung apart.
      { dx: -0.55, dy: -0.35, k: 0.75, turn: -30 },
      { dx: 0.75, dy: -0.5, k: 0.34, turn: 35 },
      { dx: -0.7, dy: 0.6, k: 0.32, turn: 70 },
      { dx: 0.7, dy: 0.55, k: 0.36, turn: -65 },
    ],
    overlay: 'none',
    faded: false,
  },
  destroyed: { pieces: WHOLE, overlay: 'strike', faded: true },
  escaped: { pieces: WHOLE, overlay: 'exit', faded: true },
  captured: { pieces: WHOLE, overlay: 'bars', faded: true },
};

/** The conditions a key lists: every one a banner can show beyond standing whole. */
export const KEYED_CONDITIONS = (Object.keys(CONDITION_MARKS) as ForceCondition[]).filter(
  (c) => c !== 'intact',
);

const r = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The overlay's path for a banner `s` high centred on 0,0 (the exit arrow's line is drawn apart, along the way
 * out): two crossed swords with their guards above the banner's fly; a struck-out X; the bars of a cage.
 */
export function overlayPath(overlay: ConditionOverlay, s: number): string {
  switch (overlay) {
    case 'swords': {
      const [cx, cy, a] = [s * 0.55, -s * 0.62, s * 0.34];
      const g = s * 0.12;
      return [
        `M${r(cx - a)},${r(cy + a)}L${r(cx + a)},${r(cy - a)}`,
        `M${r(cx + a)},${r(cy + a)}L${r(cx - a)},${r(cy - a)}`,
        // Guards across each blade near its hilt (the lower ends).
        `M${r(cx - a * 0.55 - g)},${r(cy + a * 0.55 - g)}L${r(cx - a * 0.55 + g)},${r(cy + a * 0.55 + g)}`,
        `M${r(cx + a * 0.55 + g)},${r(cy + a * 0.55 - g)}L${r(cx + a * 0.55 - g)},${r(cy + a * 0.55 + g)}`,
      ].join('');
    }
    case 'strike':
      return `M${r(-s * 0.6)},${r(-s * 0.6)}L${r(s * 0.6)},${r(s * 0.6)}M${r(s * 0.6)},${r(-s * 0.6)}L${r(-s * 0.6)},${r(s * 0.6)}`;
    case 'bars':
      return (
        `M${r(-s * 0.6)},${r(-s * 0.6)}H${r(s * 0.6)}M${r(-s * 0.6)},${r(s * 0.6)}H${r(s * 0.6)}` +
        [-0.3, 0.05, 0.4].map((x) => `M${r(s * x)},${r(-s * 0.6)}V${r(s * 0.6)}`).join('')
      );
    default:
      return '';
  }
}

/** An escaped force's way out: a line from the banner's edge outward and its arrowhead, as two paths. */
export function exitPaths([ox, oy]: readonly [number, number], s: number): { line: string; head: string } {
  const [x0, y0] = [ox * s * 0.6, oy * s * 0.6];
  const [x1, y1] = [ox * s * 1.5, oy * s * 1.5];
  const h = s * 0.28;
  // The head's two back corners, either side of the line.
  const [bx, by] = [x1 - ox * h, y1 - oy * h];
  const [px, py] = [-oy * h * 0.7, ox * h * 0.7];
  return {
    line: `M${r(x0)},${r(y0)}L${r(bx)},${r(by)}`,
    head: `M${r(x1 + ox * h * 0.4)},${r(y1 + oy * h * 0.4)}L${r(bx + px)},${r(by + py)}L${r(bx - px)},${r(by - py)}Z`,
  };
}

/** A box about a token's point, in banner sizes (multiply by the banner's height for map units). */
export interface BannerExtent {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The box a banner drawn by BannerMark covers, in banner sizes about its point: each piece's staff and cloth (the
 * widest cloth, a pennant's) turned and scaled as drawn, and the condition's overlay or exit arrow. Where two
 * boxes do not meet, the banners do not touch.
 */
export function bannerExtent(
  condition: ForceCondition,
  outward: readonly [number, number] = [1, 0],
): BannerExtent {
  const mark = CONDITION_MARKS[condition];
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const add = (x: number, y: number) => {
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x);
    box.y1 = Math.max(box.y1, y);
  };
  // The staff (with its stroke) from 0.75 below the centre to 0.55 above it, the cloth to 0.7 right of it.
  const corners: [number, number][] = [
    [-0.49, -0.55],
    [0.7, -0.55],
    [0.7, 0.75],
    [-0.49, 0.75],
  ];
  for (const piece of mark.pieces) {
    const a = (piece.turn * Math.PI) / 180;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    for (const [x, y] of corners)
      add(piece.dx + piece.k * (x * c - y * s), piece.dy + piece.k * (x * s + y * c));
  }
  // The overlays as overlayPath and exitPaths draw them, their casing's half-width beyond.
  if (mark.overlay === 'swords') {
    add(0.55 - 0.34 - 0.12, -0.62 - 0.34 - 0.12);
    add(0.55 + 0.34 + 0.12, -0.62 + 0.34 + 0.12);
  } else if (mark.overlay === 'strike' || mark.overlay === 'bars') {
    add(-0.72, -0.72);
    add(0.72, 0.72);
  } else if (mark.overlay === 'exit') {
    const [ox, oy] = outward;
    const tip = 1.5 + 0.28 * 0.4;
    for (const side of [-0.2, 0.2]) add(ox * tip - oy * side, oy * tip + ox * side);
  }
  return { x0: r(box.x0), y0: r(box.y0), x1: r(box.x1), y1: r(box.y1) };
}

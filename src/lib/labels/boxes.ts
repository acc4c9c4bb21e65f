/** Axis-aligned boxes, the one shape every label placement in the app works in: map units or pixels, no DOM. */
import { bisector } from 'd3-array';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The area two boxes share; 0 for boxes that only touch. */
export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

export const intersects = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

export function inside(box: Box, frame: Box): boolean {
  return box.x0 >= frame.x0 && box.y0 >= frame.y0 && box.x1 <= frame.x1 && box.y1 <= frame.y1;
}

export const padded = (b: Box, gap: number): Box =>
  gap === 0 ? b : { x0: b.x0 - gap, y0: b.y0 - gap, x1: b.x1 + gap, y1: b.y1 + gap };

/**
 * Boxes sorted by x0 with the widest width known, so a query scans only those that can reach it: a timeline of
 * ten thousand marks asks this for every label candidate.
 */
export class BoxIndex<B extends Box = Box> {
  #boxes: B[];
  #widest = 0;
  static #by = bisector((b: Box) => b.x0);

  constructor(boxes: readonly B[] = []) {
    this.#boxes = [...boxes].sort((a, b) => a.x0 - b.x0);
    for (const b of this.#boxes) this.#widest = Math.max(this.#widest, b.x1 - b.x0);
  }

  add(box: B) {
    this.#boxes.splice(BoxIndex.#by.left(this.#boxes, box.x0), 0, box);
    this.#widest = Math.max(this.#widest, box.x1 - box.x0);
  }

  /** Every box that meets `box` (touching is not meeting). */
  *meeting(box: Box): Generator<B> {
    for (let i = BoxIndex.#by.left(this.#boxes, box.x0 - this.#widest); i < this.#boxes.length; i++) {
      const b = this.#boxes[i]!;
      if (b.x0 >= box.x1) return;
      if (intersects(box, b)) yield b;
    }
  }

  hits(box: Box): boolean {
    return !this.meeting(box).next().done;
  }
}

/**
 * Label placement with candidate positions: each label tries right of its mark, left of it, then above and below,
 * then a shortened (ellipsis) copy right or left, and takes the first place that stays inside the bounds and meets
 * no placed label and no mark. The preferred label (the selected event's) is placed first, so it wins its place
 * and the others move or hide. Plain boxes in, plain boxes out: no DOM.
 */
import { bisector } from 'd3-array';
import type { Box } from '../timeline/layout';

export type { Box };

/** Width in pixels of a text at the label's font; the browser's measurer or an estimate in tests. */
export type Measure = (text: string) => number;

export interface LabelRequest {
  id: string;
  text: string;
  /** The mark's own box: the label goes beside it, never over it. */
  anchor: Box;
  /** Font height of the label box. */
  height: number;
  measure: Measure;
}

export interface PlacedLabel {
  id: string;
  /** The text drawn: the whole text, or a prefix with an ellipsis. */
  text: string;
  truncated: boolean;
  box: Box;
  /** Where the text starts (`start`) or ends (`end`), and its vertical centre. */
  x: number;
  y: number;
  side: 'start' | 'end';
}

const GAP = 3;
const ELLIPSIS = '…';
/**
 * A shortened label keeps at least this many characters, or it is not worth drawing: two Chinese characters
 * name something, "The…" does not.
 */
const minChars = (text: string) => (/[\u3400-\u9fff]/.test(text) ? 2 : 8);

export const intersects = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const inside = (a: Box, frame: Box) =>
  a.x0 >= frame.x0 && a.x1 <= frame.x1 && a.y0 >= frame.y0 && a.y1 <= frame.y1;

/** The longest prefix of `text` (whole characters, ellipsis added) that fits `width`; '' when none does. */
export function fitText(text: string, width: number, measure: Measure, minChars = 1): string {
  if (measure(text) <= width) return text;
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (measure(chars.slice(0, mid).join('') + ELLIPSIS) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo >= Math.min(minChars, chars.length) ? chars.slice(0, lo).join('').trimEnd() + ELLIPSIS : '';
}

/** Boxes sorted by x0 with the widest width, so a query scans only those that can reach it. */
class BoxIndex {
  private boxes: Box[];
  private widest = 0;
  private static by = bisector((b: Box) => b.x0);
  constructor(boxes: readonly Box[]) {
    this.boxes = [...boxes].sort((a, b) => a.x0 - b.x0);
    for (const b of this.boxes) this.widest = Math.max(this.widest, b.x1 - b.x0);
  }
  add(box: Box) {
    this.boxes.splice(BoxIndex.by.left(this.boxes, box.x0), 0, box);
    this.widest = Math.max(this.widest, box.x1 - box.x0);
  }
  hits(box: Box): boolean {
    for (let i = BoxIndex.by.left(this.boxes, box.x0 - this.widest); i < this.boxes.length; i++) {
      const b = this.boxes[i]!;
      if (b.x0 >= box.x1) return false;
      if (intersects(box, b)) return true;
    }
    return false;
  }
}

type Candidate = Omit<PlacedLabel, 'id' | 'text' | 'truncated'>;
type Origin = Omit<Candidate, 'box'>;

/** Where a label may start (or end): beside its mark, then above and below, then farther for the preferred one. */
function origins(request: LabelRequest, wide: boolean): Origin[] {
  const { anchor, height } = request;
  const cy = (anchor.y0 + anchor.y1) / 2;
  const mid = (anchor.x0 + anchor.x1) / 2;
  const right = (y: number, x = anchor.x1 + GAP): Origin => ({ x, y, side: 'start' });
  const left = (y: number, x = anchor.x0 - GAP): Origin => ({ x, y, side: 'end' });
  const above = anchor.y0 - 1 - height / 2;
  const below = anchor.y1 + 1 + height / 2;
  const near = [
    right(cy),
    left(cy),
    right(above, mid - 4),
    right(below, mid - 4),
    left(above, mid + 4),
    left(below, mid + 4),
  ];
  if (!wide) return near;
  // The preferred label searches farther, in quarter-row steps up and down (the gap between two lanes' marks is
  // often just one label high), beside the mark or starting at its middle.
  const far: Origin[] = [];
  for (let k = 1; k <= 16; k++)
    for (const y of [cy - (k * height) / 4, cy + (k * height) / 4])
      far.push(right(y), left(y), right(y, mid - 4), left(y, mid + 4));
  return [...near, ...far];
}

/** The label's box from an origin, for a text `width` wide. */
function at(origin: Origin, width: number, height: number): Candidate {
  const y0 = origin.y - height / 2;
  const y1 = origin.y + height / 2;
  const box =
    origin.side === 'start'
      ? { x0: origin.x, x1: origin.x + width, y0, y1 }
      : { x0: origin.x - width, x1: origin.x, y0, y1 };
  return { ...origin, box };
}

/**
 * Places labels in order (the preferred id first), each at its first free candidate inside `frame`; a label that
 * fits nowhere whole is shortened beside its mark, and one that fits nowhere at all is left out (hidden).
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  marks: readonly Box[],
  frame: Box,
  preferred: string | null = null,
): PlacedLabel[] {
  const ordered = preferred
    ? [...requests.filter((r) => r.id === preferred), ...requests.filter((r) => r.id !== preferred)]
    : requests;
  const obstacles = new BoxIndex(marks);
  const placed = new BoxIndex([]);
  const out: PlacedLabel[] = [];
  const free = (box: Box) => inside(box, frame) && !obstacles.hits(box) && !placed.hits(box);
  const put = (request: LabelRequest, found: Candidate, text: string) => {
    placed.add(found.box);
    out.push({ id: request.id, text, truncated: text !== request.text, ...found });
  };
  // First every label that fits whole (the preferred one may shorten at once), then shortened ones in the gaps.
  const waiting: LabelRequest[] = [];
  for (const request of ordered) {
    const wide = request.id === preferred;
    const width = request.measure(request.text);
    let found: Candidate | undefined;
    for (const origin of origins(request, wide)) {
      const candidate = at(origin, width, request.height);
      if (free(candidate.box)) {
        found = candidate;
        break;
      }
    }
    if (found) put(request, found, request.text);
    else if (request.id === preferred) {
      const [short, text] = shortened(request, frame, free, true);
      if (short) put(request, short, text);
    } else waiting.push(request);
  }
  for (const request of waiting) {
    const [short, text] = shortened(request, frame, free, false);
    if (short) put(request, short, text);
  }
  // Back in request order, so the drawing order does not depend on the passes.
  const rank = new Map(requests.map((r, i) => [r.id, i]));
  out.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return out;
}

/**
 * As much of the text as reaches the frame's edge or the next obstacle: right or left of the mark, and for the
 * preferred label in every row it may search.
 */
function shortened(
  request: LabelRequest,
  frame: Box,
  free: (box: Box) => boolean,
  wide: boolean,
): [Candidate | undefined, string] {
  const all = origins(request, wide);
  for (const origin of wide ? all : all.slice(0, 2)) {
    const room = origin.side === 'start' ? frame.x1 - origin.x : origin.x - frame.x0;
    // The free room: a box growing away from the mark only meets more, so a binary search finds its width.
    let width = 0;
    let hi = Math.floor(Math.min(room, request.measure(request.text)));
    while (width < hi) {
      const mid = (width + hi + 1) >> 1;
      if (free(at(origin, mid, request.height).box)) width = mid;
      else hi = mid - 1;
    }
    const text = fitText(request.text, width, request.measure, minChars(request.text));
    if (!text) continue;
    const found = at(origin, request.measure(text), request.height);
    if (free(found.box)) return [found, text];
  }
  return [undefined, ''];
}

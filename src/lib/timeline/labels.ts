/**
 * The timeline's event labels, placed by the app's one placer (`labels/placement.ts`) with candidates beside each
 * mark: right, left, then above and below, farther for the selected event's. Every glyph is a hard mark. The
 * selected label is placed first, so it wins its place and the others move or hide; then every label that fits
 * whole, then shortened copies (an ellipsis) in the gaps that are left. No DOM.
 */
import type { Box } from '../labels/boxes';
import { candidatesBeside, type BesideCandidate } from '../labels/candidates';
import { LabelSpace, bestCandidate, placeLabels } from '../labels/placement';
import { fitText, type Measure } from '../labels/text';

export interface TimelineLabelRequest {
  id: string;
  text: string;
  /** The mark's own box: the label goes beside it, never over it. */
  anchor: Box;
  /** Font height of the label box. */
  height: number;
  measure: Measure;
}

export interface TimelineLabel {
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

/**
 * A shortened label keeps at least this many characters, or it is not worth drawing: two Chinese characters
 * name something, "The…" does not.
 */
const minChars = (text: string) => (/[\u3400-\u9fff]/.test(text) ? 2 : 8);

const resized = (c: BesideCandidate, width: number): BesideCandidate =>
  c.side === 'start' ? { ...c, x0: c.x, x1: c.x + width } : { ...c, x0: c.x - width, x1: c.x };

const candidatesOf = (r: TimelineLabelRequest, wide: boolean) =>
  candidatesBeside(r.anchor, r.measure(r.text), r.height, wide);

export function placeTimelineLabels(
  requests: readonly TimelineLabelRequest[],
  marks: readonly Box[],
  frame: Box,
  preferred: string | null = null,
): TimelineLabel[] {
  const space = new LabelSpace(
    frame,
    marks.map((m) => ({ ...m, hard: true })),
  );
  const out = new Map<string, TimelineLabel>();
  const put = (request: TimelineLabelRequest, c: BesideCandidate, text: string) => {
    space.take(c);
    const { x0, x1, y0, y1, x, y, side } = c;
    out.set(request.id, {
      id: request.id,
      text,
      truncated: text !== request.text,
      box: { x0, x1, y0, y1 },
      x,
      y,
      side,
    });
  };
  const chosen = requests.find((r) => r.id === preferred);
  if (chosen) {
    const whole = bestCandidate(
      { id: chosen.id, priority: 0, candidates: candidatesOf(chosen, true) },
      space,
    );
    const found = whole ? ([whole, chosen.text] as const) : shortened(chosen, frame, space, true);
    if (found) put(chosen, found[0], found[1]);
  }
  const others = requests.filter((r) => r !== chosen);
  // Earlier requests first, as the caller ordered them.
  const whole = placeLabels(
    others.map((r, i) => ({ id: r.id, priority: others.length - i, candidates: candidatesOf(r, false) })),
    [],
    frame,
    {},
    space,
  );
  for (const r of others) {
    const found = whole.get(r.id);
    if (found) out.set(r.id, toLabel(r, found));
  }
  for (const r of others) {
    if (out.has(r.id)) continue;
    const short = shortened(r, frame, space, false);
    if (short) put(r, short[0], short[1]);
  }
  return requests.flatMap((r) => out.get(r.id) ?? []);
}

function toLabel(r: TimelineLabelRequest, c: BesideCandidate): TimelineLabel {
  const { x0, x1, y0, y1, x, y, side } = c;
  return { id: r.id, text: r.text, truncated: false, box: { x0, x1, y0, y1 }, x, y, side };
}

/**
 * As much of the text as reaches the frame's edge or the next obstacle: right or left of the mark, and for the
 * preferred label in every row it may search.
 */
function shortened(
  request: TimelineLabelRequest,
  frame: Box,
  space: LabelSpace,
  wide: boolean,
): readonly [BesideCandidate, string] | null {
  const all = candidatesOf(request, wide);
  for (const origin of wide ? all : all.slice(0, 2)) {
    const room = origin.side === 'start' ? frame.x1 - origin.x : origin.x - frame.x0;
    // The free room: a box growing away from the mark only meets more, so a binary search finds its width.
    let width = 0;
    let hi = Math.floor(Math.min(room, request.measure(request.text)));
    while (width < hi) {
      const mid = (width + hi + 1) >> 1;
      if (space.free(resized(origin, mid))) width = mid;
      else hi = mid - 1;
    }
    const text = fitText(request.text, width, request.measure, minChars(request.text));
    if (!text) continue;
    const found = resized(origin, request.measure(text));
    if (space.free(found)) return [found, text];
  }
  return null;
}

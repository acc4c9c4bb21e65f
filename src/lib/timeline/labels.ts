/**
 * The timeline's event labels, placed by the app's one placer (`labels/placement.ts`) with candidates beside each
 * mark: right, left, then above and below, farther for the selected event's. Every glyph is a hard mark. The
 * selected label is placed first, so it wins its place and the others move or hide. A title is drawn whole or
 * not at all (the test contract): a cut title misleads, and the tooltip and the detail give the whole. No DOM.
 */
import type { Box } from '../labels/boxes';
import { candidatesBeside } from '../labels/candidates';
import { placeLabels } from '../labels/placement';
import type { Measure } from '../labels/text';

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
  /** The whole title. */
  text: string;
  box: Box;
  /** Where the text starts (`start`) or ends (`end`), and its vertical centre. */
  x: number;
  y: number;
  side: 'start' | 'end';
}

export function placeTimelineLabels(
  requests: readonly TimelineLabelRequest[],
  marks: readonly Box[],
  frame: Box,
  preferred: string | null = null,
): TimelineLabel[] {
  const placed = placeLabels(
    requests.map((r, i) => ({
      id: r.id,
      // The selected label first, then the others in the caller's order.
      priority: r.id === preferred ? requests.length : requests.length - 1 - i,
      candidates: candidatesBeside(r.anchor, r.measure(r.text), r.height, r.id === preferred),
    })),
    marks.map((m) => ({ ...m, hard: true })),
    frame,
  );
  return requests.flatMap((r) => {
    const c = placed.get(r.id);
    if (!c) return [];
    const { x0, x1, y0, y1, x, y, side } = c;
    return [{ id: r.id, text: r.text, box: { x0, x1, y0, y1 }, x, y, side }];
  });
}

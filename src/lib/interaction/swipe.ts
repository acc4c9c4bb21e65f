/**
 * A swipe on a phone steps the chapter as ← → do: left to the next step, right to the previous one. What counts
 * as a swipe is decided here, from numbers the gesture code (swipeGesture.ts) collects, so that a vertical
 * scroll, a pinch, a slow drag, a drag on something that takes its own gestures (the timeline's pan, the ink,
 * a zoomed page) never steps.
 */

export const SWIPE = {
  /** Shorter moves are taps or jitters; 48 px is about a finger's width. */
  minDistance: 48,
  /** The sideways move must clearly dominate: a scroll that drifts sideways is still a scroll. */
  ratio: 1.8,
  /** A slower move is a drag (reading along, selecting text), not a flick. */
  maxMs: 800,
} as const;

export interface SwipeTrack {
  /** Sideways move from touch start to touch end, in CSS pixels (negative: leftward). */
  dx: number;
  /** Vertical move over the same time. */
  dy: number;
  /** Time from touch start to touch end. */
  ms: number;
  /** The most fingers down at once during the gesture: two or more is a pinch. */
  fingers: number;
  /** It began on an element that handles its own drags (a pan, a drawing, a sideways scroller, a field). */
  ownGesture: boolean;
  /** The page is pinch-zoomed: a sideways move pans the page. */
  zoomed: boolean;
}

/** The step a gesture asks for: +1 (swiped left), -1 (swiped right), or 0 (not a swipe). */
export function swipeStep(track: SwipeTrack): -1 | 0 | 1 {
  if (track.fingers !== 1 || track.ownGesture || track.zoomed) return 0;
  if (track.ms > SWIPE.maxMs) return 0;
  const across = Math.abs(track.dx);
  if (across < SWIPE.minDistance || across < SWIPE.ratio * Math.abs(track.dy)) return 0;
  return track.dx < 0 ? 1 : -1;
}

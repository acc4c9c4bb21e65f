import { describe, expect, it } from 'vitest';
import { SWIPE, swipeStep, type SwipeTrack } from './swipe';

const flick = (over: Partial<SwipeTrack>): SwipeTrack => ({
  dx: -120,
  dy: 10,
  ms: 250,
  fingers: 1,
  ownGesture: false,
  zoomed: false,
  ...over,
});

describe('swipeStep(track)', () => {
  it.each([
    ['a flick to the left steps forward', {}, 1],
    ['a flick to the right steps back', { dx: 120 }, -1],
    ['a move just at the threshold counts', { dx: -SWIPE.minDistance, dy: 0 }, 1],
    ['a move shorter than a finger is a tap', { dx: -SWIPE.minDistance + 1, dy: 0 }, 0],
    ['a vertical scroll never steps', { dx: -30, dy: -300 }, 0],
    ['a scroll drifting sideways is still a scroll', { dx: -100, dy: 80 }, 0],
    ['a pinch never steps', { fingers: 2 }, 0],
    ['a slow drag is not a flick', { ms: SWIPE.maxMs + 1 }, 0],
    ['a drag on what takes its own gestures (the timeline, the ink) is left to it', { ownGesture: true }, 0],
    ['on a pinch-zoomed page a sideways move pans the page', { zoomed: true }, 0],
  ] as const)('%s', (_, over, step) => {
    expect(swipeStep(flick(over))).toBe(step);
  });
});

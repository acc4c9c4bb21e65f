/**
 * Swipe to step, bound to an element: collects a touch gesture's numbers and asks `swipeStep` (swipe.ts) whether
 * it was a swipe. Listeners are passive and never cancel anything, so scrolling, tapping and pinching behave as
 * they would without them.
 */
import { swipeStep } from './swipe';

/** Where a drag is the element's own: fields, the timeline's pan. */
const OWN_DRAG =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [data-view="timeline"]';

/** Whether a gesture from `target` belongs to it or an ancestor: a field, a pan, a drawing, a sideways scroller. */
function takesOwnGesture(target: EventTarget | null, within: Element): boolean {
  for (let el = target instanceof Element ? target : null; el && el !== within; el = el.parentElement) {
    if (el.matches(OWN_DRAG)) return true;
    const style = getComputedStyle(el);
    if (style.touchAction === 'none') return true;
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    if (scrolls && el.scrollWidth > el.clientWidth + 1) return true;
  }
  return false;
}

interface Start {
  x: number;
  y: number;
  at: number;
  fingers: number;
  own: boolean;
}

/** Listens on `node` for swipes and calls `onstep` with +1 (leftward) or -1; returns the cleanup. */
export function swipeGesture(node: Element, onstep: (delta: -1 | 1) => void): () => void {
  let start: Start | null = null;
  const down = (e: TouchEvent) => {
    const touch = e.touches[0];
    if (start) start.fingers = Math.max(start.fingers, e.touches.length);
    else if (touch)
      start = {
        x: touch.clientX,
        y: touch.clientY,
        at: e.timeStamp,
        fingers: e.touches.length,
        own: takesOwnGesture(e.target, node),
      };
  };
  const move = (e: TouchEvent) => {
    if (start) start.fingers = Math.max(start.fingers, e.touches.length);
  };
  const up = (e: TouchEvent) => {
    const touch = e.changedTouches[0];
    // A pinch ends finger by finger: decide when the last one lifts.
    if (!start || !touch || e.touches.length > 0) return;
    const step = swipeStep({
      dx: touch.clientX - start.x,
      dy: touch.clientY - start.y,
      ms: e.timeStamp - start.at,
      fingers: start.fingers,
      ownGesture: start.own,
      zoomed: (window.visualViewport?.scale ?? 1) > 1.01,
    });
    start = null;
    if (step !== 0) onstep(step);
  };
  const cancel = () => (start = null);
  const passive = { passive: true };
  node.addEventListener('touchstart', down as EventListener, passive);
  node.addEventListener('touchmove', move as EventListener, passive);
  node.addEventListener('touchend', up as EventListener, passive);
  node.addEventListener('touchcancel', cancel, passive);
  return () => {
    node.removeEventListener('touchstart', down as EventListener);
    node.removeEventListener('touchmove', move as EventListener);
    node.removeEventListener('touchend', up as EventListener);
    node.removeEventListener('touchcancel', cancel);
  };
}

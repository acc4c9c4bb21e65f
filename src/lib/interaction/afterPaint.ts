/**
 * Runs `then` in a task after the browser has painted what is drawn (a timer set in the frame's callback): a plain
 * timer may run before the frame, and the page would paint once, at the end. A hidden page paints no frames: the
 * second timer goes on without it. So a view can show at once and draw its heavy part in a task of its own.
 */
export function afterPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 500);
}

/** `afterPaint` as a promise: settles in a task after the next paint. */
export const painted = (): Promise<void> => new Promise((resolve) => afterPaint(resolve));

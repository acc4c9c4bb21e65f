/**
 * The explorer's first render in turns: what a phone shows first (the header, the timeline and the map, whose title
 * is the largest text there: Lighthouse's LCP element) draws and paints at once; the reader and the side column,
 * below the fold on a phone, each draw in a task of their own after a paint. The first paint waits for less, and
 * no one task holds the main thread for the whole first render. Each view keeps its panel's box while it waits, so
 * nothing moves when it arrives; after the first render every view draws at once.
 *
 * Lighthouse counts a task after the first paint as blocking time (the part over 50 ms, four times slower on its
 * phone), one before it not: drawing the map and the timeline after the paint too gave an earlier LCP but more
 * blocking time, and no better score (bench/README.md).
 */
export const FIRST_TURNS = { reader: 1, side: 2 } as const;
const LAST_TURN = FIRST_TURNS.side;

let turn = $state(0);
let begun = false;
let finish = () => {};
const finished = new Promise<void>((resolve) => (finish = resolve));

/**
 * Runs `then` in a task after the browser has painted what is drawn (a timer set in the frame's callback): a plain
 * timer may run before the frame, and the page would paint once, at the end. A hidden page paints no frames: the
 * second timer goes on without it.
 */
function afterPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 500);
}

export const firstTurns = {
  /** True once the views of that turn may draw. */
  reached(at: number): boolean {
    return turn >= at;
  },
  /** The first explorer on the page begins the turns; a later one finds them done. */
  begin(): void {
    if (begun) return;
    begun = true;
    const next = () => {
      turn += 1;
      if (turn < LAST_TURN) afterPaint(next);
      else finish();
    };
    afterPaint(next);
  },
  /** Settles once every view of the turns begun has been asked to draw: at once if none were begun. */
  settled(): Promise<void> {
    return begun ? finished : Promise.resolve();
  },
};

/**
 * The explorer's first render in turns (the plan: lib/interaction/firstTurnPlan.ts). What the first screen shows
 * draws and paints at once; what lies below it draws in a task of its own after a paint. The first paint waits for less, and no one task holds the main thread for the whole first
 * render. Each view keeps its panel's box while it waits, so nothing moves when it arrives; after the first render
 * every view draws at once.
 *
 * Lighthouse counts a task after the first paint as blocking time (the part over 50 ms, four times slower on its
 * phone), one before it not: drawing the map and the timeline after the paint too gave an earlier LCP but more
 * blocking time, and no better score (bench/README.md).
 */
import {
  firstTurnPlan,
  lastTurn,
  type FirstTurnPlan,
  type FirstView,
} from '../lib/interaction/firstTurnPlan';
import { afterPaint } from '../lib/interaction/afterPaint';
import { PHONE_MEDIA } from '../lib/interaction/phone';

let turn = $state(0);
/** Until the first explorer begins, every view draws at once (a later explorer finds the turns done). */
let plan: FirstTurnPlan | null = null;
let finish = () => {};
const finished = new Promise<void>((resolve) => (finish = resolve));

export const firstTurns = {
  /** True once `view` may draw. */
  reached(view: FirstView): boolean {
    return turn >= (plan?.[view] ?? 0);
  },
  /** The first explorer on the page begins the turns, by the window it finds; a later one finds them done. */
  begin(): void {
    if (plan) return;
    plan = firstTurnPlan(window.matchMedia?.(PHONE_MEDIA).matches ?? false);
    const last = lastTurn(plan);
    const next = () => {
      turn += 1;
      if (turn < last) afterPaint(next);
      else finish();
    };
    if (last === 0) finish();
    else afterPaint(next);
  },
  /** Settles once every view of the turns begun has been asked to draw: at once if none were begun. */
  settled(): Promise<void> {
    return plan ? finished : Promise.resolve();
  },
};

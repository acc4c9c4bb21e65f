/**
 * The explorer's first render in turns (the plan: lib/interaction/firstTurnPlan.ts). What the first screen shows
 * draws and paints at once; what lies below it draws in a task of its own after a paint. The first paint waits for
 * less, and no one task holds the main thread for the whole first render. A phone's timeline waits further, until
 * the reader scrolls near it. Each view keeps its panel's box while it waits, so nothing moves when it arrives;
 * after the first render every view draws at once.
 *
 * Lighthouse counts a task after the first paint as blocking time (the part over 50 ms, four times slower on its
 * phone), one before it not: drawing the map and the timeline after the paint too gave an earlier LCP but more
 * blocking time, and no better score (bench/README.md).
 */
import { untrack } from 'svelte';
import type { Attachment } from 'svelte/attachments';
import { SvelteSet } from 'svelte/reactivity';
import {
  drawnWhenNear,
  firstTurnPlan,
  lastTurn,
  type FirstTurnPlan,
  type FirstView,
} from '../lib/interaction/firstTurnPlan';
import { afterPaint } from '../lib/interaction/afterPaint';
import { PHONE_MEDIA } from '../lib/interaction/phone';
import { whenNearView } from '../lib/interaction/nearView';
import { benchCount } from '../lib/state/chapterSource.svelte';

/**
 * How near the window a waiting view's box comes before it draws: a little ahead of the reader's scroll, yet not
 * so far that a phone's first screen finds its timeline "near" (about 170–310 px below the fold on 800–930 px).
 */
const NEAR_MARGIN = '120px 0px';

let turn = $state(0);
/** Until the first explorer begins, every view draws at once (a later explorer finds the turns done). */
let plan: FirstTurnPlan | null = null;
/** The views that wait to be scrolled near (firstTurnPlan's `drawnWhenNear`), until they are. */
const waiting = new SvelteSet<FirstView>();
/**
 * While a phone's first render draws its turns: a view mounting now draws its heavy part a task later (a wider
 * screen's computer draws the whole first render in short tasks, and sooner at once).
 */
let inSmallTasks = false;
let finish = () => {};
/** The lists of the first render still drawing in parts (`inParts`): the render is whole once they are. */
const drawingInParts: Promise<void>[] = [];
const finished = new Promise<void>((resolve) => (finish = resolve));

export const firstTurns = {
  /** True once `view` may draw. */
  reached(view: FirstView): boolean {
    return turn >= (plan?.[view] ?? 0) && !waiting.has(view);
  },
  /**
   * On the box a waiting view draws in: lets it draw once the box comes near the window. The benchmark's page
   * draws every view, as its first full render is what it times.
   */
  near(view: FirstView): Attachment<HTMLElement> {
    return (box) => {
      if (!untrack(() => waiting.has(view))) return;
      // Watched once every turn has drawn: until then the views above it are still growing into their boxes.
      let stop = () => {};
      let gone = false;
      void finished.then(() => {
        if (!gone) stop = whenNearView(box, () => waiting.delete(view), NEAR_MARGIN);
      });
      return () => {
        gone = true;
        stop();
      };
    };
  },
  /** The first explorer on the page begins the turns, by the window it finds; a later one finds them done. */
  begin(): void {
    if (plan) return;
    const phone = window.matchMedia?.(PHONE_MEDIA).matches ?? false;
    plan = firstTurnPlan(phone);
    const measured = benchCount(location.search) !== null;
    if (typeof IntersectionObserver === 'function' && !measured)
      for (const view of drawnWhenNear(phone)) waiting.add(view);
    const last = lastTurn(plan);
    const next = () => {
      turn += 1;
      if (turn < last) return afterPaint(next);
      inSmallTasks = false;
      finish();
    };
    inSmallTasks = phone && last > 0;
    if (last === 0) finish();
    else afterPaint(next);
  },
  /** True while a phone's first render draws its turns (a chart then draws a task after the page, observeSize). */
  inSmallTasks(): boolean {
    return inSmallTasks;
  },
  /**
   * A count for a list drawn in parts: in a phone's first render it starts at 1 and rises by one a task after each
   * paint up to `parts`, then stands at Infinity; mounted at any other time, it is Infinity at once.
   */
  inParts(parts: number): { readonly count: number } {
    const inParts = inSmallTasks;
    let count = $state(inParts ? 1 : Infinity);
    let drawn = () => {};
    const more = () => {
      count += 1;
      if (count < parts) return afterPaint(more);
      count = Infinity;
      drawn();
    };
    if (inParts) {
      drawingInParts.push(new Promise<void>((resolve) => (drawn = resolve)));
      afterPaint(more);
    }
    return {
      get count() {
        return count;
      },
    };
  },
  /**
   * Settles once every view of the turns begun has been asked to draw and every list in parts has drawn: at once if
   * none were begun.
   */
  settled(): Promise<void> {
    return plan ? finished.then(() => Promise.all(drawingInParts)).then(() => undefined) : Promise.resolve();
  },
};

/**
 * Which of the explorer's views draw in which turn of its first render (components/firstTurns.svelte.ts). What the
 * first screen shows draws before the first paint; what lies below it draws after a paint, each in a task of its
 * own. A phone's first screen is the map, the bar under it and the passage (its LCP element is the passage's first
 * paragraph); the timeline and the detail come below them. On a wider screen the timeline is the top of the page.
 */
export type FirstView = 'timeline' | 'reader' | 'bar' | 'side';

/** A turn's number: 0 before the first paint, each later one in a task of its own after a paint. */
export type FirstTurnPlan = Readonly<Record<FirstView, number>>;

export function firstTurnPlan(phone: boolean): FirstTurnPlan {
  return phone ? { reader: 0, bar: 0, timeline: 1, side: 2 } : { timeline: 0, reader: 1, bar: 2, side: 2 };
}

/**
 * The views that, past their turn, wait until the reader scrolls near them: a phone's timeline lies a screen or
 * more below the map and the passage, and laying it out in the first second holds up the screen the student is
 * looking at (about a fifth of the first render's work). A view that is never scrolled to is never drawn.
 */
export function drawnWhenNear(phone: boolean): readonly FirstView[] {
  return phone ? ['timeline'] : [];
}

/** The last turn: once it has drawn, the first render of every view is done. */
export function lastTurn(plan: FirstTurnPlan): number {
  return Math.max(...Object.values(plan));
}

/**
 * Which of the explorer's views draw in which turn of its first render (components/firstTurns.svelte.ts). What the
 * first screen shows draws before the first paint; what lies below it draws after a paint, in a task of its own,
 * or, on a phone, once the reader reaches for it (a touch, the focus moved, a scroll): a phone's first screen is the map, the
 * bar under it and the passage, and drawing the timeline and the detail below them cost a phone's CPU for nothing
 * (Lighthouse counts that work as blocking time). On a wider screen the timeline is the top of the page.
 */
export type FirstView = 'timeline' | 'reader' | 'bar' | 'side';

/** A turn's number (0: before the first paint), or `'asked'`: once the reader first touches, moves the focus or scrolls. */
export type Turn = number | 'asked';

export type FirstTurnPlan = Readonly<Record<FirstView, Turn>>;

export function firstTurnPlan(phone: boolean): FirstTurnPlan {
  return phone
    ? { reader: 0, bar: 0, timeline: 'asked', side: 'asked' }
    : { timeline: 0, reader: 1, bar: 2, side: 2 };
}

/** The last numbered turn: once it has run, the first render is done (what waits to be asked for comes later). */
export function lastTurn(plan: FirstTurnPlan): number {
  return Math.max(0, ...Object.values(plan).filter((turn): turn is number => typeof turn === 'number'));
}

/** Whether a plan leaves any view for the reader to ask for. */
export function waitsToBeAsked(plan: FirstTurnPlan): boolean {
  return Object.values(plan).includes('asked');
}

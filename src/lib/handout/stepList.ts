/**
 * The steps a worksheet prints, as a teacher writes them in its link: `steps=1-5,8,12` (ranges and single steps,
 * in any order). Reading never throws: a part that is not a step or a range is set aside and named, a range runs
 * either way and is clipped to the story's steps, and a list with no usable part means every step.
 */
import { stepOf } from '../story/step';
import type { ChapterEvent } from '../model/types';

export interface StepChoice {
  /** The steps chosen, ascending; null: every step. */
  steps: number[] | null;
  /** The parts of the list that name no step of this story, as written. */
  ignored: string[];
}

/** A link's list is short; past this the rest is not read (a pasted essay must not stall the page). */
const MOST_PARTS = 200;
const PART = /^(\d{1,9})(?:-(\d{1,9}))?$/;

/** The steps `text` names among 1…`last`. */
export function parseStepList(text: string, last: number): StepChoice {
  const chosen = new Set<number>();
  const ignored: string[] = [];
  const parts = text
    .replace(/\s*[-–]\s*/g, '-')
    .split(/[,，\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts.slice(0, MOST_PARTS)) {
    const match = PART.exec(part);
    const from = match ? Math.max(1, Math.min(Number(match[1]), Number(match[2] ?? match[1]))) : 0;
    const to = match ? Math.min(last, Math.max(Number(match[1]), Number(match[2] ?? match[1]))) : -1;
    if (from > to) ignored.push(part);
    for (let step = from; step <= to; step++) chosen.add(step);
  }
  ignored.push(...parts.slice(MOST_PARTS));
  return { steps: chosen.size ? [...chosen].sort((a, b) => a - b) : null, ignored };
}

/** The shortest list naming these steps: runs of two or more as ranges (`[1,2,3,5]` → `1-3,5`). */
export function formatStepList(steps: Iterable<number>): string {
  const sorted = [...new Set(steps)].filter((s) => Number.isInteger(s) && s > 0).sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j > i ? `${sorted[i]}-${sorted[j]}` : `${sorted[i]}`);
    i = j + 1;
  }
  return runs.join(',');
}

/** The events a choice keeps: each one any of whose steps is chosen; every event for no choice. */
export function eventsOnSteps<E extends Pick<ChapterEvent, 'storyOrder' | 'storyEnd'>>(
  events: readonly E[],
  steps: readonly number[] | null,
): E[] {
  if (steps === null) return [...events];
  const chosen = new Set(steps);
  return events.filter((event) => {
    const { first, last } = stepOf(event);
    for (let step = first; step <= last; step++) if (chosen.has(step)) return true;
    return false;
  });
}

/**
 * "Reveal as you go": what the deck may show at a step so that no later event is given away. Place states and
 * force positions are already folded up to the step; this rule covers the rest — the marks on the progress strip,
 * the trails of earlier movements, and the events a place lists.
 */
import type { ChapterEvent } from '../model/types';

export interface Revealed {
  /** The steps marked on the progress strip. */
  strip: readonly ChapterEvent[];
  /** The earlier events whose movements the diagram draws as trails, in story order. */
  trails: readonly ChapterEvent[];
  /** The events a view may name (a place's list of its events); null: all of them. */
  known: ReadonlySet<string> | null;
}

/**
 * At step `at` (0-based among `steps`, the events in the order shown; -1 on a slide before the first step):
 * without reveal, everything, with the trails of the whole story before the step; with reveal, only the steps
 * reached, and trails only of steps already shown that come earlier in the story than this one (so a passage
 * told later in the text but earlier in time stays hidden until its step is shown).
 */
export function revealedAt(
  storyEvents: readonly ChapterEvent[],
  steps: readonly ChapterEvent[],
  at: number,
  reveal: boolean,
): Revealed {
  const current = steps[at];
  const storyIndex = current ? storyEvents.indexOf(current) : -1;
  const before = storyIndex < 0 ? [] : storyEvents.slice(0, storyIndex);
  if (!reveal) return { strip: steps, trails: before, known: null };
  const reached = steps.slice(0, Math.max(0, at + 1));
  const shownBefore = new Set(reached.slice(0, -1).map((e) => e.id));
  return {
    strip: reached,
    trails: before.filter((e) => shownBefore.has(e.id)),
    known: new Set(reached.map((e) => e.id)),
  };
}

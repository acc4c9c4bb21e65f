/**
 * A chapter as a classroom deck: a title slide, an overview, a divider where each phase begins, one slide per
 * step in the order shown, and a closing slide. Each slide has a key that names it in the URL and in the
 * teacher's notes: `title`, `overview`, `phase-<phaseId>`, the event's id for a step, `end`.
 */
import type { QuantityKind } from '../model/vocabulary';
import type { Chapter, ChapterEvent, Phase, Quantity } from '../model/types';

export type SlideKind = 'title' | 'overview' | 'phase' | 'step' | 'end';

export type Slide =
  | { kind: 'title'; key: 'title' }
  | { kind: 'overview'; key: 'overview' }
  /** `number` counts the phases from 1 in the order the deck reaches them; `steps` are the phase's steps. */
  | { kind: 'phase'; key: string; phase: Phase; number: number; steps: ChapterEvent[] }
  /** `index` is the step's 0-based place among the steps. */
  | { kind: 'step'; key: string; event: ChapterEvent; index: number }
  | { kind: 'end'; key: 'end' };

export const phaseKey = (phaseId: string): string => `phase-${phaseId}`;

/**
 * The deck for `steps` (the chapter's events that pass the filters, in the order shown). A phase's divider
 * stands before the first of its steps; where the story order returns to a phase already begun, no second
 * divider interrupts it, so every key names one slide.
 */
export function buildDeck(chapter: Chapter, steps: readonly ChapterEvent[]): Slide[] {
  const phases = new Map(chapter.meta.phases.map((p) => [p.id, p]));
  const stepsOf = new Map<string, ChapterEvent[]>();
  for (const step of steps) {
    if (!step.phase || !phases.has(step.phase)) continue;
    const list = stepsOf.get(step.phase) ?? [];
    list.push(step);
    stepsOf.set(step.phase, list);
  }
  const deck: Slide[] = [
    { kind: 'title', key: 'title' },
    { kind: 'overview', key: 'overview' },
  ];
  const begun = new Set<string>();
  steps.forEach((event, index) => {
    const phase = event.phase ? phases.get(event.phase) : undefined;
    if (phase && !begun.has(phase.id)) {
      begun.add(phase.id);
      deck.push({
        kind: 'phase',
        key: phaseKey(phase.id),
        phase,
        number: begun.size,
        steps: stepsOf.get(phase.id)!,
      });
    }
    deck.push({ kind: 'step', key: event.id, event, index });
  });
  deck.push({ kind: 'end', key: 'end' });
  return deck;
}

/**
 * The slide the selection names: the selected event's step, else the named slide, else the title (a link to a
 * slide the deck does not hold, or to an event the filters hide, opens the deck at its start).
 */
export function currentSlide(deck: readonly Slide[], slide: string | null, eventId: string | null): Slide {
  const named = (key: string | null, kind: (k: SlideKind) => boolean) =>
    key === null ? undefined : deck.find((s) => s.key === key && kind(s.kind));
  return named(eventId, (k) => k === 'step') ?? named(slide, (k) => k !== 'step') ?? deck[0]!;
}

/** The slide `delta` slides from `key`, held at the first and the last. */
export function slideAfter(deck: readonly Slide[], key: string, delta: number): Slide {
  const at = Math.max(
    0,
    deck.findIndex((s) => s.key === key),
  );
  return deck[Math.min(deck.length - 1, Math.max(0, at + delta))]!;
}

/** The kinds of number that say what was lost or who came through. */
const TOLL_KINDS: ReadonlySet<QuantityKind> = new Set([
  'killed',
  'fallen',
  'drowned',
  'captured',
  'escaped',
  'bodies',
]);

export interface TollEntry {
  event: ChapterEvent;
  /** The numbers the record states of losses and survivors (for a tally, all of its numbers). */
  numbers: Quantity[];
}

export interface Closing {
  /** The last step that is not a tally: how the story ends. */
  outcome: ChapterEvent | null;
  /** The tallies, and the steps whose records state losses or survivors, in the deck's order. */
  toll: TollEntry[];
}

/** What the closing slide says: only what the records state, each with its passage. */
export function closingOf(steps: readonly ChapterEvent[]): Closing {
  const toll: TollEntry[] = [];
  for (const event of steps) {
    const tally = event.type === 'casualties';
    const numbers = tally ? event.numbers : event.numbers.filter((n) => TOLL_KINDS.has(n.kind));
    if (tally || numbers.length) toll.push({ event, numbers });
  }
  const tallies = new Set(toll.filter((t) => t.event.type === 'casualties').map((t) => t.event));
  const outcome = [...steps].reverse().find((e) => !tallies.has(e)) ?? null;
  return { outcome, toll };
}

/**
 * How much larger than in the explorer a slide draws the diagram's labels and tokens, for its width in pixels:
 * the smallest label (a wall's, at 0.8 of a place's 12 px) reaches 20 px on a 1920-wide projector, and on a
 * small screen labels stay at 1.5× so the map keeps room for them.
 */
export function projectorLabelScale(slideWidth: number): number {
  return Math.min(2.6, Math.max(1.5, (2.15 * slideWidth) / 1860));
}

/**
 * How much larger than in the explorer a step slide draws the force tokens: on a 1920-wide projector the
 * character on the smallest banner (22 px, a force the text gives no number) reaches 24 px, a two-character
 * surname's too (ForceToken sets those one above the other at 0.48 of the banner), and a routed force's (its
 * character stays on a piece 0.75 of the banner); in proportion below that.
 */
export function projectorTokenScale(slideWidth: number): number {
  return Math.min(2.8, Math.max(1.25, (2.4 * slideWidth) / 1860));
}

/**
 * How much smaller than its full size (43 px at 1920×1080) a step's passage is set, by its length in characters:
 * up to 52 characters (four lines of the slide's passage card) it keeps the full size; a longer one shrinks so
 * that it takes about as much of the card, never below 0.75 (32 px on that projector), and the step's changes
 * keep their room beside the map.
 */
export function passageScale(length: number): number {
  return Math.min(1, Math.max(0.75, Math.sqrt(52 / Math.max(1, length))));
}

/**
 * The same for the step's summary beside it (28 px at 1920×1080): up to 220 characters, about six lines, it keeps
 * its size; a longer one shrinks, never below 0.8, so the step's changes below it are not cut off.
 */
export function summaryScale(length: number): number {
  return Math.min(1, Math.max(0.8, Math.sqrt(220 / Math.max(1, length))));
}

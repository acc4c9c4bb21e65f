import { describe, expect, it } from 'vitest';
import { dataChapter } from '../testing/dataChapter';
import { miniChapter } from '../testing/miniChapter';
import { tokenSize } from '../diagram/forceTokens';
import {
  buildDeck,
  closingOf,
  currentSlide,
  passageScale,
  summaryScale,
  projectorLabelScale,
  projectorTokenScale,
  slideAfter,
} from './deck';

const miyun = dataChapter('miyun');
const beijing = dataChapter('beijing');

describe('buildDeck(chapter, steps)', () => {
  it('opens with the title and the overview, divides the phases, holds every step once and ends', () => {
    const deck = buildDeck(miyun, miyun.events);
    expect(deck.slice(0, 3).map((s) => s.key)).toEqual(['title', 'overview', 'phase-breach']);
    expect(deck.at(-1)!.key).toBe('end');
    const steps = deck.filter((s) => s.kind === 'step');
    expect(steps.map((s) => s.key)).toEqual(miyun.events.map((e) => e.id));
    expect(deck.filter((s) => s.kind === 'phase').map((s) => s.key)).toEqual(
      miyun.meta.phases.map((p) => `phase-${p.id}`),
    );
    expect(deck).toHaveLength(2 + miyun.meta.phases.length + miyun.events.length + 1);
  });

  it('puts a divider right before the first step of its phase, numbered in the order reached', () => {
    const deck = buildDeck(miyun, miyun.events);
    deck.forEach((slide, i) => {
      if (slide.kind !== 'phase') return;
      const next = deck[i + 1]!;
      expect(next.kind === 'step' && next.event.phase).toBe(slide.phase.id);
      expect(slide.steps.every((e) => e.phase === slide.phase.id)).toBe(true);
    });
    const numbers = deck.flatMap((s) => (s.kind === 'phase' ? [s.number] : []));
    expect(numbers).toEqual(miyun.meta.phases.map((_, i) => i + 1));
  });

  it('gives a phase the story returns to no second divider, so every key names one slide', () => {
    const deck = buildDeck(beijing, beijing.events);
    const keys = deck.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    const rout = deck.find((s) => s.key === 'phase-rout');
    expect(rout?.kind === 'phase' && rout.steps.length).toBe(
      beijing.events.filter((e) => e.phase === 'rout').length,
    );
  });

  it('makes slides of the steps given (filtered, in text order), with no divider for a phase left empty', () => {
    const steps = miyun.events.filter((e) => e.phase === 'river');
    const deck = buildDeck(miyun, steps);
    expect(deck.map((s) => s.kind)).toEqual([
      'title',
      'overview',
      'phase',
      ...steps.map(() => 'step'),
      'end',
    ]);
    expect(buildDeck(miyun, []).map((s) => s.key)).toEqual(['title', 'overview', 'end']);
  });

  it('adds no divider for events without a phase', () => {
    const mini = miniChapter();
    const unphased = mini.events.map((e) => ({ ...e, phase: undefined }));
    expect(buildDeck(mini, unphased).filter((s) => s.kind === 'phase')).toEqual([]);
  });
});

describe('currentSlide(deck, slide, eventId) and slideAfter(deck, key, delta)', () => {
  const deck = buildDeck(miyun, miyun.events);
  const first = miyun.events[0]!.id;

  it('names a step by its event and any other slide by its key; anything else opens the title', () => {
    expect(currentSlide(deck, null, first)).toMatchObject({ kind: 'step', key: first });
    expect(currentSlide(deck, 'end', null).kind).toBe('end');
    expect(currentSlide(deck, 'phase-river', null).kind).toBe('phase');
    expect(currentSlide(deck, null, null).kind).toBe('title');
    expect(currentSlide(deck, 'phase-nowhere', null).kind).toBe('title');
    expect(currentSlide(deck, 'title', 'not-an-event').kind).toBe('title');
    // An event id is not a slide key of another kind.
    expect(currentSlide(deck, first, null).kind).toBe('title');
  });

  it('walks every slide forward and back, held at both ends', () => {
    const walked = [deck[0]!.key];
    for (let i = 1; i < deck.length + 2; i++) walked.push(slideAfter(deck, walked.at(-1)!, 1).key);
    expect(walked.slice(0, deck.length)).toEqual(deck.map((s) => s.key));
    expect(walked.at(-1)).toBe('end');
    expect(slideAfter(deck, 'title', -1).key).toBe('title');
    expect(slideAfter(deck, 'phase-breach', -1).key).toBe('overview');
    expect(slideAfter(deck, 'phase-breach', 1).key).toBe(first);
  });
});

describe('closingOf(steps)', () => {
  it('lists the tallies and the steps that state losses or survivors, with only those numbers', () => {
    const { outcome, toll } = closingOf(miyun.events);
    expect(toll.map((t) => t.event.id)).toEqual([
      'liao-fall-into-horse-pits',
      'slaughter-at-baiyu-river',
      'xiao-siwen-escapes',
      'final-tally',
      'han-losses',
    ]);
    expect(toll[0]!.numbers.map((n) => n.text)).toEqual(['不可勝數']);
    // A tally keeps every number it states, those that are no loss (grain, horses taken) too.
    expect(toll[3]!.numbers).toEqual(toll[3]!.event.numbers);
    // A tally that states no number still says what it says.
    expect(toll[4]!.numbers).toEqual([]);
    expect(outcome?.id).toBe('tanzhou-liao-annihilated');
  });

  it('says nothing of losses where no record states any', () => {
    const yanjing = dataChapter('yanjing');
    const { outcome, toll } = closingOf(yanjing.events);
    expect(toll).toEqual([]);
    expect(outcome?.id).toBe(yanjing.events.at(-1)!.id);
    expect(closingOf([])).toEqual({ outcome: null, toll: [] });
  });
});

describe('projectorLabelScale(slideWidth)', () => {
  it('brings the smallest label to 20 px at 1920 wide, and stays between 1.5 and 2.6', () => {
    expect(12 * 0.8 * projectorLabelScale(1858)).toBeGreaterThanOrEqual(20);
    expect(projectorLabelScale(1239)).toBe(1.5);
    expect(projectorLabelScale(0)).toBe(1.5);
    expect(projectorLabelScale(4000)).toBe(2.6);
  });
});

describe('projectorTokenScale(slideWidth)', () => {
  it('brings the smallest banner’s characters, one or two, whole or routed, to 24 px at 1920 wide', () => {
    const smallest = tokenSize({});
    expect(smallest * projectorTokenScale(1858) * 0.64).toBeGreaterThanOrEqual(24);
    expect(smallest * projectorTokenScale(1858) * 0.48).toBeGreaterThanOrEqual(24);
    expect(smallest * projectorTokenScale(1858) * 0.64 * 0.75).toBeGreaterThanOrEqual(24);
  });

  it('grows with the slide, between 1.25 and 2.8', () => {
    expect(projectorTokenScale(1240)).toBeLessThan(projectorTokenScale(1858));
    expect(projectorTokenScale(0)).toBe(1.25);
    expect(projectorTokenScale(4000)).toBe(2.8);
  });
});

describe('summaryScale(length)', () => {
  it('keeps a summary of up to 220 characters at full size and shrinks a longer one, to 0.8 at the least', () => {
    expect(summaryScale(220)).toBe(1);
    expect(summaryScale(330)).toBeCloseTo(Math.sqrt(220 / 330), 5);
    expect(summaryScale(5000)).toBe(0.8);
  });
});

describe('passageScale(length)', () => {
  it('keeps a passage of up to 52 characters at full size', () => {
    expect(passageScale(1)).toBe(1);
    expect(passageScale(52)).toBe(1);
  });

  it('shrinks a longer one so that it fills about as much of the card, to 0.75 at the least', () => {
    expect(passageScale(81.25)).toBeCloseTo(0.8, 5);
    expect(passageScale(71)).toBeLessThan(1);
    expect(passageScale(71)).toBeGreaterThan(passageScale(97));
    expect(passageScale(1000)).toBe(0.75);
  });
});

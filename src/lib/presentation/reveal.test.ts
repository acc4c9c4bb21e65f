import { describe, expect, it } from 'vitest';
import { inOrder } from '../timeline/layout';
import { dataChapter } from '../testing/dataChapter';
import { revealedAt } from './reveal';

const chapter = dataChapter('miyun');
const story = chapter.events;
const ids = (events: readonly { id: string }[]) => events.map((e) => e.id);

describe('revealedAt(storyEvents, steps, at, reveal)', () => {
  it('without reveal shows every step on the strip and the whole story before the step as trails', () => {
    const r = revealedAt(story, story, 5, false);
    expect(r.strip).toBe(story);
    expect(ids(r.trails)).toEqual(ids(story.slice(0, 5)));
    expect(r.known).toBeNull();
  });

  it('with reveal shows only the steps reached: no later mark, trail or named event', () => {
    const r = revealedAt(story, story, 5, true);
    expect(ids(r.strip)).toEqual(ids(story.slice(0, 6)));
    expect(ids(r.trails)).toEqual(ids(story.slice(0, 5)));
    expect([...r.known!]).toEqual(ids(story.slice(0, 6)));
    expect(r.known!.has(story[6]!.id)).toBe(false);
  });

  it('before the first step, reveal shows nothing at all', () => {
    expect(revealedAt(story, story, -1, true)).toEqual({ strip: [], trails: [], known: new Set() });
    expect(revealedAt(story, story, -1, false).trails).toEqual([]);
  });

  it('in text order, a trail appears only once its step has been shown and its time has passed', () => {
    const steps = inOrder(story, 'text');
    const at = steps.findIndex((e, i) => i > 0 && story.indexOf(e) > story.indexOf(steps[0]!));
    const r = revealedAt(story, steps, at, true);
    const shown = new Set(ids(steps.slice(0, at)));
    for (const e of r.trails) {
      expect(shown.has(e.id)).toBe(true);
      expect(story.indexOf(e)).toBeLessThan(story.indexOf(steps[at]!));
    }
    // Without reveal, the same step would draw trails of events not yet shown.
    const all = revealedAt(story, steps, at, false).trails;
    expect(all.some((e) => !shown.has(e.id))).toBe(ids(r.trails).length < all.length);
  });
});

// @vitest-environment jsdom
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { ChapterModel } from './chapterModel.svelte';
import { Selection } from './selection.svelte';

const chapter = miniChapter();

/** Animation frames run when the test says so. */
function frames() {
  let queued = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queued.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => queued.delete(handle));
  return {
    run() {
      const due = queued;
      queued = new Map();
      for (const callback of due.values()) callback(0);
      flushSync();
    },
    get pending() {
      return queued.size;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ChapterModel.followSelection: the moment a frame behind the selection', () => {
  it('a click answers with the selection at once, and the moment (map, facts, their states) a frame later', () => {
    const frame = frames();
    const model = new ChapterModel({
      chapter: () => chapter,
      selection: new Selection(null),
      locale: () => 'en',
      zh: () => (t) => t,
    });
    const stop = $effect.root(() => model.followSelection());
    flushSync();
    frame.run();
    expect(model.moment).toBeNull();

    model.select('liao-take-wall');
    flushSync();
    expect(model.selected?.id).toBe('liao-take-wall');
    expect(model.moment).toBeNull();
    expect(model.placeStates).toEqual(model.statesAt(-1));

    frame.run();
    expect(model.moment?.id).toBe('liao-take-wall');
    expect(model.placeStates.get('wall-south')?.state).toBe('taken');

    // Two clicks within one frame: the moment goes straight to the last, the first frame is cancelled.
    model.select('song-rout');
    flushSync();
    model.select('liao-assault');
    flushSync();
    expect(frame.pending).toBe(1);
    frame.run();
    expect(model.moment?.id).toBe('liao-assault');
    stop();
  });
});

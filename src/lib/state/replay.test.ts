import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Replay, STEP_MS } from './replay.svelte';

function host(count: number, start = -1) {
  const state = { at: start };
  return {
    state,
    host: {
      next: () => (state.at < count - 1 ? (state.at++, true) : false),
      atEnd: () => state.at >= count - 1,
      first: () => (state.at = 0),
    },
  };
}

describe('Replay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('play() steps once per STEP_MS at 1× and stops on the last step', () => {
    const { state, host: h } = host(3, 0);
    const replay = new Replay(h);
    replay.play();
    expect(replay.playing).toBe(true);
    vi.advanceTimersByTime(STEP_MS - 1);
    expect(state.at).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.at).toBe(1);
    vi.advanceTimersByTime(STEP_MS);
    expect(state.at).toBe(2);
    expect(replay.playing).toBe(false);
    vi.advanceTimersByTime(STEP_MS * 3);
    expect(state.at).toBe(2);
  });

  it('pause() stops stepping; play() goes on from the same step', () => {
    const { state, host: h } = host(5, 0);
    const replay = new Replay(h);
    replay.play();
    vi.advanceTimersByTime(STEP_MS);
    replay.pause();
    vi.advanceTimersByTime(STEP_MS * 3);
    expect(state.at).toBe(1);
    replay.toggle();
    vi.advanceTimersByTime(STEP_MS);
    expect(state.at).toBe(2);
  });

  it('setSpeed(2) halves the time on each step; 0.5 doubles it', () => {
    const { state, host: h } = host(10, 0);
    const replay = new Replay(h);
    replay.setSpeed(2);
    replay.play();
    vi.advanceTimersByTime(STEP_MS / 2);
    expect(state.at).toBe(1);
    replay.setSpeed(0.5);
    vi.advanceTimersByTime(STEP_MS);
    expect(state.at).toBe(1);
    vi.advanceTimersByTime(STEP_MS);
    expect(state.at).toBe(2);
  });

  it('play() at the last step starts again from the first', () => {
    const { state, host: h } = host(3, 2);
    const replay = new Replay(h);
    replay.play();
    expect(state.at).toBe(0);
    expect(replay.playing).toBe(true);
  });
});

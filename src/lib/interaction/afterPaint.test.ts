import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPaint(then)', () => {
  it('runs once, in a timer set by the next frame, not before that frame', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
    const then = vi.fn();
    afterPaint(then);
    vi.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();
    frames.shift()!();
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs anyway on a hidden page, which paints no frame', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const then = vi.fn();
    afterPaint(then);
    vi.advanceTimersByTime(500);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

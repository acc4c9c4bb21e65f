import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle(work)', () => {
  it('runs the work on a timer where the browser has no idle callback, and not once cancelled', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const dropped = vi.fn();
    whenIdle(done);
    whenIdle(dropped)();
    vi.advanceTimersByTime(100);
    expect(done).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('asks for an idle callback with a deadline, and cancels that one', () => {
    const callbacks = new Map<number, () => void>();
    const request = vi.fn((callback: () => void, _options?: { timeout: number }) => {
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancel = vi.fn((id: number) => callbacks.delete(id));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();
    const stop = whenIdle(work, 300);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 300 });
    callbacks.get(1)!();
    expect(work).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });
});

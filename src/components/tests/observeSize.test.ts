// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observeSize } from '../common/observeSize';

/** A ResizeObserver that answers when told to, as the browser does after it has laid out a frame. */
let answer: (width?: number, height?: number) => void = () => {};
class FrameResizeObserver {
  constructor(callback: (entries: { contentRect: { width: number; height: number } }[]) => void) {
    answer = (width = 640, height = 360) => callback([{ contentRect: { width, height } }]);
  }
  observe() {}
  disconnect() {
    answer = () => {};
  }
}

describe('observeSize', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FrameResizeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives each size in the frame it is laid out for', () => {
    const set = vi.fn();
    observeSize(set)(document.createElement('div'));
    answer();
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('gives the size the observer reports, in whole pixels, without asking the element (which would lay the page out again)', () => {
    const set = vi.fn();
    const node = document.createElement('div');
    const asked = vi.spyOn(node, 'clientWidth', 'get');
    observeSize(set)(node);
    answer(640.4, 359.6);
    expect(set).toHaveBeenLastCalledWith(640, 360);
    expect(asked).not.toHaveBeenCalled();
  });

  it('with firstAfterPaint, gives the first size in a task of its own and later ones at once', () => {
    const set = vi.fn();
    const node = document.createElement('div');
    // By the time the task comes, the page around it may have grown: that first size is the element's then.
    vi.spyOn(node, 'clientWidth', 'get').mockReturnValue(700);
    vi.spyOn(node, 'clientHeight', 'get').mockReturnValue(380);
    observeSize(set, { firstAfterPaint: true })(node);
    answer();
    answer();
    expect(set).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenLastCalledWith(700, 380);
    answer();
    expect(set).toHaveBeenCalledTimes(2);
    expect(set).toHaveBeenLastCalledWith(640, 360);
  });

  it('gives nothing once its element is gone', () => {
    const set = vi.fn();
    const release = observeSize(set, { firstAfterPaint: true })(document.createElement('div'));
    answer();
    if (typeof release === 'function') release();
    vi.runAllTimers();
    expect(set).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's observer that records what it watches and lets the test say what came near. */
class FakeObserver {
  static made: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.made.push(this);
  }
  observe(node: Element) {
    this.watched.add(node);
  }
  unobserve(node: Element) {
    this.watched.delete(node);
  }
  near(node: Element, isIntersecting = true) {
    this.report([{ target: node, isIntersecting }]);
  }
}
vi.stubGlobal('IntersectionObserver', FakeObserver);
const { whenNearView } = await import('./nearView');
const element = () => ({}) as Element;

describe('whenNearView(node, callback)', () => {
  it('watches every element with one observer and calls each back once, when it comes near', () => {
    const [a, b] = [element(), element()];
    const onA = vi.fn();
    const onB = vi.fn();
    whenNearView(a, onA);
    whenNearView(b, onB);
    expect(FakeObserver.made).toHaveLength(1);
    const observer = FakeObserver.made[0]!;

    observer.near(a, false);
    expect(onA).not.toHaveBeenCalled();
    observer.near(a);
    observer.near(a);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    expect(observer.watched).toEqual(new Set([b]));
  });

  it('stops watching an element whose view went away before it came near', () => {
    const node = element();
    const callback = vi.fn();
    const stop = whenNearView(node, callback);
    stop();
    FakeObserver.made[0]!.near(node);
    expect(callback).not.toHaveBeenCalled();
    expect(FakeObserver.made[0]!.watched.has(node)).toBe(false);
  });

  it('watches with one more observer for another margin, each element with its own', () => {
    const [near, far] = [element(), element()];
    const onNear = vi.fn();
    const onFar = vi.fn();
    whenNearView(near, onNear, '120px 0px');
    whenNearView(far, onFar);
    expect(FakeObserver.made).toHaveLength(2);
    const [shared, narrow] = FakeObserver.made as [FakeObserver, FakeObserver];
    expect(narrow.options.rootMargin).toBe('120px 0px');
    expect(shared.watched.has(far)).toBe(true);
    narrow.near(near);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(onFar).not.toHaveBeenCalled();
    expect(narrow.watched.has(near)).toBe(false);
  });
});

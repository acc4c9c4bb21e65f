/**
 * jsdom lays nothing out: for the component tests of the charts, every element measures a fixed size, as a
 * 1366-wide window gives the panels, and the browser APIs the charts only need for layout are stood in for.
 */
import { afterAll, beforeAll, vi } from 'vitest';

export function fixedLayout(size = { clientWidth: 900, clientHeight: 240 }) {
  beforeAll(() => {
    for (const [key, value] of Object.entries(size))
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
    // Like a browser's, it answers once for each element observed, with its size (the charts measure themselves
    // from that answer).
    globalThis.ResizeObserver ??= class {
      readonly #answer: ResizeObserverCallback;
      constructor(answer: ResizeObserverCallback) {
        this.#answer = answer;
      }
      observe(target: Element) {
        const contentRect = { width: size.clientWidth, height: size.clientHeight } as DOMRectReadOnly;
        this.#answer([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    globalThis.IntersectionObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    Element.prototype.scrollIntoView ??= () => {};
    // jsdom has no canvas; a chart that draws on one draws nothing here.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterAll(() => {
    for (const key of Object.keys(size))
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  });
}

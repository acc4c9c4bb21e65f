/**
 * One IntersectionObserver for every element waiting to come near the view: a long text's reader has hundreds of
 * chunks waiting, and an observer each cost more to set up than the chunks themselves. Each element's callback
 * runs once, the first time the element comes within `NEAR` of the view.
 */
const NEAR = '800px';

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

function seen(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const callback = waiting.get(entry.target);
    waiting.delete(entry.target);
    observer?.unobserve(entry.target);
    callback?.();
  }
}

/** Calls `callback` once when `node` comes near the view; returns the function that stops waiting. */
export function whenNearView(node: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver(seen, { rootMargin: NEAR });
  waiting.set(node, callback);
  observer.observe(node);
  return () => {
    if (!waiting.delete(node)) return;
    observer?.unobserve(node);
  };
}

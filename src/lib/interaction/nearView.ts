/**
 * One IntersectionObserver for every element waiting to come near the view (one per margin asked for): a long
 * text's reader has hundreds of chunks waiting, and an observer each cost more to set up than the chunks
 * themselves. Each element's callback runs once, the first time the element comes within its margin of the view.
 */
const NEAR = '800px';

const observers = new Map<string, IntersectionObserver>();
const waiting = new Map<Element, { callback: () => void; observer: IntersectionObserver }>();

function seen(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const wait = waiting.get(entry.target);
    if (!wait) continue;
    waiting.delete(entry.target);
    wait.observer.unobserve(entry.target);
    wait.callback();
  }
}

/**
 * Calls `callback` once when `node` comes within `margin` (a CSS margin, as IntersectionObserver's `rootMargin`)
 * of the view; returns the function that stops waiting.
 */
export function whenNearView(node: Element, callback: () => void, margin = NEAR): () => void {
  let observer = observers.get(margin);
  if (!observer) observers.set(margin, (observer = new IntersectionObserver(seen, { rootMargin: margin })));
  waiting.set(node, { callback, observer });
  observer.observe(node);
  return () => {
    const wait = waiting.get(node);
    if (!wait) return;
    waiting.delete(node);
    wait.observer.unobserve(node);
  };
}

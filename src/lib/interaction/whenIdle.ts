/**
 * Work that can wait until the page is idle: warming a cache so that the next click finds it ready. Where the
 * browser has no `requestIdleCallback` (Safari, jsdom) a short timer stands in. Returns the cancel function, so
 * an effect can return it and a newer request replaces an older one.
 */
export function whenIdle(work: () => void, timeout = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 50);
  return () => clearTimeout(id);
}

/** Session storage for tests: one tab's, on a Map, and one whose every call the browser refuses. */
import type { KeptStore } from '../state/keptConflicts';

export function memorySession(): KeptStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

export function refusingSession(): KeptStore {
  const denied = (): never => {
    throw new DOMException('denied', 'SecurityError');
  };
  return {
    getItem: denied,
    setItem: denied,
    removeItem: denied,
    key: denied,
    get length(): number {
      return denied();
    },
  };
}

/**
 * Test records and storage faults shared by the library's tests and the bad-input corpus: a pursuit event for
 * the mini chapter, and an IndexedDB whose every put is aborted by the browser before it finishes.
 */
import { vi } from 'vitest';
import type { EventRecord } from '../model/types';

/** A valid pursuit in the mini chapter, anchored on `exact`. */
export function pursuit(id: string, exact = '辽兵追杀', storyOrder = 4): EventRecord {
  return {
    id,
    type: 'pursuit',
    title: { zh: '追杀', en: 'Pursuit' },
    summary: { en: 'The Liao pursue the fleeing Song.', zh: '辽兵追杀溃逃的宋兵。' },
    actors: [],
    factions: ['liao'],
    places: [],
    movements: [],
    effects: [],
    numbers: [],
    causes: [],
    storyOrder,
    anchor: { exact },
  };
}

/** Every IndexedDB put from now on is aborted as the browser would abort it (undo with vi.restoreAllMocks). */
export function abortEveryPut() {
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['put']>
  ) {
    const request = put.apply(this, args);
    this.transaction.abort();
    return request;
  });
}

import { describe, expect, it } from 'vitest';
import { memorySession, refusingSession } from '../testing/memorySession';
import { dropNoteDraft, keepNoteDraft, readNoteDraft } from './noteDrafts';

const draft = { value: 'Ask who opened the gate', seen: 'Old note', savedAt: '2026-12-04T10:00:00.000Z' };

describe('note drafts', () => {
  it('keepNoteDraft then readNoteDraft brings the typed note back, per chapter and note', () => {
    const store = memorySession();
    expect(keepNoteDraft(store, 'mini', 'e1', draft)).toBe(true);
    expect(readNoteDraft(store, 'mini', 'e1')).toEqual(draft);
    expect(readNoteDraft(store, 'mini', 'e2')).toBeNull();
    expect(readNoteDraft(store, 'other', 'e1')).toBeNull();
    dropNoteDraft(store, 'mini', 'e1');
    expect(readNoteDraft(store, 'mini', 'e1')).toBeNull();
  });

  it('keeps user keys apart: `constructor` and `__proto__` are notes like any other', () => {
    const store = memorySession();
    keepNoteDraft(store, 'mini', '__proto__', draft);
    expect(readNoteDraft(store, 'mini', '__proto__')).toEqual(draft);
    expect(readNoteDraft(store, 'mini', 'constructor')).toBeNull();
  });

  it('drops a draft that cannot be read back whole, and says false when storage refuses', () => {
    const store = memorySession();
    store.setItem('bc-note-draft:mini\ne1', '{"value": 3');
    store.setItem('bc-note-draft:mini\ne2', '{"value": "x"}');
    expect(readNoteDraft(store, 'mini', 'e1')).toBeNull();
    expect(readNoteDraft(store, 'mini', 'e2')).toBeNull();
    expect(store.map.size).toBe(0);
    const refusing = refusingSession();
    expect(keepNoteDraft(refusing, 'mini', 'e1', draft)).toBe(false);
    expect(readNoteDraft(refusing, 'mini', 'e1')).toBeNull();
    expect(() => dropNoteDraft(refusing, 'mini', 'e1')).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { memorySession, refusingSession } from '../testing/memorySession';
import { keepReview, NO_REVIEW, readReview, withDismissed } from './nameReview';

describe('readReview(store, chapterId) and keepReview(store, chapterId, review)', () => {
  it('gives back what was kept, per chapter', () => {
    const store = memorySession();
    expect(keepReview(store, 'a', { done: true, dismissed: ['吳用'] })).toBe(true);
    expect(readReview(store, 'a')).toEqual({ done: true, dismissed: ['吳用'] });
    expect(readReview(store, 'b')).toEqual(NO_REVIEW);
  });
  it('reads a value it cannot make sense of as nothing kept, and keeps only the names that are text', () => {
    const store = memorySession();
    store.setItem('bc-name-review:a', '{not json');
    expect(readReview(store, 'a')).toEqual(NO_REVIEW);
    store.setItem('bc-name-review:a', JSON.stringify({ done: 'yes', dismissed: ['宋江', 3] }));
    expect(readReview(store, 'a')).toEqual({ done: false, dismissed: ['宋江'] });
  });
  it('says false where storage is refused or off, and reads nothing there', () => {
    expect(keepReview(refusingSession(), 'a', { done: true, dismissed: [] })).toBe(false);
    expect(keepReview(null, 'a', { done: true, dismissed: [] })).toBe(false);
    expect(readReview(refusingSession(), 'a')).toEqual(NO_REVIEW);
  });
});

describe('withDismissed(review, name)', () => {
  it('adds a name once', () => {
    const once = withDismissed(NO_REVIEW, '宋江');
    expect(once.dismissed).toEqual(['宋江']);
    expect(withDismissed(once, '宋江')).toBe(once);
  });
});

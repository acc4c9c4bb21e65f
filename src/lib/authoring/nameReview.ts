/**
 * What an author did with a chapter's "People in the text" list, kept in the browser beside the chapter's other
 * authoring state (as formDrafts.ts keeps the form's draft, per chapter) so that a reload remembers it: whether
 * the list was finished or closed (then it is not offered again, only reopened from the authoring bar), and the
 * names dismissed (never offered again). Kept in local storage, since it belongs to the chapter, not to a tab. A
 * kept value that cannot be read back counts as none. Storage is injected, so tests run on a Map.
 */
import type { DraftStore } from './formDrafts';

export interface NameReview {
  /** The list was finished or closed: it is offered no more. */
  done: boolean;
  /** Names the author dismissed, in the order dismissed. */
  dismissed: string[];
}

export const NO_REVIEW: NameReview = Object.freeze({ done: false, dismissed: [] }) as NameReview;

const key = (chapterId: string) => `bc-name-review:${chapterId}`;

export function readReview(store: DraftStore | null, chapterId: string): NameReview {
  let raw: string | null;
  try {
    raw = store?.getItem(key(chapterId)) ?? null;
  } catch {
    return NO_REVIEW;
  }
  if (!raw) return NO_REVIEW;
  try {
    const value = JSON.parse(raw) as Partial<NameReview>;
    const dismissed = Array.isArray(value.dismissed)
      ? value.dismissed.filter((name): name is string => typeof name === 'string')
      : [];
    return { done: value.done === true, dismissed };
  } catch {
    return NO_REVIEW;
  }
}

/** Keeps the review; false where the browser refuses (storage full or off): the list is then offered again. */
export function keepReview(store: DraftStore | null, chapterId: string, review: NameReview): boolean {
  try {
    store?.setItem(key(chapterId), JSON.stringify(review));
    return !!store;
  } catch {
    return false;
  }
}

/** The review with `name` dismissed too. */
export const withDismissed = (review: NameReview, name: string): NameReview =>
  review.dismissed.includes(name) ? review : { ...review, dismissed: [...review.dismissed, name] };

/** This browser's local storage, or null where it is off. */
export function browserReviewStore(): DraftStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

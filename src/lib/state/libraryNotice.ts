/** What the library tells the user: a notice over the page, and the words for work storage did not keep. */
import { text, type Text } from '../i18n/messages';
import type { Problem } from '../model/types';

export interface Notice {
  kind: 'error' | 'info';
  text: Text;
  /** Problems the notice is about, one line each under its text. */
  problems?: Problem[];
  /** The chapter whose work only this page holds, offered for export at once. */
  exportChapter?: string;
}

const worded = (error: unknown): error is { text: Text } =>
  Boolean(error) && typeof error === 'object' && 'text' in (error as object);

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A save of chapter `id` failed: a storage failure carries its own words (storage.ts's StorageError). */
export function saveFailed(id: string, error: unknown): Notice {
  return {
    kind: 'error',
    text: worded(error) ? error.text : text('saveFailed', { id, reason: reasonOf(error) }),
  };
}

/** Storage could not be read at all (none, refused, or its code did not load): the tab works without it. */
export function storageRefused(error: unknown): Notice {
  return {
    kind: 'error',
    text: worded(error) ? error.text : text('storageRefused', { reason: reasonOf(error) }),
  };
}

/**
 * The bad-input corpus, issue 14 item 12: a save the browser aborts. It once left an unhandled AbortError (the
 * transaction's own rejection) beside the one the save reported.
 */
import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';
import { saveStored, StorageError } from '../../src/lib/authoring/storage';
import { say } from '../../src/lib/i18n/messages';
import { abortEveryPut } from '../../src/lib/testing/storageFaults';

afterEach(() => vi.restoreAllMocks());

it('saveStored(record) aborted by the browser rejects once, in words, and leaves nothing unhandled', async () => {
  abortEveryPut();
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  try {
    const saving = saveStored({ id: 'aborted', events: [] }, 0);
    await expect(saving).rejects.toBeInstanceOf(StorageError);
    const error = (await saving.catch((e: unknown) => e)) as StorageError;
    expect(say(error.text, 'en')).toBe(
      'Not saved to this browser: the browser stopped the save before it finished. Your change to “aborted” is kept in this tab until you close it; export the chapter to keep it.',
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

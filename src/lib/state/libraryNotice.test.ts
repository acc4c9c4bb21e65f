import { describe, expect, it } from 'vitest';
import { StorageError } from '../authoring/storage';
import { text } from '../i18n/messages';
import { saveFailed, storageRefused } from './libraryNotice';

describe('saveFailed(id, error) and storageRefused(error)', () => {
  it('take a storage failure’s own words', () => {
    const full = new StorageError(text('saveFailedFull', { id: 'mini' }));
    expect(saveFailed('mini', full)).toEqual({
      kind: 'error',
      text: { key: 'saveFailedFull', params: { id: 'mini' } },
    });
    expect(storageRefused(full).text).toBe(full.text);
  });

  it('word any other failure with the browser’s reason', () => {
    expect(saveFailed('mini', new Error('gone'))).toEqual({
      kind: 'error',
      text: { key: 'saveFailed', params: { id: 'mini', reason: 'gone' } },
    });
    expect(storageRefused('denied')).toEqual({
      kind: 'error',
      text: { key: 'storageRefused', params: { reason: 'denied' } },
    });
  });
});

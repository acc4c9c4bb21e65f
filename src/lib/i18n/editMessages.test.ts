import { describe, expect, it } from 'vitest';
import { editMessage } from './editMessages';

describe('the strings of edits that meet another tab’s', () => {
  it('editMessage(key, locale, params) fills the parameters', () => {
    expect(editMessage('noteDraftBack', 'en', { time: '14:03' })).toBe(
      'Your unsaved note from 14:03 is back, as you left it.',
    );
  });
});

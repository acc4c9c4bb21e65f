import { describe, expect, it } from 'vitest';
import { EDIT_TABLES, editMessage } from './editMessages';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the strings of edits that meet another tab’s', () => {
  it('say every string in every language, with the same parameters', () => {
    const en = EDIT_TABLES.en;
    for (const table of Object.values(EDIT_TABLES)) {
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), key).not.toBe('');
        expect(params(text), key).toEqual(params(en[key as keyof typeof en]));
      }
    }
  });

  it('editMessage(key, locale, params) fills the parameters', () => {
    expect(editMessage('noteDraftBack', 'en', { time: '14:03' })).toBe(
      'Your unsaved note from 14:03 is back, as you left it.',
    );
  });
});

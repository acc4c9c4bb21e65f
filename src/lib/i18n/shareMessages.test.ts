import { describe, expect, it } from 'vitest';
import { SHARE_TABLES, shareMessage } from './shareMessages';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the embed code’s and the step choice’s strings', () => {
  it('say every string in every language, with the same parameters', () => {
    const en = SHARE_TABLES.en;
    for (const table of Object.values(SHARE_TABLES)) {
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), key).not.toBe('');
        expect(params(text), key).toEqual(params(en[key as keyof typeof en]));
      }
    }
  });

  it('shareMessage(key, locale, params) fills the parameters where the language places them', () => {
    expect(shareMessage('stepsPrinted', 'en', { list: '1-5', last: 38 })).toBe('Steps 1-5 of 38');
    expect(shareMessage('stepsPrinted', 'zh-Hant', { list: '1-5', last: 38 })).toBe('第 1-5 步（共 38 步）');
  });
});

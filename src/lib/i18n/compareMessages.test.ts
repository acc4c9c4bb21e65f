import { describe, expect, it } from 'vitest';
import { COMPARE_TABLES, compareMessage } from './compareMessages';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the comparison’s strings', () => {
  it('say every string in every language, with the same parameters', () => {
    const en = COMPARE_TABLES.en;
    for (const table of Object.values(COMPARE_TABLES)) {
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), key).not.toBe('');
        expect(params(text), key).toEqual(params(en[key as keyof typeof en]));
      }
    }
  });

  it('compareMessage(key, locale, params) fills the parameters where the language places them', () => {
    expect(compareMessage('pairOf', 'en', { index: 2, count: 5 })).toBe('Pair 2 of 5');
    expect(compareMessage('pairOf', 'zh-Hant', { index: 2, count: 5 })).toBe('第 2 對，共 5 對');
  });
});

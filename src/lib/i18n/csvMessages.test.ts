import { describe, expect, it } from 'vitest';
import { CSV_TABLES, csvMessage } from './csvMessages';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the CSV import’s strings', () => {
  it('say every string in every language, with the same parameters', () => {
    const en = CSV_TABLES.en;
    for (const table of Object.values(CSV_TABLES)) {
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), key).not.toBe('');
        expect(params(text), key).toEqual(params(en[key as keyof typeof en]));
      }
    }
  });

  it('csvMessage(key, locale, params) fills the parameters where the language places them', () => {
    expect(csvMessage('changedRow', 'zh-Hans', { row: 7, id: 'x', columns: 'title_en' })).toMatch(
      /^第 7 行（“x”）.*title_en/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { COMPARE_TABLES } from './compareMessages';
import { CSV_TABLES } from './csvMessages';
import { EDIT_TABLES } from './editMessages';
import { SHARE_TABLES } from './shareMessages';
import { tableMessages } from './tableMessages';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['the comparison', COMPARE_TABLES],
  ['the CSV import', CSV_TABLES],
  ['edits that meet another tab’s', EDIT_TABLES],
  ['the embed code and the step choice', SHARE_TABLES],
])('the strings of %s', (_name, tables: Readonly<Record<string, Readonly<Record<string, string>>>>) => {
  it('say every string in every language, with the same parameters', () => {
    const en = tables.en!;
    for (const table of Object.values(tables)) {
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), key).not.toBe('');
        expect(params(text), key).toEqual(params(en[key]!));
      }
    }
  });
});

describe('tableMessages(tables)', () => {
  const say = tableMessages({
    en: { of: 'Step {n} of {total}' },
    'zh-Hans': { of: '第 {n} 步，共 {total} 步' },
    'zh-Hant': { of: '第 {n} 步，共 {total} 步' },
  });
  it('fills each parameter where the language places it, and leaves one not given as written', () => {
    expect(say('of', 'en', { n: 2, total: 5 })).toBe('Step 2 of 5');
    expect(say('of', 'zh-Hant', { n: 2, total: 5 })).toBe('第 2 步，共 5 步');
    expect(say('of', 'en', { n: 2 })).toBe('Step 2 of {total}');
  });
});

import { describe, expect, it } from 'vitest';
import { LOCALES, localeFromLanguages, message, messageTable, say, text, type MessageKey } from './messages';

describe('localeFromLanguages(navigator.languages)', () => {
  it.each([
    [['zh-TW', 'en'], 'zh-Hant'],
    [['zh-Hant-HK'], 'zh-Hant'],
    [['zh-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['fr', 'en-GB'], 'en'],
    [[], 'en'],
  ])('maps %j to %s', (languages, locale) => expect(localeFromLanguages(languages)).toBe(locale));
});

const paramsOf = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message tables', async () => {
  const tables = await Promise.all(LOCALES.map(messageTable));
  const rows = Object.keys(tables[0]!).map(
    (key) => [key, tables.map((table) => table[key as MessageKey] ?? '')] as const,
  );

  it('hold the same keys in every language', () => {
    for (const table of tables) expect(Object.keys(table).sort()).toEqual(Object.keys(tables[0]!).sort());
  });

  it.each(rows)('%s has a text in every language', (_key, texts) => {
    for (const t of texts) expect(t.trim()).not.toBe('');
  });

  it.each(rows)('%s has the same {parameters} in every language', (_key, texts) => {
    const [en, ...others] = texts.map(paramsOf);
    for (const other of others) expect(other).toEqual(en);
  });

  // Format names are the same in every language; every other string must be translated.
  const sameEverywhere = new Set(['exportSvg', 'exportPng', 'exportCsv', 'exportTimelineJs']);
  it.each(rows.filter(([key]) => !sameEverywhere.has(key)))(
    '%s is translated, not English, in the Chinese tables',
    (_key, [en, hans, hant]) => {
      expect(hans).not.toBe(en);
      expect(hant).not.toBe(en);
    },
  );
});

describe('message(key, locale, params)', () => {
  it('gives each string in the three languages', () => {
    expect(message('timeline', 'en')).toBe('Timeline');
    expect(message('timeline', 'zh-Hans')).toBe('时间线');
    expect(message('timeline', 'zh-Hant')).toBe('時間線');
  });

  it('puts each parameter where its language wants it', () => {
    expect(message('stepCounter', 'en', { n: 3, total: 35 })).toBe('Step 3 of 35');
    expect(message('stepCounter', 'zh-Hans', { n: 3, total: 35 })).toBe('第3步 / 共35步');
    expect(message('shownCount', 'zh-Hant', { shown: 12, total: 30 })).toBe('顯示 12 / 30');
  });

  it('writes numbers in the locale’s way', () => {
    expect(message('stepN', 'en', { n: 10000 })).toBe('Step 10,000');
  });

  it('writes numbers in each language’s way, whole or not, as Intl.NumberFormat does', () => {
    expect(message('stepN', 'zh-Hans', { n: 12345 })).toBe('第12,345步');
    expect(message('stepN', 'en', { n: 2.5 })).toBe('Step 2.5');
    const values = [0, 7, -7, 999, 1000, -1000, 12345, 999999, 1234567, -9876543210, 2 ** 53 - 1, 1.25, -0.5];
    for (const locale of LOCALES)
      for (const n of values)
        expect(message('stepN', locale, { n })).toBe(
          message('stepN', locale, { n: 0 }).replace('0', new Intl.NumberFormat(locale).format(n)),
        );
  });

  it('names the key and the parameter when one is missing', () => {
    const untyped = message as (key: MessageKey, locale: 'en', params?: object) => string;
    expect(() => untyped('stepN', 'en', {})).toThrow('message “stepN” needs the parameter {n}');
  });
});

describe('say(text(key, params), locale)', () => {
  it('keeps a message unrendered until it is shown, then shows it in the current language', () => {
    const notice = text('updatedElsewhere', { id: 'miyun' });
    expect(say(notice, 'en')).toBe('“miyun” was updated in another tab; this view now shows that change.');
    expect(say(notice, 'zh-Hant')).toBe('「miyun」已在另一個分頁中更新；此處現已顯示該修改。');
    expect(say(text('emptyFile'), 'zh-Hans')).toBe('文件中没有文本。');
  });
});

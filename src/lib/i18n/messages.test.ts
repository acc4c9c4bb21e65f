import { describe, expect, it } from 'vitest';
import { localeFromLanguages, message } from './messages';

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

describe('message(key, locale)', () => {
  it('gives each string in the three languages', () => {
    expect(message('timeline', 'en')).toBe('Timeline');
    expect(message('timeline', 'zh-Hans')).toBe('时间线');
    expect(message('timeline', 'zh-Hant')).toBe('時間線');
  });
});

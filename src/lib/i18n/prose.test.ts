import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from './messages';
import { plainIn, proseIn, showEnglishTitle, sideOf, titleIn, withMark } from './prose';

const summary = { en: 'The Liao take the wall.', zh: '遼兵奪城牆。' };
const simplify = (t: string) => t.replace('遼', '辽').replace('奪', '夺').replace('牆', '墙');

beforeAll(async () => {
  await loadLocale('zh-Hans');
  await loadLocale('zh-Hant');
});

describe('proseIn(prose, locale, script, zh)', () => {
  it('shows the English in English', () => {
    expect(proseIn(summary, 'en', 'zh-Hant')).toEqual({
      text: 'The Liao take the wall.',
      lang: 'en',
      mark: '',
    });
  });
  it('shows the Chinese in either Chinese interface, in the script the reader chose', () => {
    expect(proseIn(summary, 'zh-Hans', 'zh-Hant', simplify)).toEqual({
      text: '辽兵夺城墙。',
      lang: 'zh-Hant',
      mark: '',
    });
    expect(proseIn(summary, 'zh-Hant', 'zh-Hant')).toEqual({
      text: '遼兵奪城牆。',
      lang: 'zh-Hant',
      mark: '',
    });
  });
  it('shows a Chinese-only text in English as Chinese, marked "Chinese only", never empty', () => {
    expect(proseIn({ zh: '遼兵奪城牆。' }, 'en', 'zh-Hant', simplify)).toEqual({
      text: '辽兵夺城墙。',
      lang: 'zh-Hant',
      mark: 'Chinese only',
    });
  });
  it('shows an English-only text in Chinese as English with lang="en", marked in the interface language', () => {
    expect(proseIn({ en: 'The Liao take the wall.' }, 'zh-Hans', 'zh-Hans')).toEqual({
      text: 'The Liao take the wall.',
      lang: 'en',
      mark: '仅英文',
    });
    expect(proseIn({ en: 'The Liao take the wall.' }, 'zh-Hant', 'zh-Hans').mark).toBe('僅英文');
  });
});

describe('sideOf(value, want, locale, script)', () => {
  it('gives the side asked for, whatever the interface, and marks the other standing in', () => {
    expect(sideOf(summary, 'zh', 'en', 'zh-Hant')).toEqual({
      text: '遼兵奪城牆。',
      lang: 'zh-Hant',
      mark: '',
    });
    expect(sideOf({ en: 'Fall' }, 'zh', 'en', 'zh-Hant')).toEqual({
      text: 'Fall',
      lang: 'en',
      mark: 'English only',
    });
  });
});

describe('withMark(shown, locale) and plainIn(value, locale)', () => {
  it('puts the mark after the text, in each language’s brackets', () => {
    expect(plainIn({ zh: '城破' }, 'en')).toBe('城破 (Chinese only)');
    expect(plainIn({ en: 'The city falls' }, 'zh-Hans')).toBe('The city falls（仅英文）');
    expect(plainIn({ en: 'The city falls' }, 'zh-Hant')).toBe('The city falls（僅英文）');
  });
  it('leaves a text in the asked language as it is', () => {
    expect(plainIn({ zh: '城破', en: 'The city falls' }, 'en')).toBe('The city falls');
    expect(withMark({ text: '城破', lang: 'zh-Hans', mark: '' }, 'zh-Hans')).toBe('城破');
  });
});

describe('titleIn(title, locale, englishTitles, script)', () => {
  const both = { zh: '城破', en: 'The city falls' };
  it('sets the Chinese first and the English beside it when asked', () => {
    expect(titleIn(both, 'en', true, 'zh-Hans')).toEqual({
      main: { text: '城破', lang: 'zh-Hans', mark: '' },
      english: 'The city falls',
    });
    expect(titleIn(both, 'zh-Hans', false, 'zh-Hans').english).toBeNull();
  });
  it('marks a Chinese-only title "Chinese only" where English is asked for, and nowhere else', () => {
    expect(titleIn({ zh: '城破' }, 'en', true, 'zh-Hans')).toEqual({
      main: { text: '城破', lang: 'zh-Hans', mark: 'Chinese only' },
      english: null,
    });
    expect(titleIn({ zh: '城破' }, 'zh-Hans', true, 'zh-Hans').main.mark).toBe('仅中文');
    expect(titleIn({ zh: '城破' }, 'zh-Hans', false, 'zh-Hans').main.mark).toBe('');
  });
  it('puts an English-only title first, marked in a Chinese interface, and never twice', () => {
    expect(titleIn({ en: 'The city falls' }, 'en', true, 'zh-Hans')).toEqual({
      main: { text: 'The city falls', lang: 'en', mark: '' },
      english: null,
    });
    expect(titleIn({ en: 'The city falls' }, 'zh-Hant', true, 'zh-Hant')).toEqual({
      main: { text: 'The city falls', lang: 'en', mark: '僅英文' },
      english: null,
    });
  });
});

describe('showEnglishTitle(locale, asked)', () => {
  it('is always true in English and only when asked in Chinese', () => {
    expect(showEnglishTitle('en', false)).toBe(true);
    expect(showEnglishTitle('zh-Hans', false)).toBe(false);
    expect(showEnglishTitle('zh-Hant', true)).toBe(true);
  });
});

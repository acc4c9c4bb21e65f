import { describe, expect, it } from 'vitest';
import { proseIn, showEnglishTitle } from './prose';

const summary = { en: 'The Liao take the wall.', zh: '遼兵奪城牆。' };

describe('proseIn(prose, locale, script, zh)', () => {
  it('shows the English in English', () => {
    expect(proseIn(summary, 'en', 'zh-Hant')).toEqual({ text: 'The Liao take the wall.', lang: 'en' });
  });
  it('shows the Chinese in either Chinese interface, in the script the reader chose', () => {
    const simplify = (t: string) => t.replace('遼', '辽').replace('奪', '夺').replace('牆', '墙');
    expect(proseIn(summary, 'zh-Hans', 'zh-Hant', simplify)).toEqual({
      text: '辽兵夺城墙。',
      lang: 'zh-Hant',
    });
    expect(proseIn(summary, 'zh-Hant', 'zh-Hant')).toEqual({ text: '遼兵奪城牆。', lang: 'zh-Hant' });
  });
});

describe('showEnglishTitle(locale, asked)', () => {
  it('is always true in English and only when asked in Chinese', () => {
    expect(showEnglishTitle('en', false)).toBe(true);
    expect(showEnglishTitle('zh-Hans', false)).toBe(false);
    expect(showEnglishTitle('zh-Hant', true)).toBe(true);
  });
});

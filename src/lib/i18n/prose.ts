/**
 * A record's prose (summary, setting, description) in the interface language: the English text in English, the
 * Chinese text (written in the chapter's script, shown in the reader's chosen one) in either Chinese interface.
 */
import type { Locale } from './messages';

export interface Bilingual {
  en: string;
  zh: string;
}

export interface Shown {
  text: string;
  /** The `lang` attribute the text needs: screen readers and fonts follow it. */
  lang: string;
}

export function proseIn(
  prose: Bilingual,
  locale: Locale,
  chapterScript: string,
  zh: (text: string) => string = (t) => t,
): Shown {
  return locale === 'en' ? { text: prose.en, lang: 'en' } : { text: zh(prose.zh), lang: chapterScript };
}

/** Whether to show a record's English title beside its Chinese one: always in English; in Chinese, when asked. */
export const showEnglishTitle = (locale: Locale, asked: boolean) => locale === 'en' || asked;

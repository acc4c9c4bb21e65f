/**
 * A record's prose and titles in the interface language: the English text in English, the Chinese text (written in
 * the chapter's script, shown in the reader's chosen one) in either Chinese interface. An event's title or summary
 * may be written in one language only; then the other language's text is shown with a visible mark that it is all
 * there is ("Chinese only"), never a made-up translation and never an empty string.
 */
import type { OneOrBoth } from '../model/schemaFields';
import { message, type Locale } from './messages';

export type { OneOrBoth };

export interface Shown {
  text: string;
  /** The `lang` attribute the text needs: screen readers and fonts follow it. */
  lang: string;
  /** Empty when the text is in the language asked for; else the mark that says which language it is only in. */
  mark: string;
}

type Side = 'en' | 'zh';

const markOf = (only: Side, locale: Locale) => message(only === 'zh' ? 'onlyChinese' : 'onlyEnglish', locale);

const hasChinese = (value: OneOrBoth): value is { zh: string; en?: string } => value.zh !== undefined;

/** One side of the text, or the other side marked when the asked one is missing. */
export function sideOf(
  value: OneOrBoth,
  want: Side,
  locale: Locale,
  chapterScript: string,
  zh: (text: string) => string = (t) => t,
): Shown {
  if (want === 'en' && value.en !== undefined) return { text: value.en, lang: 'en', mark: '' };
  if (hasChinese(value)) {
    return { text: zh(value.zh), lang: chapterScript, mark: want === 'zh' ? '' : markOf('zh', locale) };
  }
  return { text: value.en, lang: 'en', mark: want === 'en' ? '' : markOf('en', locale) };
}

/** Prose in the interface language, or the other language marked. */
export function proseIn(
  prose: OneOrBoth,
  locale: Locale,
  chapterScript: string,
  zh: (text: string) => string = (t) => t,
): Shown {
  return sideOf(prose, locale === 'en' ? 'en' : 'zh', locale, chapterScript, zh);
}

/** The text with its mark, for places that take one plain string: a label, a tooltip, a file's line. */
export function withMark(shown: Shown, locale: Locale): string {
  return shown.mark ? message('textWithMark', locale, { text: shown.text, mark: shown.mark }) : shown.text;
}

/** Prose or a title in the interface language as one plain string, the other language's marked where it stands in. */
export function plainIn(value: OneOrBoth, locale: Locale, zh: (text: string) => string = (t) => t): string {
  // The lang attribute is not part of a plain string; any script will do.
  return withMark(proseIn(value, locale, 'zh', zh), locale);
}

/** Whether to show a record's English title beside its Chinese one: always in English; in Chinese, when asked. */
export const showEnglishTitle = (locale: Locale, asked: boolean) => locale === 'en' || asked;

export interface TitleShown {
  /** The Chinese title, or where the event has none, its English one (marked in a Chinese interface). */
  main: Shown;
  /** The English title shown beside the Chinese one; null when not asked for or when it would repeat `main`. */
  english: string | null;
}

/**
 * An event's title as the views set it: the Chinese first, as the text writes it, and the English beside it when
 * `englishTitles`. A missing English title is marked on the Chinese one where English is asked for; a missing
 * Chinese title leaves the English as the main one, marked in a Chinese interface.
 */
export function titleIn(
  title: OneOrBoth,
  locale: Locale,
  englishTitles: boolean,
  chapterScript: string,
  zh: (text: string) => string = (t) => t,
): TitleShown {
  const wantsEnglish = locale === 'en' || englishTitles;
  if (!hasChinese(title)) {
    return { main: sideOf(title, locale === 'en' ? 'en' : 'zh', locale, chapterScript, zh), english: null };
  }
  const main = sideOf(title, 'zh', locale, chapterScript, zh);
  if (title.en === undefined)
    return { main: wantsEnglish ? { ...main, mark: markOf('zh', locale) } : main, english: null };
  return { main, english: englishTitles ? title.en : null };
}

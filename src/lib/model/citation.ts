/**
 * The credit an export gives its chapter, in the interface's language: what a class would cite (the chapter's
 * `citation`), never the name of the file the text came from. Chinese follows the usual order, author then
 * 《title》 then the part (罗贯中《三国演义》第九十五回「…」); English joins the same parts with commas.
 */
import type { Locale } from '../i18n/messages';
import type { ChapterMeta } from './types';

/** `zh` shows Chinese text in the interface's script; the English interface quotes Chinese as written. */
export function citationText(
  meta: Pick<ChapterMeta, 'citation' | 'title'>,
  locale: Locale,
  zh: (text: string) => string = (text) => text,
): string {
  const c = meta.citation;
  // A chapter written in the app has no citation: its title is all that is known of it.
  if (!c)
    return locale === 'en'
      ? `${meta.title.zh} · ${meta.title.en}`
      : `${zh(meta.title.zh)} · ${meta.title.en}`;
  if (locale === 'en') return [c.author?.en, c.title?.en, c.note?.en, c.part.en].filter(Boolean).join(', ');
  const title = c.title ? `《${c.title.zh}》` : '';
  const note = c.note ? `${c.note.zh}：` : '';
  return zh(`${c.author?.zh ?? ''}${title}${note}${c.part.zh}`);
}

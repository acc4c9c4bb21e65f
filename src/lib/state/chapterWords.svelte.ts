/**
 * The words every view shows of the open chapter: names, prose and titles in the interface's language (or the
 * other one, marked), the teacher's notes. The base of the chapter model (chapterModel.svelte.ts), which adds the
 * selection, the moment, the states and the deck.
 */
import type { Locale } from '../i18n/messages';
import { noteOf } from '../model/notes';
import { namer, type Namer } from '../i18n/names';
import {
  proseIn,
  showEnglishTitle,
  titleIn,
  withMark,
  type OneOrBoth,
  type Shown,
  type TitleShown,
} from '../i18n/prose';
import type { Chapter, ChapterEvent } from '../model/types';
import type { ChapterModelSource } from './chapterModelSource';

export class ChapterWords {
  readonly #source: ChapterModelSource;

  constructor(source: ChapterModelSource) {
    this.#source = source;
  }

  // Getters, not derived fields: the source's getters are already reactive, and fields may not read `#source`.
  get chapter(): Chapter {
    return this.#source.chapter();
  }
  get locale(): Locale {
    return this.#source.locale();
  }
  get #zh(): (text: string) => string {
    return this.#source.zh();
  }

  readonly names: Namer = $derived(namer(this.chapter, this.locale, this.#zh));

  /** A record's prose (summary, setting) in the interface language, with its `lang`, or the other one marked. */
  prose(text: OneOrBoth): Shown {
    return proseIn(text, this.locale, this.chapter.meta.script, this.#zh);
  }

  /** An event's title as the views set it: the Chinese, and the English beside it when asked; a missing side marked. */
  title(event: ChapterEvent): TitleShown {
    return titleIn(event.title, this.locale, this.englishTitles, this.chapter.meta.script, this.#zh);
  }

  /** An event's main title as one plain string (an export's or a slide's name), with its mark. */
  titleText(event: ChapterEvent): string {
    return withMark(this.title(event).main, this.locale);
  }

  /** Whether English titles stand beside the Chinese ones. */
  get englishTitles(): boolean {
    return showEnglishTitle(this.locale, this.#source.englishTitles?.() ?? false);
  }

  /** The teacher's notes on this chapter, as the exports carry them. */
  get notes(): Readonly<Record<string, string>> {
    return this.#source.notes?.() ?? {};
  }

  /** The teacher's note for a slide; empty when there is none. */
  noteFor(key: string): string {
    return noteOf(this.notes, key) ?? '';
  }
}

/**
 * The chapter in TimelineJS's JSON format (https://timeline.knightlab.com/docs/json-format.html): a title slide
 * (the chapter, its city and setting), one slide per event in story order with its passage as a blockquote, and
 * the phases as eras. A story has steps, not dates, and TimelineJS wants a year: each step becomes the year of its
 * number, which sorts the slides in story order, and every date carries a `display_date` ("Step 3 · Phase: …"),
 * so no slide claims a year in a calendar.
 */
import { message, type Locale } from '../i18n/messages';
import { citationText } from '../model/citation';
import { stepLabel } from '../i18n/names';
import { plainIn, type OneOrBoth } from '../i18n/prose';
import { stepOf, stepsSpanned } from '../story/step';
import type { Chapter, ChapterEvent } from '../model/types';

/** TimelineJS renders headlines, texts, dates and groups as HTML: every character that HTML reads is escaped. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/**
 * TimelineJS picks a media item's kind by searching its url, and takes the first kind that matches, before
 * "blockquote" is tried: words anywhere ("iframe", "spotify") and url shapes anywhere ("youtu.be", ".pdf",
 * "imgur.com/", "google…/maps/…", "documentcloud.org/"; older releases sniff more of these). Every url shape needs
 * a "." or a "/", so the quote writes each of those, and each word's first letter, as a character reference: it
 * renders as the same characters, exact, and no longer matches.
 */
const MISTAKEN = /iframe|spotify|[./]/gi;
const unmistakable = (html: string) =>
  html.replace(MISTAKEN, (word) => `&#${word.codePointAt(0)};${word.slice(1)}`);

/** The quote as a TimelineJS media item that renders as a blockquote; its text is escaped inside. */
export function quoteMedia(quote: string, credit: string) {
  return {
    url: `<blockquote>${unmistakable(escapeHtml(quote))}</blockquote>`,
    credit: escapeHtml(credit),
  };
}

/** In English both titles, as the chapter's title is given; a title in one language only, with its mark. */
function headline(title: OneOrBoth, locale: Locale): string {
  return locale === 'en' && title.zh !== undefined && title.en !== undefined
    ? `${title.zh} · ${title.en}`
    : plainIn(title, locale);
}

interface TimelineDate {
  year: string;
  display_date: string;
}

/** `locale` picks the prose: English summaries and names, or Chinese ones (in the chapter's script). */
export function timelineJs(chapter: Chapter, locale: Locale = 'en') {
  const en = locale === 'en';
  const { meta } = chapter;
  const phaseName = new Map(meta.phases.map((p) => [p.id, en ? p.en : p.name]));
  const when = (e: ChapterEvent) => {
    const phase = e.phase ? phaseName.get(e.phase) : undefined;
    const step = stepLabel(stepOf(e), locale);
    return escapeHtml(phase ? `${step} · ${message('timelineJsPhase', locale, { phase })}` : step);
  };
  const date = (n: number, display: string): TimelineDate => ({ year: String(n), display_date: display });
  const credit = citationText(meta, locale);
  const events = [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder || a.start - b.start);

  const eras = meta.phases.flatMap((phase) => {
    const span = stepsSpanned(events.filter((e) => e.phase === phase.id));
    if (!span) return [];
    const { first, last } = span;
    const display = escapeHtml(stepLabel(span, locale));
    return [
      {
        start_date: date(first, display),
        end_date: date(last, display),
        text: { headline: escapeHtml(phaseName.get(phase.id)!) },
      },
    ];
  });

  return {
    title: {
      text: {
        headline: escapeHtml(en ? `${meta.title.zh} · ${meta.title.en}` : meta.title.zh),
        text: escapeHtml(
          en
            ? `${meta.city.name} · ${meta.city.en}. ${meta.setting.en}`
            : `${meta.city.name}。${meta.setting.zh}`,
        ),
      },
    },
    events: events.map((e) => {
      const display = when(e);
      return {
        unique_id: e.id,
        start_date: date(e.storyOrder, display),
        ...(e.storyEnd && e.storyEnd > e.storyOrder ? { end_date: date(e.storyEnd, display) } : {}),
        display_date: display,
        group: escapeHtml(meta.factions.find((f) => f.id === e.factions[0])?.[en ? 'en' : 'name'] ?? ''),
        text: {
          headline: escapeHtml(headline(e.title, locale)),
          text: escapeHtml(plainIn(e.summary, locale)),
        },
        media: quoteMedia(chapter.text.slice(e.start, e.end), credit),
      };
    }),
    eras,
  };
}

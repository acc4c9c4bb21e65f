/**
 * The chapter in TimelineJS's JSON format (https://timeline.knightlab.com/docs/json-format.html). TimelineJS
 * wants dates and a story has steps: each step becomes a year, displayed as "Step N".
 */
import type { Chapter } from '../model/types';

/** TimelineJS renders headlines, texts, dates and groups as HTML: every character that HTML reads is escaped. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** `language` picks the prose: English summaries and setting, or Chinese ones with the Chinese title alone. */
export function timelineJs(chapter: Chapter, language: 'en' | 'zh' = 'en') {
  const en = language === 'en';
  return {
    title: {
      text: {
        headline: escapeHtml(chapter.meta.title.zh),
        text: escapeHtml(
          en ? `${chapter.meta.title.en}. ${chapter.meta.setting.en}` : chapter.meta.setting.zh,
        ),
      },
    },
    events: chapter.events.map((e) => ({
      unique_id: e.id,
      start_date: { year: String(e.storyOrder) },
      ...(e.storyEnd ? { end_date: { year: String(e.storyEnd) } } : {}),
      display_date: e.storyEnd ? `Steps ${e.storyOrder}–${e.storyEnd}` : `Step ${e.storyOrder}`,
      group: escapeHtml(chapter.meta.factions.find((f) => f.id === e.factions[0])?.en ?? ''),
      text: {
        headline: escapeHtml(en ? `${e.title.zh} · ${e.title.en}` : e.title.zh),
        text: escapeHtml(`${en ? e.summary.en : e.summary.zh}\n\n“${chapter.text.slice(e.start, e.end)}”`),
      },
    })),
  };
}

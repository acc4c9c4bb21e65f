/**
 * The chapter in TimelineJS's JSON format (https://timeline.knightlab.com/docs/json-format.html). TimelineJS
 * wants dates and a story has steps: each step becomes a year, displayed as "Step N".
 */
import type { Chapter } from '../model/types';

export function timelineJs(chapter: Chapter) {
  return {
    title: {
      text: { headline: chapter.meta.title.zh, text: `${chapter.meta.title.en}. ${chapter.meta.setting}` },
    },
    events: chapter.events.map((e) => ({
      unique_id: e.id,
      start_date: { year: String(e.storyOrder) },
      ...(e.storyEnd ? { end_date: { year: String(e.storyEnd) } } : {}),
      display_date: e.storyEnd ? `Steps ${e.storyOrder}–${e.storyEnd}` : `Step ${e.storyOrder}`,
      group: chapter.meta.factions.find((f) => f.id === e.factions[0])?.en ?? '',
      text: {
        headline: `${e.title.zh} · ${e.title.en}`,
        text: `${e.summary}\n\n“${chapter.text.slice(e.start, e.end)}”`,
      },
    })),
  };
}

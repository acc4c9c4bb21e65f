/**
 * What an exported timeline says about itself: a title, a key (a glyph per kind of event shown, a colour per
 * faction), a caption saying what is shown, and the source credit.
 */
import { message, type Locale } from '../i18n/messages';
import { citationText } from '../model/citation';
import { EVENT_GROUP_KEYS, glyphPath } from '../model/palette';
import type { LaneMode } from './layout';
import type { Chapter, ChapterEvent } from '../model/types';
import { EVENT_GROUPS, GROUP_OF_TYPE, type EventType } from '../model/vocabulary';

export interface ExportText {
  title: string;
  caption: string;
  credit: string;
  /** A mark's glyph (an SVG path, drawn grey) or a faction's colour, and what it stands for. */
  key: { glyph?: string; color?: string; text: string }[];
}

export interface ExportTextInput {
  chapter: Chapter;
  /** The events the timeline shows. */
  events: readonly ChapterEvent[];
  lanes: LaneMode;
  locale: Locale;
  colorOf: (factionId: string | undefined) => string;
  /** Shows Chinese text of the chapter in the chosen script (the English interface shows it as written). */
  zh: (text: string) => string;
}

const LANE_MODE_LABEL = { faction: 'byFaction', commander: 'byCommander', type: 'byType' } as const;

export function timelineExportText(input: ExportTextInput): ExportText {
  const { chapter, events, lanes, locale, colorOf } = input;
  const zh = (text: string) => (locale === 'en' ? text : input.zh(text));
  const { meta } = chapter;
  const groups = new Set(events.map((e) => GROUP_OF_TYPE[e.type]));
  const sample = (group: string) =>
    (Object.keys(GROUP_OF_TYPE) as EventType[]).find((t) => GROUP_OF_TYPE[t] === group)!;
  return {
    title: `${zh(meta.title.zh)} · ${meta.title.en} — ${message('timeline', locale)}`,
    caption: message('timelineExportCaption', locale, {
      count: events.length,
      lanes: message(LANE_MODE_LABEL[lanes], locale).toLowerCase(),
    }),
    credit: `${message('sourceCredit', locale)}: ${citationText(meta, locale, zh)}`,
    key: [
      ...EVENT_GROUP_KEYS.filter((g) => groups.has(g)).map((g) => ({
        glyph: glyphPath(sample(g), 90),
        text: EVENT_GROUPS[g][locale],
      })),
      ...meta.factions.map((f) => ({ color: colorOf(f.id), text: zh(locale === 'en' ? f.en : f.name) })),
    ],
  };
}

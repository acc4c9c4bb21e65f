/**
 * The names the timeline draws: an event's label, a lane's name and a phase's, in the interface language, with
 * the chapter's Chinese in the chosen script (the English interface shows the Chinese as written).
 */
import type { Locale } from '../i18n/messages';
import { eventLabel, laneLabel } from '../i18n/names';
import type { LaneMode } from './layout';
import type { Chapter, ChapterEvent } from '../model/types';

export interface TimelineNames {
  labelOf: (eventId: string) => string;
  laneNameOf: (laneKey: string) => string;
  /** A phase band's own name: in the interface language. */
  phaseShortName: (phaseId: string) => string;
  /** A phase band's shorter name where its own does not fit: the Chinese, in the chosen script. */
  phaseChineseName: (phaseId: string) => string;
  /** A phase band's hover and focus name: both languages. */
  phaseNameOf: (phaseId: string) => string;
}

export function timelineNames(
  chapter: Chapter,
  byId: ReadonlyMap<string, ChapterEvent>,
  lanes: LaneMode,
  locale: Locale,
  zhScript: (text: string) => string,
): TimelineNames {
  const zh = (text: string) => (locale === 'en' ? text : zhScript(text));
  const phase = (id: string) => chapter.meta.phases.find((p) => p.id === id);
  return {
    labelOf: (id) => eventLabel(byId.get(id), chapter, locale, zhScript),
    laneNameOf: (key) => zh(laneLabel(key, lanes, chapter, locale)),
    phaseShortName: (id) => {
      const p = phase(id);
      return p ? (locale === 'en' ? p.en : zh(p.name)) : id;
    },
    phaseChineseName: (id) => {
      const p = phase(id);
      return p ? zhScript(p.name) : id;
    },
    phaseNameOf: (id) => {
      const p = phase(id);
      return p ? `${zh(p.name)} · ${p.en}` : id;
    },
  };
}

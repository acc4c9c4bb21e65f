/** How data items are named in the interface language: Chinese names as written, English glosses in English. */
import type { LaneMode } from '../timeline/layout';
import { NO_COMMANDER } from '../timeline/layout';
import type { Chapter, ChapterEvent } from '../model/types';
import {
  EVENT_TYPES,
  FORCE_CONDITIONS,
  PLACE_STATES,
  type ForceCondition,
  type EventType,
  type PlaceKind,
  type PlaceState,
} from '../model/vocabulary';
import { PLACE_KIND_TRAITS } from '../model/placeKinds';
import type { StepSpan } from '../story/step';
import { message, type Locale } from './messages';
import { plainIn } from './prose';

/**
 * An event's title in the interface language as one plain string (a label, a button, a tooltip); a title written
 * only in the other language is given with its mark ("城破 (Chinese only)"). `zh` shows the chapter's Chinese in
 * the script the reader chose.
 */
export function eventLabel(
  event: ChapterEvent | undefined,
  _chapter: Chapter,
  locale: Locale,
  zh: (text: string) => string = (t) => t,
): string {
  if (!event) return '';
  return plainIn(event.title, locale, zh);
}

export function typeLabel(type: EventType, locale: Locale): string {
  return EVENT_TYPES[type][locale];
}

export function kindLabel(kind: PlaceKind, locale: Locale): string {
  return PLACE_KIND_TRAITS[kind].label[locale];
}

export function stateLabel(state: PlaceState, locale: Locale): string {
  return PLACE_STATES[state][locale];
}

export function conditionLabel(condition: ForceCondition, locale: Locale): string {
  return FORCE_CONDITIONS[condition][locale];
}

function named(list: { id: string; name: string; en: string }[], id: string, locale: Locale): string {
  const item = list.find((x) => x.id === id);
  if (!item) return id;
  return locale === 'en' ? item.en : item.name;
}

export const factionName = (chapter: Chapter, id: string, locale: Locale) =>
  named(chapter.meta.factions, id, locale);
export const personName = (chapter: Chapter, id: string, locale: Locale) =>
  named(chapter.meta.people, id, locale);
export const placeName = (chapter: Chapter, id: string, locale: Locale) =>
  named(chapter.city.places, id, locale);
/** Who moves: a force, or in a chapter without forces, a whole faction. */
export const moverName = (chapter: Chapter, id: string, locale: Locale) =>
  chapter.meta.forces?.some((f) => f.id === id)
    ? named(chapter.meta.forces, id, locale)
    : factionName(chapter, id, locale);

export function laneLabel(key: string, lanes: LaneMode, chapter: Chapter, locale: Locale): string {
  if (key === NO_COMMANDER) return message('unnamed', locale);
  if (lanes === 'faction') return factionName(chapter, key, locale);
  if (lanes === 'commander') return personName(chapter, key, locale);
  return typeLabel(key as EventType, locale);
}

/** An event's step as every view words it (stepOf): "Step 6", or "Steps 7–26" for one that lasts; 第6步 in Chinese. */
export function stepLabel(span: StepSpan, locale: Locale): string {
  return span.last > span.first
    ? message('stepRange', locale, { from: span.first, to: span.last })
    : message('stepN', locale, { n: span.first });
}

/** The deck's counter: "Step 6 of 27", "Steps 7–26 of 27"; `total` is the story's last step (lastStep). */
export function stepOfTotal(span: StepSpan, total: number, locale: Locale): string {
  return span.last > span.first
    ? message('stepRangeCounter', locale, { from: span.first, to: span.last, total })
    : message('stepCounter', locale, { n: span.first, total });
}

export interface Namer {
  person: (id: string) => string;
  faction: (id: string) => string;
  place: (id: string) => string;
  /** A force, or a faction moving as a whole. */
  mover: (id: string) => string;
  event: (event: ChapterEvent | undefined) => string;
}

/** Names in the interface language, with the chapter's Chinese shown in the script the reader chose. */
export function namer(chapter: Chapter, locale: Locale, zh: (text: string) => string): Namer {
  const shown = (text: string) => (locale === 'en' ? text : zh(text));
  return {
    person: (id) => shown(personName(chapter, id, locale)),
    faction: (id) => shown(factionName(chapter, id, locale)),
    place: (id) => shown(placeName(chapter, id, locale)),
    mover: (id) => shown(moverName(chapter, id, locale)),
    event: (event) => eventLabel(event, chapter, locale, zh),
  };
}

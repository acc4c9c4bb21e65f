/**
 * The one-file chapter format and its stable serialisation, apart from its checking (`chapterBundle.ts`), so
 * that exporting a chapter needs neither the schema nor the loader in the page.
 */
import type { ChapterMeta, CityMap, EventRecord } from '../model/types';

export const BUNDLE_FORMAT = 'battle-chronicle-chapter';

export interface ChapterBundle {
  format: typeof BUNDLE_FORMAT;
  version: 1;
  chapter: ChapterMeta;
  city: CityMap;
  events: EventRecord[];
  text: string;
}

/** Larger files are refused before they are read: a chapter is a few hundred kilobytes at most. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Fixed key order and two-space indent, so export → import → export gives identical bytes. */
export function bundleJson(bundle: ChapterBundle): string {
  const { format, version, chapter, city, events, text } = bundle;
  return `${JSON.stringify({ format, version, chapter, city, events, text }, null, 2)}\n`;
}

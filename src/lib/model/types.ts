/** Types inferred from the schema, plus the resolved chapter model the views read. */
import type { Text } from '../i18n/messages';
import type { z } from 'zod';
import type { placeSchema, ringSchema } from './citySchema';
import type {
  anchorSchema,
  effectSchema,
  eventSchema,
  forceChangeSchema,
  movementSchema,
} from './eventSchema';
import type { factionSchema, forceSchema, personSchema } from './forceSchema';
import type { quantitySchema } from './quantitySchema';
import type { chapterMetaSchema, cityMapSchema, phaseSchema } from './schema';
import type { inferenceSchema } from './schemaFields';

export type ChapterMeta = z.infer<typeof chapterMetaSchema>;
export type Faction = z.infer<typeof factionSchema>;
export type Force = z.infer<typeof forceSchema>;
export type ForceChange = z.infer<typeof forceChangeSchema>;
export type Person = z.infer<typeof personSchema>;
export type Phase = z.infer<typeof phaseSchema>;
export type CityMap = z.infer<typeof cityMapSchema>;
export type Ring = z.infer<typeof ringSchema>;
export type Place = z.infer<typeof placeSchema>;
export type EventRecord = z.infer<typeof eventSchema>;
export type Movement = z.infer<typeof movementSchema>;
export type Effect = z.infer<typeof effectSchema>;
export type Quantity = z.infer<typeof quantitySchema>;
export type Anchor = z.infer<typeof anchorSchema>;
export type Inference = z.infer<typeof inferenceSchema>;

/** An event with its anchor resolved to UTF-16 offsets in the chapter text, and its position in text order. */
export interface ChapterEvent extends EventRecord {
  start: number;
  end: number;
  /** 0-based rank by anchor position. */
  textOrder: number;
  /** The section heading line the passage falls under, where the chapter lists `sections` (resolved once, here). */
  section?: string;
}

/** One chapter, checked and resolved: everything a view needs, nothing it must look up elsewhere. */
export interface Chapter {
  meta: ChapterMeta;
  city: CityMap;
  /** The text as read (without a byte-order mark); offsets index into it. */
  text: string;
  /** Sorted by story order, then text order. */
  events: ChapterEvent[];
}

/** One problem found in the data: where, and what, in plain language. */
export interface Problem {
  file: string;
  path: string;
  /** In English: the validator's words, for the data's author and the command line. */
  message: string;
  /** For a problem the app itself finds with the user's file or work: the message in the interface's languages. */
  text?: Text;
}

/** An event as it is stored: without the offsets, text order and section the loader resolves. */
export function eventRecord(event: ChapterEvent): EventRecord {
  const { start: _start, end: _end, textOrder: _textOrder, section: _section, ...record } = event;
  return record;
}

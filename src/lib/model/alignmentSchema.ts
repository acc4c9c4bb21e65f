/**
 * An alignment of two chapters' accounts of one battle (a novel beside the history), event by event:
 * `data/alignments/<id>.json`, listed in `data/index.json` under `alignments`. The schema checks each record's
 * shape; that the chapters and events exist, that no event is used twice and that every event is accounted for is
 * checked against the chapters themselves (data/checkAlignment.ts).
 */
import { z } from 'zod';
import { bilingualSchema, id } from './schemaFields';

/** The event ids of one side of a pair: at least one, so a pair always joins something to something. */
const sideEvents = z.array(id).min(1, 'a pair names at least one event on each side');

/** Events of one side told in the other's words too: one-to-one, or one-to-many where one account tells more. */
export const alignedPairSchema = z.strictObject({
  /** The left chapter's events of the pair. */
  left: sideEvents,
  /** The right chapter's events of the pair. */
  right: sideEvents,
  /** How the two accounts of it differ (or agree), in both languages. */
  note: bilingualSchema,
});

/** An event that has no counterpart in the other account, and what its being there (or not) says. */
export const onlyEventSchema = z.strictObject({
  /** The event's id in its own side's chapter. */
  event: id,
  /** Why it has no counterpart: the novel's invention, a detail the history alone records, … */
  note: bilingualSchema,
});

export const alignmentSchema = z.strictObject({
  /** The alignment's id: its file's name without `.json`. */
  id,
  /** The chapter shown on the left (the novel, say). */
  left: id,
  /** The chapter shown on the right (the history, say). */
  right: id,
  /** What is compared, in both languages: 《三国演义》与《三国志》：街亭. */
  title: bilingualSchema,
  /** The events the two accounts share, in any order (the view orders them by the left chapter's story). */
  pairs: z.array(alignedPairSchema),
  /** The left chapter's events with no counterpart on the right. */
  onlyLeft: z.array(onlyEventSchema),
  /** The right chapter's events with no counterpart on the left. */
  onlyRight: z.array(onlyEventSchema),
});

/** Which of the two accounts: the left chapter's or the right's. */
export type Side = 'left' | 'right';
export const SIDES: readonly Side[] = ['left', 'right'];

export type Alignment = z.infer<typeof alignmentSchema>;
export type AlignedPair = z.infer<typeof alignedPairSchema>;
export type OnlyEvent = z.infer<typeof onlyEventSchema>;

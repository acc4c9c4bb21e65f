/**
 * An event record: what happens, who, where, the moves and changes it makes, the numbers the text states, its
 * causes and step in the story, and the passage it is anchored to.
 */
import { z } from 'zod';
import { quantitySchema } from './quantitySchema';
import {
  checkInferred,
  hasASide,
  id,
  inferenceSchema,
  nonEmpty,
  oneOrBothProse,
  oneOrBothTitle,
  refuseRepeats,
  type OneOrBoth,
} from './schemaFields';
import { EVENT_TYPES, FORCE_CONDITIONS, PLACE_STATES, keysOf } from './vocabulary';

export const anchorSchema = z.strictObject({
  /** W3C TextQuoteSelector: the exact passage, with prefix/suffix only where needed to make it unique. */
  exact: nonEmpty,
  prefix: z.string().min(1).optional(),
  suffix: z.string().min(1).optional(),
});

export const movementSchema = z.strictObject({
  from: id,
  to: id,
  via: z.array(id).optional(),
  /**
   * Who moves: force ids (several forces may move together), or, in a chapter that names no forces, a faction id.
   * A lone id (the form before forces) is read as a list of one. Empty where only people move (`actors`), such
   * as two commanders climbing a wall without their troops.
   */
  who: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(id)),
  actors: z.array(id).optional(),
});

/** A force's condition after the event, as the text tells it. */
export const forceChangeSchema = z.strictObject({
  force: id,
  condition: z.enum(keysOf(FORCE_CONDITIONS)),
});

export const effectSchema = z.strictObject({
  place: id,
  state: z.enum(keysOf(PLACE_STATES)),
  by: id.optional(),
});

export const eventSchema = z
  .strictObject({
    id,
    type: z.enum(keysOf(EVENT_TYPES)),
    /** In the chapter's script, in English, or both (hasASide, below). */
    title: oneOrBothTitle,
    summary: oneOrBothProse,
    actors: z.array(id),
    factions: z.array(id).min(1),
    places: z.array(id),
    movements: z.array(movementSchema),
    effects: z.array(effectSchema),
    numbers: z.array(quantitySchema),
    /** Forces whose condition the event changes (routed, escaped, captured …). */
    forceChanges: z.array(forceChangeSchema).optional(),
    causes: z.array(id),
    /** Chronological step, from 1; simultaneous events share a step. */
    storyOrder: z.number().int().min(1),
    /** For an event that lasts: the last step it covers. */
    storyEnd: z.number().int().min(1).optional(),
    phase: id.optional(),
    anchor: anchorSchema,
    /** The fields whose values are inferred rather than told; absent when the record holds only what the text says. */
    inferred: z.array(inferenceSchema).optional(),
  })
  .superRefine((event, ctx) => checkInferred(event, `event "${event.id}"`, ctx))
  .superRefine((event, ctx) => {
    const what = `event "${event.id}"`;
    for (const list of ['actors', 'factions', 'places', 'causes'] as const)
      refuseRepeats(event[list], [list], `the ${list} of ${what}`, ctx);
    event.movements.forEach((move, m) => {
      for (const list of ['who', 'via', 'actors'] as const)
        refuseRepeats(move[list], ['movements', m, list], `"${list}" of movement ${m + 1} of ${what}`, ctx);
    });
  })
  .refine((event): event is typeof event & { title: OneOrBoth } => hasASide(event.title), {
    path: ['title'],
    error: (issue) => noSide(issue.input, 'title'),
  })
  .refine((event): event is typeof event & { summary: OneOrBoth } => hasASide(event.summary), {
    path: ['summary'],
    error: (issue) => noSide(issue.input, 'summary'),
  });

function noSide(event: unknown, field: 'title' | 'summary'): string {
  const id = (event as { id?: unknown } | null)?.id;
  return `event "${String(id)}" has no ${field}: give it in Chinese or in English (one language is enough)`;
}

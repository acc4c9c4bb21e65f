/**
 * Who fights in a chapter: its factions (each in its own colour), their people, and the forces they field.
 */
import { z } from 'zod';
import { FACTION_COLOUR_NAMES } from './factionColours';
import { quantitySchema } from './quantitySchema';
import { checkInferred, evidenceSchema, id, inferenceSchema, nonEmpty } from './schemaFields';

export const factionSchema = z.strictObject({
  id,
  /** The text's own name for the side, e.g. 辽兵. */
  name: nonEmpty,
  en: nonEmpty,
  description: nonEmpty.optional(),
  /**
   * One of the Okabe–Ito colours (`factionColours.ts`), the same for the same side in every chapter. Without it
   * the faction takes the first colour no other faction of the chapter has.
   */
  colour: z.enum(FACTION_COLOUR_NAMES).optional(),
});

export const personSchema = z.strictObject({
  id,
  name: nonEmpty,
  en: nonEmpty,
  faction: id,
  role: nonEmpty,
});

/**
 * A body of troops (or armed people) as the text speaks of it: 高六骑军, 護聖軍, the citizens of a ward. Forces are
 * what the diagram moves; events move them (`movements[].who`) and change their condition.
 */
export const forceSchema = z
  .strictObject({
    id,
    /** The text's own words for it, in the chapter's script. */
    name: nonEmpty,
    en: nonEmpty,
    faction: id,
    /** A person id, only where the text says who leads it. */
    leader: id.optional(),
    /** Only where the text states it, with its words. */
    strength: quantitySchema.optional(),
    /** The place it stands at when the chapter opens. */
    start: id,
    evidence: evidenceSchema,
    /** Fields of the force the text does not state (most often where it stands when the chapter opens), each with why. */
    inferred: z.array(inferenceSchema).optional(),
  })
  .superRefine((force, ctx) => checkInferred(force, `force "${force.id}"`, ctx));

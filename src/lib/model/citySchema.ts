/**
 * The city as a chapter's map draws it: its wall rings, and its places (gates, walls, streets, wards, far places)
 * with where each stands and its state when the chapter opens.
 */
import { z } from 'zod';
import { PLACE_KIND_TRAITS } from './placeKinds';
import {
  checkInferred,
  coordinate,
  evidenceSchema,
  fraction,
  id,
  inferenceSchema,
  nonEmpty,
  point,
} from './schemaFields';
import { PLACE_STATES, SIDES, keysOf } from './vocabulary';

export const ringSchema = z.strictObject({
  id,
  name: nonEmpty,
  en: nonEmpty,
  /** [x0, y0, x1, y1] in map space. */
  box: z.tuple([coordinate, coordinate, coordinate, coordinate]),
  evidence: evidenceSchema,
});

export const placeStateSchema = z.strictObject({
  state: z.enum(keysOf(PLACE_STATES)),
  by: id.optional(),
});

export const placeSchema = z
  .strictObject({
    id,
    /** The name as written in the text (or the historical name where the text has none). */
    name: nonEmpty,
    en: nonEmpty,
    kind: z.enum(keysOf(PLACE_KIND_TRAITS)),
    side: z.enum(keysOf(SIDES)),
    /** The wall ring a gate, wall stretch or interior place belongs to. */
    ring: id.optional(),
    /** Position along its wall side, 0 at the west (north/south walls) or north (east/west walls) end. */
    along: fraction.optional(),
    /** A stretch of wall: from and to along its side. */
    span: z.tuple([fraction, fraction]).optional(),
    /** A point feature in map space. */
    at: point.optional(),
    /** A linear feature (river, street, trench) in map space. */
    path: z.array(point).min(2).optional(),
    /** Far places: the compass direction they lie in. */
    direction: z.enum(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']).optional(),
    initial: placeStateSchema.optional(),
    evidence: evidenceSchema,
    /** Fields of the place the text does not fix (an initial state, a position), each with where it comes from. */
    inferred: z.array(inferenceSchema).optional(),
  })
  .superRefine((place, ctx) => checkInferred(place, `place "${place.id}"`, ctx));

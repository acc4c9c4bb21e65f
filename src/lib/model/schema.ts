/**
 * The one schema of `data/`: chapter metadata, city map and event records. Types are inferred from it
 * (see types.ts), so the data files, the validator and the app can never disagree on a field.
 */
import { z } from 'zod';
import { FACTION_COLOUR_NAMES, sharedColours } from './factionColours';
import { fieldPathProblem } from './fieldPath';
import { PLACE_KIND_TRAITS } from './placeKinds';
import {
  DURATION_UNITS,
  EVENT_TYPES,
  FORCE_CONDITIONS,
  INFERENCE_BASES,
  PLACE_STATES,
  QUANTITY_KINDS,
  QUANTITY_QUALIFIERS,
  SCRIPTS,
  SIDES,
  keysOf,
} from './vocabulary';

// The page's Content-Security-Policy forbids eval: zod must not even probe for it (a refused probe is reported as
// a violation). Only the browser needs this; the validator under Node keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id is lower-case letters and digits joined by hyphens');
const nonEmpty = z.string().refine((s) => s.trim().length > 0, 'must not be empty');
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 is 64 lower-case hex digits');

/** Map space: x runs west → east and y north → south, 0–100 over the walled city; outside features may go beyond. */
const point = z.tuple([z.number().min(-40).max(140), z.number().min(-40).max(140)]);
const fraction = z.number().min(0).max(1);

/** Prose in both languages: `en` with names in pinyin, `zh` in the chapter's own script with names in characters. */
export const bilingualSchema = z.strictObject({ en: nonEmpty, zh: nonEmpty });

export const evidenceSchema = z.strictObject({
  /** `text`: the chapter says so; `history`: the historical layout, where the text is silent; `schematic`: placement only for legibility. */
  basis: z.enum(['text', 'history', 'text+history', 'schematic']),
  note: nonEmpty,
});

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

export const phaseSchema = z.strictObject({
  id,
  name: nonEmpty,
  en: nonEmpty,
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
    strength: z.lazy(() => quantitySchema).optional(),
    /** The place it stands at when the chapter opens. */
    start: id,
    evidence: evidenceSchema,
    /** Fields of the force the text does not state (most often where it stands when the chapter opens), each with why. */
    inferred: z.array(z.lazy(() => inferenceSchema)).optional(),
  })
  .superRefine((force, ctx) => checkInferred(force, `force "${force.id}"`, ctx));

export const chapterMetaSchema = z.strictObject({
  id,
  title: z.strictObject({ zh: nonEmpty, en: nonEmpty }),
  script: z.enum(SCRIPTS),
  /** The seed file the text was taken from, byte for byte. */
  source: nonEmpty,
  sha256,
  city: z.strictObject({ name: nonEmpty, en: nonEmpty }),
  setting: bilingualSchema,
  factions: z
    .array(factionSchema)
    .min(1)
    .superRefine((factions, ctx) => {
      for (const { index, message } of sharedColours(factions))
        ctx.addIssue({ code: 'custom', path: [index, 'colour'], message });
    }),
  people: z.array(personSchema),
  phases: z.array(phaseSchema),
  forces: z.array(forceSchema).optional(),
});

export const ringSchema = z.strictObject({
  id,
  name: nonEmpty,
  en: nonEmpty,
  /** [x0, y0, x1, y1] in map space. */
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  evidence: evidenceSchema,
});

/**
 * A value of a record that the text does not state: the path of the field (`movements[0].to`, `initial`),
 * where it comes from and why, so that every view can show it apart from what the text says.
 */
export const inferenceSchema = z.strictObject({
  path: nonEmpty,
  basis: z.enum(keysOf(INFERENCE_BASES)),
  note: nonEmpty,
});

/** Marks inferred values of a record: every path must name a field it holds, and no field is marked twice. */
function checkInferred(record: { inferred?: { path: string }[] }, what: string, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  record.inferred?.forEach((mark, i) => {
    const problem = fieldPathProblem(record, mark.path, what);
    if (problem) ctx.addIssue({ code: 'custom', path: ['inferred', i, 'path'], message: problem });
    if (seen.has(mark.path)) {
      ctx.addIssue({
        code: 'custom',
        path: ['inferred', i, 'path'],
        message: `"${mark.path}" is marked twice`,
      });
    }
    seen.add(mark.path);
  });
}

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

export const cityMapSchema = z.strictObject({
  rings: z.array(ringSchema).min(1),
  places: z.array(placeSchema).min(1),
});

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

export const quantitySchema = z
  .strictObject({
    kind: z.enum(keysOf(QUANTITY_KINDS)),
    /** The number the words state; absent for `several` (its range says it) and `countless`. */
    value: z.number().nonnegative().optional(),
    /** How the text states it; exact when absent. */
    qualifier: z.enum(keysOf(QUANTITY_QUALIFIERS)).optional(),
    /** For `several`: the least and the most the words allow, e.g. 几千 → [2000, 9000]. */
    range: z.tuple([z.number().nonnegative(), z.number().nonnegative()]).optional(),
    /** For a `duration`: what it is counted in. */
    unit: z.enum(keysOf(DURATION_UNITS)).optional(),
    faction: id.optional(),
    /** The words of the text that state it, e.g. 六千多人. */
    text: nonEmpty,
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const words = `"${q.text}"`;
    const qualifier = q.qualifier ?? 'exact';
    if (qualifier === 'several') {
      if (!q.range) {
        issue(
          'range',
          `${words} is "several" but has no "range": give the least and the most the words allow, e.g. 几千 → [2000, 9000]`,
        );
      }
      if (q.value !== undefined) {
        issue(
          'value',
          `${words} is "several": its "range" states it, a single "value" would be an invented number`,
        );
      }
    } else if (qualifier === 'countless') {
      if (q.value !== undefined || q.range)
        issue('value', `${words} is "countless": it takes no "value" or "range"`);
    } else {
      if (q.value === undefined) issue('value', `${words} is "${qualifier}" but has no "value"`);
      if (q.range)
        issue('range', `${words}: only a "several" number has a "range" (this one is "${qualifier}")`);
    }
    if (q.range && q.range[0] > q.range[1]) {
      issue('range', `${words}: the range [${q.range.join(', ')}] must be [least, most], least ≤ most`);
    }
    if (q.kind === 'duration' && !q.unit)
      issue('unit', `${words} is a duration but has no "unit" (days, years …)`);
    if (q.kind !== 'duration' && q.unit)
      issue('unit', `${words}: only a duration has a "unit" (this is ${q.kind})`);
  });

export const eventSchema = z
  .strictObject({
    id,
    type: z.enum(keysOf(EVENT_TYPES)),
    title: z.strictObject({ zh: nonEmpty, en: nonEmpty }),
    summary: bilingualSchema,
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
  .superRefine((event, ctx) => checkInferred(event, `event "${event.id}"`, ctx));

/**
 * A chapter file's teacher's notes: note text by event id or deck slide. Which keys a chapter allows, and how
 * long a note may be, is checked against the chapter in notes.ts.
 */
export const notesSchema = z.record(z.string(), z.string());

export const eventsFileSchema = z.strictObject({
  events: z.array(eventSchema),
});

export const indexSchema = z.strictObject({
  chapters: z.array(id).min(1),
});

/**
 * The one schema of `data/`, a schema per file: the index, a chapter's metadata (chapter.json), its city map
 * (city.json), its events (events.json) and its teacher's notes. They are built from the records' schemas
 * (forceSchema.ts, citySchema.ts, eventSchema.ts, quantitySchema.ts over the shared fields of schemaFields.ts).
 * Types are inferred from them (see types.ts), so the data files, the validator and the app can never disagree on
 * a field.
 */
import { z } from 'zod';
import { sharedColours } from './factionColours';
import { ringSchema, placeSchema } from './citySchema';
import { eventSchema } from './eventSchema';
import { factionSchema, forceSchema, personSchema } from './forceSchema';
import { bilingualSchema, id, nonEmpty, sha256 } from './schemaFields';
import { SCRIPTS } from './vocabulary';

export const phaseSchema = z.strictObject({
  id,
  name: nonEmpty,
  en: nonEmpty,
});

/**
 * The book a chapter comes from, so the chapter list can group its chapters and say what each book is. Chapters
 * of one book repeat it word for word (the validator checks they agree).
 */
export const bookSchema = z.strictObject({
  id,
  title: bilingualSchema,
  /** One or two sentences: what the book is, who wrote it and when, and what kind of account it gives. */
  about: bilingualSchema,
});

/**
 * What a class cites for the chapter (citation.ts words it): the book's author and title where they are known, a
 * note saying what is not (a web novel's title and author did not come with its text), and the part of the book as
 * the book numbers it. A chapter written in the app may have none: its title stands in.
 */
export const citationSchema = z.strictObject({
  author: bilingualSchema.optional(),
  title: bilingualSchema.optional(),
  note: bilingualSchema.optional(),
  part: bilingualSchema,
});

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
  book: bookSchema.optional(),
  citation: citationSchema.optional(),
  /**
   * Heading lines of the text, each a whole line as the text has it (三国志·蜀书·王平传): a passage belongs to the
   * last heading above it, which the reader and the event detail name as its section.
   */
  sections: z.array(nonEmpty).optional(),
});

/**
 * The most places and walls one map holds: every one is drawn and its name placed on the map, and a file of
 * 10,000 places held the page for seconds. A real city of the novels has dozens.
 */
export const MOST_PLACES = 500;
export const MOST_RINGS = 50;
const tooMany = (limit: number, what: string) => (issue: { input?: unknown }) =>
  `${(issue.input as unknown[]).length.toLocaleString('en')} ${what}: a map holds at most ${limit}`;

export const cityMapSchema = z.strictObject({
  rings: z
    .array(ringSchema)
    .min(1)
    .max(MOST_RINGS, { error: tooMany(MOST_RINGS, 'rings') }),
  places: z
    .array(placeSchema)
    .min(1)
    .max(MOST_PLACES, { error: tooMany(MOST_PLACES, 'places') }),
});

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
  /** Alignments of two chapters' accounts, each `data/alignments/<id>.json` (alignmentSchema.ts). */
  alignments: z.array(id).optional(),
});

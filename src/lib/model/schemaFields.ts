/**
 * The fields every schema of `data/` is built from, with the messages a data author reads when one is wrong: ids,
 * non-empty text, map points, prose in both languages, evidence, and the marks of inferred values.
 */
import { z } from 'zod';
import { fieldPathProblem } from './fieldPath';
import { INFERENCE_BASES, keysOf } from './vocabulary';

// The page's Content-Security-Policy forbids eval: zod must not even probe for it (a refused probe is reported as
// a violation). Only the browser needs this; the validator under Node keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * The longest an id or a field of prose may be: a field is drawn whole (a title in the header, a name on the map),
 * and a 5 MB title froze the page for seconds as the browser laid it out. The chapter's text is the one long field.
 */
export const LONGEST_ID = 200;
export const LONGEST_FIELD = 20_000;
const tooLong = (limit: number) => (issue: { input?: unknown }) =>
  `is ${String(issue.input).length.toLocaleString('en')} characters long: at most ${limit.toLocaleString('en')}`;

export const id = z
  .string()
  .max(LONGEST_ID, { error: tooLong(LONGEST_ID) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id is lower-case letters and digits joined by hyphens');
export const nonEmpty = z
  .string()
  .max(LONGEST_FIELD, { error: tooLong(LONGEST_FIELD) })
  .refine((s) => s.trim().length > 0, 'must not be empty');
export const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 is 64 lower-case hex digits');

/** Map space: x runs west → east and y north → south, 0–100 over the walled city; outside features may go beyond. */
const offMap = (issue: { input?: unknown }) =>
  `${String(issue.input)} is off the map: a map coordinate runs from -40 to 140 (0–100 is the walled city)`;
/** One coordinate in map space: bounded, so that no file can make the diagram's geometry allocate without end. */
export const coordinate = z.number().min(-40, { error: offMap }).max(140, { error: offMap });
export const point = z.tuple([coordinate, coordinate]);
export const fraction = z.number().min(0).max(1);

/** An id list names each once: a repeat (the detail panel keys its rows by id) is refused, naming where. */
export function refuseRepeats(
  ids: readonly string[] | undefined,
  path: PropertyKey[],
  where: string,
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  ids?.forEach((value, i) => {
    if (seen.has(value))
      ctx.addIssue({ code: 'custom', path: [...path, i], message: `${where} names "${value}" twice` });
    seen.add(value);
  });
}

/** Prose in both languages: `en` with names in pinyin, `zh` in the chapter's own script with names in characters. */
export const bilingualSchema = z.strictObject({ en: nonEmpty, zh: nonEmpty });

/**
 * An event's title or summary: the chapter's Chinese, English, or both. One language is enough, and the other is
 * left out rather than made up; the record that holds it checks that one is there (hasASide), so that its message
 * can name the record.
 */
export type OneOrBoth = { zh: string; en?: string } | { zh?: string; en: string };
// Two orders of the same fields: a record is written back with its keys as it was read (titles zh first,
// summaries en first, as bilingualSchema), so that export → import → export stays byte-identical.
export const oneOrBothTitle = z.strictObject({ zh: nonEmpty.optional(), en: nonEmpty.optional() });
export const oneOrBothProse = z.strictObject({ en: nonEmpty.optional(), zh: nonEmpty.optional() });
export const hasASide = (text: { zh?: string; en?: string }): text is OneOrBoth =>
  text.zh !== undefined || text.en !== undefined;

export const evidenceSchema = z.strictObject({
  /** `text`: the chapter says so; `history`: the historical layout, where the text is silent; `schematic`: placement only for legibility. */
  basis: z.enum(['text', 'history', 'text+history', 'schematic']),
  note: nonEmpty,
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
export function checkInferred(
  record: { inferred?: { path: string }[] },
  what: string,
  ctx: z.RefinementCtx,
): void {
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

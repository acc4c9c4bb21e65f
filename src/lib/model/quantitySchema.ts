/**
 * A number as the text gives it: exact, about, at least, several (a range the words allow) or countless, with the
 * words that state it; each form checked for the fields it needs and those it may not have.
 */
import { z } from 'zod';
import { id, nonEmpty } from './schemaFields';
import { DURATION_UNITS, QUANTITY_KINDS, QUANTITY_QUALIFIERS, keysOf } from './vocabulary';

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

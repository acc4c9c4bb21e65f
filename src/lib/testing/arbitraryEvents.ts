/**
 * fast-check arbitraries for event records as a user might write them: every optional field present or absent,
 * text a CSV and JSON must escape, and inferred marks on paths the record holds (force changes included), so that
 * a round-trip property covers every field a record can have.
 */
import fc from 'fast-check';
import {
  EVENT_TYPES,
  FORCE_CONDITIONS,
  INFERENCE_BASES,
  PLACE_STATES,
  QUANTITY_KINDS,
} from '../model/vocabulary';
import type { EventRecord } from '../model/types';

const keys = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[];

// Text a user might type: CJK, Latin, punctuation that CSV and JSON must escape, line breaks, formula starts.
export const userText = fc
  .array(fc.constantFrom(...'城门辽兵攻破，。“”"\',;\n\tabcXYZ 0123𠀀=+-@＝<>&'), {
    minLength: 1,
    maxLength: 24,
  })
  .map((chars) => chars.join(''))
  .filter((s) => s.trim().length > 0);
// A title or summary in both languages or in either one alone (one language is enough), keys in the schema's order.
export const titleSides = fc.oneof(
  fc.record({ zh: userText, en: userText }),
  fc.record({ zh: userText }),
  fc.record({ en: userText }),
);
export const proseSides = fc.oneof(
  fc.record({ en: userText, zh: userText }),
  fc.record({ zh: userText }),
  fc.record({ en: userText }),
);
export const id = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,6})?$/);
// An id list names each once (the schema refuses repeats).
const ids = (minLength = 0) => fc.uniqueArray(id, { minLength, maxLength: 3 });

// A duration needs its unit; the other kinds are enough to exercise the cells.
const countKinds = keys(QUANTITY_KINDS).filter((k) => k !== 'duration');
const quantity = fc.oneof(
  fc.record(
    { kind: fc.constantFrom(...countKinds), value: fc.nat(100000), text: userText, faction: id },
    {
      requiredKeys: ['kind', 'value', 'text'],
    },
  ),
  fc
    .tuple(fc.constantFrom(...countKinds), fc.nat(1000), fc.nat(1000), userText)
    .map(([kind, a, b, text]) => ({
      kind,
      qualifier: 'several' as const,
      range: [Math.min(a, b), Math.max(a, b)] as [number, number],
      text,
    })),
);
const movement = fc.record(
  { from: id, to: id, via: ids(1), who: ids(), actors: ids() },
  { requiredKeys: ['from', 'to', 'who'] },
);
const effect = fc.record(
  { place: id, state: fc.constantFrom(...keys(PLACE_STATES)), by: id },
  { requiredKeys: ['place', 'state'] },
);
const forceChange = fc.record({ force: id, condition: fc.constantFrom(...keys(FORCE_CONDITIONS)) });

/** A record without its inferred marks: every optional field present or absent, lists empty or full. */
const bareEvent = fc.record(
  {
    id,
    type: fc.constantFrom(...keys(EVENT_TYPES)),
    title: titleSides,
    summary: proseSides,
    actors: ids(),
    factions: ids(1),
    places: ids(),
    movements: fc.array(movement, { maxLength: 2 }),
    effects: fc.array(effect, { maxLength: 2 }),
    numbers: fc.array(quantity, { maxLength: 2 }),
    forceChanges: fc.array(forceChange, { maxLength: 2 }),
    causes: ids(),
    storyOrder: fc.integer({ min: 1, max: 500 }),
    storyEnd: fc.integer({ min: 1, max: 500 }),
    phase: id,
    anchor: fc.record({ exact: userText, prefix: userText, suffix: userText }, { requiredKeys: ['exact'] }),
  },
  {
    // Every field but storyEnd, phase and forceChanges is required by the schema.
    requiredKeys: [
      'id',
      'type',
      'title',
      'summary',
      'actors',
      'factions',
      'places',
      'movements',
      'effects',
      'numbers',
      'causes',
      'storyOrder',
      'anchor',
    ],
  },
);

/** The paths of the values a record holds that a mark may name (as fieldPath.ts resolves them). */
function markablePaths(e: Omit<EventRecord, 'inferred'>): string[] {
  const paths = ['storyOrder', 'factions[0]'];
  if (e.storyEnd !== undefined) paths.push('storyEnd');
  if (e.phase !== undefined) paths.push('phase');
  e.movements.forEach((m, i) => paths.push(`movements[${i}].to`, `movements[${i}]`));
  e.effects.forEach((_, i) => paths.push(`effects[${i}].state`));
  e.numbers.forEach((_, i) => paths.push(`numbers[${i}]`));
  e.forceChanges?.forEach((_, i) => paths.push(`forceChanges[${i}]`, `forceChanges[${i}].condition`));
  if (e.forceChanges) paths.push('forceChanges');
  return paths;
}

/** An event record; its inferred marks absent, empty, or on paths it holds, each path once. */
export const arbitraryEvent: fc.Arbitrary<EventRecord> = bareEvent.chain((e) =>
  fc
    .option(
      fc.uniqueArray(
        fc.record({
          path: fc.constantFrom(...markablePaths(e)),
          basis: fc.constantFrom(...keys(INFERENCE_BASES)),
          note: userText,
        }),
        { maxLength: 3, selector: (mark) => mark.path },
      ),
      { nil: undefined },
    )
    .map((inferred): EventRecord => (inferred ? { ...e, inferred } : e)),
);

/** A chapter's events (ids unique, as a chapter's are) with teacher's notes on some of them. */
export const arbitraryChapterEvents = fc
  .uniqueArray(arbitraryEvent, { minLength: 1, maxLength: 6, selector: (e) => e.id })
  .chain((events) =>
    fc
      .array(fc.tuple(fc.constantFrom(...events.map((e) => e.id)), userText), { maxLength: 3 })
      .map((pairs) => ({ events, notes: Object.fromEntries(pairs) })),
  );

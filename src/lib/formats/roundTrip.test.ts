import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, INFERENCE_BASES, PLACE_STATES, QUANTITY_KINDS } from '../model/vocabulary';
import { eventRecord, type EventRecord } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { bundleJson, type ChapterBundle } from '../model/bundle';
import { readBundle } from '../data/readBundle';
import { csvToEvents, eventsToCsv } from './eventsCsv';

const chapter = miniChapter();
const baseBundle: ChapterBundle = {
  format: 'battle-chronicle-chapter',
  version: 1,
  chapter: chapter.meta,
  city: chapter.city,
  events: chapter.events.map(eventRecord),
  text: chapter.text,
};

// Text a user might type: CJK, Latin, punctuation that CSV and JSON must escape, line breaks.
const userText = fc
  .array(fc.constantFrom(...'城门辽兵攻破，。“”"\',;\n\tabcXYZ 0123𠀀=+-@<>&'), {
    minLength: 1,
    maxLength: 24,
  })
  .map((chars) => chars.join(''))
  .filter((s) => s.trim().length > 0);
// A title or summary in both languages or in either one alone (one language is enough), keys in the schema's order.
const titleSides = fc.oneof(
  fc.record({ zh: userText, en: userText }),
  fc.record({ zh: userText }),
  fc.record({ en: userText }),
);
const proseSides = fc.oneof(
  fc.record({ en: userText, zh: userText }),
  fc.record({ zh: userText }),
  fc.record({ en: userText }),
);
const id = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,6})?$/);
const ids = fc.array(id, { maxLength: 3 });

// A duration needs its unit; the other kinds are enough to exercise the cells.
const countKinds = (Object.keys(QUANTITY_KINDS) as (keyof typeof QUANTITY_KINDS)[]).filter(
  (k) => k !== 'duration',
);
const arbitraryNumber = fc.oneof(
  fc.record({ kind: fc.constantFrom(...countKinds), value: fc.nat(100000), text: userText }),
  fc
    .tuple(fc.constantFrom(...countKinds), fc.nat(1000), fc.nat(1000), userText)
    .map(([kind, a, b, text]) => ({
      kind,
      qualifier: 'several' as const,
      range: [Math.min(a, b), Math.max(a, b)] as [number, number],
      text,
    })),
);
const bases = Object.keys(INFERENCE_BASES) as (keyof typeof INFERENCE_BASES)[];

const arbitraryEvent: fc.Arbitrary<EventRecord> = fc.record(
  {
    id,
    type: fc.constantFrom(...(Object.keys(EVENT_TYPES) as (keyof typeof EVENT_TYPES)[])),
    title: titleSides,
    summary: proseSides,
    actors: ids,
    factions: fc.array(id, { minLength: 1, maxLength: 2 }),
    places: ids,
    movements: fc.array(fc.record({ from: id, to: id, who: fc.array(id, { minLength: 1, maxLength: 2 }) }), {
      maxLength: 2,
    }),
    effects: fc.array(
      fc.record({
        place: id,
        state: fc.constantFrom(...(Object.keys(PLACE_STATES) as (keyof typeof PLACE_STATES)[])),
      }),
      { maxLength: 2 },
    ),
    numbers: fc.array(arbitraryNumber, { maxLength: 2 }),
    causes: ids,
    storyOrder: fc.integer({ min: 1, max: 500 }),
    anchor: fc.record({ exact: userText }),
    // Paths every record holds, so each mark is valid; absent, empty and full lists must all survive.
    inferred: fc.array(
      fc.record({
        path: fc.constantFrom('storyOrder', 'factions[0]'),
        basis: fc.constantFrom(...bases),
        note: userText,
      }),
      { maxLength: 1 },
    ),
  },
  {
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

describe('chapter file: export → import → export', () => {
  it('gives identical bytes for the shipped fixture', () => {
    const first = bundleJson(baseBundle);
    const read = readBundle(first, 'mini.chapter.json');
    expect(read.problems).toEqual([]);
    expect(bundleJson(read.bundle!)).toBe(first);
  });

  it('gives identical bytes for random titles, summaries, types, numbers and story steps', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            title: titleSides,
            summary: proseSides,
            step: fc.integer({ min: 1, max: 3 }),
          }),
          {
            minLength: 3,
            maxLength: 3,
          },
        ),
        (edits) => {
          const events = baseBundle.events.map((e, i) => ({
            ...e,
            title: edits[i]!.title,
            summary: edits[i]!.summary,
            causes: [],
            storyOrder: edits[i]!.step,
          }));
          const first = bundleJson({ ...baseBundle, events });
          const read = readBundle(first, 'random.chapter.json');
          expect(read.problems).toEqual([]);
          expect(bundleJson(read.bundle!)).toBe(first);
        },
      ),
      { numRuns: 60, seed: 20261129 },
    );
  });
});

describe('events CSV: export → import → export', () => {
  it('gives identical bytes for random records', () => {
    fc.assert(
      fc.property(fc.array(arbitraryEvent, { minLength: 1, maxLength: 5 }), (events) => {
        const first = eventsToCsv(events);
        const read = csvToEvents(first, 'events.csv');
        expect(read.problems).toEqual([]);
        expect(read.events).toEqual(events);
        expect(eventsToCsv(read.events!)).toBe(first);
      }),
      { numRuns: 100, seed: 20261129 },
    );
  });
});

describe('a chapter file saved before summaries had a Chinese text', () => {
  it('reads a one-string summary as the English it was, and a one-string setting into both languages', () => {
    const legacy = JSON.parse(bundleJson(baseBundle));
    legacy.chapter.setting = 'An old setting.';
    legacy.events[0].summary = 'An old summary.';
    const read = readBundle(JSON.stringify(legacy), 'old.chapter.json');
    expect(read.problems).toEqual([]);
    expect(read.bundle!.chapter.setting).toEqual({ en: 'An old setting.', zh: 'An old setting.' });
    // An event needs one language only: the English is not copied into the Chinese as if it were a translation.
    expect(read.bundle!.events[0]!.summary).toEqual({ en: 'An old summary.' });
  });
});

describe('an events CSV written before summaries had a Chinese text', () => {
  it('reads its one "summary" column as the English summary, leaving the Chinese absent', () => {
    const current = eventsToCsv(baseBundle.events.slice(0, 1));
    const [header, row] = current.split('\n');
    const cells = Papa.parse<string[]>(`${header}\n${row}`).data;
    const names = cells[0]!;
    const keep = names.map((n, i) => (n === 'summary_zh' || n === 'inferred' ? -1 : i)).filter((i) => i >= 0);
    const old = [
      keep.map((i) => (names[i] === 'summary_en' ? 'summary' : names[i])),
      keep.map((i) => cells[1]![i]),
    ];
    const read = csvToEvents(Papa.unparse(old), 'old.csv');
    expect(read.problems).toEqual([]);
    const summary = baseBundle.events[0]!.summary.en;
    expect(read.events![0]!.summary).toEqual({ en: summary });
  });
});

describe('bad chapter files get a message that names what and where', () => {
  it.each([
    ['not JSON', 'this is not json', '$', 'not valid JSON at line 1'],
    ['another JSON document', '{"hello": 1}', '$.format', 'not a chapter file'],
    [
      'a quote not in the text',
      bundleJson({ ...baseBundle, events: [{ ...baseBundle.events[0]!, anchor: { exact: '南门大开' } }] }),
      '$.events[0].anchor.exact',
      'is not in the text',
    ],
    [
      'an unknown place',
      bundleJson({ ...baseBundle, events: [{ ...baseBundle.events[0]!, places: ['gate-nowhere'] }] }),
      '$.events[0].places[0]',
      'unknown place "gate-nowhere"',
    ],
    [
      'a wrong schema',
      bundleJson({ ...baseBundle, city: { ...baseBundle.city, places: [] } }),
      '$.city.places',
      'expected array to have >=1 items',
    ],
  ])('%s', (_name, source, path, message) => {
    const read = readBundle(source, 'bad.chapter.json');
    expect(read.bundle).toBeNull();
    const problem = read.problems.find((p) => p.path === path);
    expect(problem?.file).toBe('bad.chapter.json');
    expect(problem?.message).toContain(message);
  });

  it('reports a CSV with a missing column or a broken cell by row', () => {
    expect(csvToEvents('id,type\nx,rout\n', 'e.csv').problems[0]).toMatchObject({ path: 'header' });
    const broken = eventsToCsv(baseBundle.events).replace('"[]"', '"[oops"');
    expect(csvToEvents(broken, 'e.csv').problems[0]).toMatchObject({
      path: 'row 2',
      message: 'movements is not valid JSON',
    });
  });
});

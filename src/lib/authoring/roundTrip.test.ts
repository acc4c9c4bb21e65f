import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, PLACE_STATES, QUANTITY_KINDS } from '../model/vocabulary';
import { eventRecord, type EventRecord } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { bundleJson, readBundle, type ChapterBundle } from './chapterBundle';
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
  .array(fc.constantFrom(...'城门辽兵攻破，。“”"\',;\n\tabcXYZ 0123𠀀'), { minLength: 1, maxLength: 24 })
  .map((chars) => chars.join(''))
  .filter((s) => s.trim().length > 0);
const id = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,6})?$/);
const ids = fc.array(id, { maxLength: 3 });

const arbitraryEvent: fc.Arbitrary<EventRecord> = fc.record({
  id,
  type: fc.constantFrom(...(Object.keys(EVENT_TYPES) as (keyof typeof EVENT_TYPES)[])),
  title: fc.record({ zh: userText, en: userText }),
  summary: userText,
  actors: ids,
  factions: fc.array(id, { minLength: 1, maxLength: 2 }),
  places: ids,
  movements: fc.array(fc.record({ from: id, to: id, who: id }), { maxLength: 2 }),
  effects: fc.array(
    fc.record({
      place: id,
      state: fc.constantFrom(...(Object.keys(PLACE_STATES) as (keyof typeof PLACE_STATES)[])),
    }),
    { maxLength: 2 },
  ),
  numbers: fc.array(
    fc.record({
      kind: fc.constantFrom(...(Object.keys(QUANTITY_KINDS) as (keyof typeof QUANTITY_KINDS)[])),
      value: fc.nat(100000),
      text: userText,
    }),
    { maxLength: 2 },
  ),
  causes: ids,
  storyOrder: fc.integer({ min: 1, max: 500 }),
  anchor: fc.record({ exact: userText }),
});

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
            title: fc.record({ zh: userText, en: userText }),
            summary: userText,
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

import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { eventRecord } from '../model/types';
import { arbitraryChapterEvents, proseSides, titleSides } from '../testing/arbitraryEvents';
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

describe('a chapter’s events through CSV: export → import → export → import', () => {
  it('gives back every field of every event, force changes and inferred marks included, and the notes', () => {
    fc.assert(
      fc.property(arbitraryChapterEvents, ({ events, notes }) => {
        const csv = eventsToCsv(events, notes);
        // Every cell, the JSON ones included, stays inert in a spreadsheet (injection.test.ts).
        const cells = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.flat();
        expect(cells.filter((c) => /^[\s\p{Cc}]*[=+\-@＝＋－＠]/u.test(c))).toEqual([]);
        const first = csvToEvents(csv, 'events.csv');
        expect(first.problems).toEqual([]);
        expect(first.events).toEqual(events);
        expect(first.notes).toEqual(notes);
        const second = csvToEvents(eventsToCsv(first.events!, first.notes!), 'again.csv');
        expect(second.events).toEqual(events);
        expect(second.notes).toEqual(notes);
      }),
      { numRuns: 100, seed: 20261204 },
    );
    // Not a time limit on the code: room for a loaded machine (each run parses its CSV twice).
  }, 30_000);
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

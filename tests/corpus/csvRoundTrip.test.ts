/**
 * The bad-input corpus, issue 26 item 4: the CSV had no column for force changes. A chapter's 14 force changes
 * came back as 0 without a word, and the published chapters whose inferred marks name a force change were refused
 * on import of their own export; a row editing a published chapter's event was dropped without a word. Each case
 * failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import { csvToEvents, eventsToCsv, shippedRows } from '../../src/lib/formats/eventsCsv';
import { eventRecord } from '../../src/lib/model/types';
import { dataChapter } from '../../src/lib/testing/dataChapter';

const forceChanges = (events: { forceChanges?: unknown[] }[]) =>
  events.reduce((n, e) => n + (e.forceChanges?.length ?? 0), 0);

describe('a chapter with force changes, exported as CSV and imported', () => {
  const events = dataChapter('miyun').events.map(eventRecord);

  it('keeps every force change (14 of 14, not 0)', () => {
    const read = csvToEvents(eventsToCsv(events), 'miyun-events.csv');
    expect(read.problems).toEqual([]);
    expect(forceChanges(events)).toBe(14);
    expect(forceChanges(read.events!)).toBe(14);
  });

  it('is not refused for an inferred mark on a force change', () => {
    const yanjing = dataChapter('yanjing').events.map(eventRecord);
    expect(csvToEvents(eventsToCsv(yanjing), 'yanjing-events.csv').problems).toEqual([]);
  });

  it('names a row that edits one of the published chapter’s events, rather than dropping it unsaid', () => {
    const edited = events.map((e, i) => (i === 36 ? { ...e, summary: { ...e.summary, en: 'Mine.' } } : e));
    const read = csvToEvents(eventsToCsv(edited), 'edited.csv');
    expect(shippedRows(read.events!, events).changed).toEqual([
      { row: 38, id: events[36]!.id, columns: ['summary_en'] },
    ]);
  });
});

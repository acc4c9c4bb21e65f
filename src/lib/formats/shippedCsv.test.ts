import { describe, expect, it } from 'vitest';
import { eventRecord } from '../model/types';
import { dataChapter, dataChapterIds } from '../testing/dataChapter';
import { csvToEvents, eventsToCsv } from './eventsCsv';

describe('each shipped chapter (data/) as CSV, imported back', () => {
  it.each(dataChapterIds())('%s gives back every event with every field', (id) => {
    const events = dataChapter(id).events.map(eventRecord);
    const read = csvToEvents(eventsToCsv(events), `${id}-events.csv`);
    expect(read.problems).toEqual([]);
    expect(read.events).toEqual(events);
  });

  it('carries force changes, which the shipped chapters hold', () => {
    const changed = dataChapterIds().flatMap((id) =>
      dataChapter(id).events.filter((e) => e.forceChanges?.length),
    );
    expect(changed.length).toBeGreaterThan(10);
  });
});

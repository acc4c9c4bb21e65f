import { describe, expect, it } from 'vitest';
import { eventRecord, type EventRecord } from '../model/types';
import { dataChapter, dataChapterIds } from '../testing/dataChapter';
import { csvToEvents, eventsToCsv } from './eventsCsv';
import { changedColumns, shippedRows } from './csvShippedRows';

const through = (events: EventRecord[]) => csvToEvents(eventsToCsv(events), 'events.csv').events!;

describe('shippedRows(imported, shipped)', () => {
  it.each(dataChapterIds())('finds nothing to report in %s’s own CSV, imported unchanged', (id) => {
    const shipped = dataChapter(id).events.map(eventRecord);
    expect(shippedRows(through(shipped), shipped)).toEqual({ changed: [], absent: [] });
  });

  const shipped = dataChapter('miyun').events.map(eventRecord);
  // An event with force changes and a mark on one of them (a CSV without the column refused it).
  const changing = shipped.findIndex((e) => e.inferred?.some((m) => m.path.startsWith('forceChanges')));

  it('names each row that edits a shipped event, with the columns it changes', () => {
    const edited = shipped.map((e, i) =>
      i === 0
        ? { ...e, title: { ...e.title, en: 'My title' } }
        : i === changing
          ? { ...e, forceChanges: [], inferred: undefined, storyOrder: e.storyOrder + 1 }
          : e,
    );
    const { changed, absent } = shippedRows(through(edited.map(withoutUndefined)), shipped);
    expect(changed).toEqual([
      { row: 2, id: shipped[0]!.id, columns: ['title_en'] },
      { row: changing + 2, id: shipped[changing]!.id, columns: ['storyOrder', 'forceChanges', 'inferred'] },
    ]);
    expect(absent).toEqual([]);
  });

  it('takes a row whose values are the same in another key order as unchanged', () => {
    const event = shipped[changing]!;
    const other = reversed(event) as EventRecord;
    expect(Object.keys(other)).not.toEqual(Object.keys(event));
    expect(changedColumns(other, event)).toEqual([]);
  });

  it('names the shipped events a file of some of them leaves out, and none for a file of additions alone', () => {
    const mine: EventRecord = { ...shipped[0]!, id: 'my-own-event' };
    expect(shippedRows([mine], shipped).absent).toEqual([]);
    const some = shippedRows([shipped[1]!, mine], shipped);
    expect(some.absent).toEqual(shipped.filter((_, i) => i !== 1).map((e) => e.id));
    expect(some.changed).toEqual([]);
  });
});

function withoutUndefined(e: EventRecord): EventRecord {
  return Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)) as EventRecord;
}

/** The value with the keys of every object in it in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

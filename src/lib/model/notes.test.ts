import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readBundle } from '../data/readBundle';
import { csvToEvents, eventsToCsv } from '../formats/eventsCsv';
import { miniChapter } from '../testing/miniChapter';
import { bundleJson, bundleOf } from './bundle';
import { keptNotes, MAX_NOTE_LENGTH, noteProblem, noteTargets, notesProblems, withNote } from './notes';
import { eventRecord } from './types';

const chapter = miniChapter();
const targets = noteTargets(chapter);
/** A note a spreadsheet would run as a formula, over lines, with both kinds of quote. */
const tricky = '=cmd|\' /C calc\'!A0\nsecond line, "quoted"\r\nthird “line”';

describe('noteProblem(key, value, targets)', () => {
  it('accepts event ids and the deck slides’ keys', () => {
    for (const key of ['liao-assault', 'title', 'overview', 'phase-breach', 'end'])
      expect(noteProblem(key, 'a note', targets)).toBeNull();
  });
  it('names a key that belongs to no step or slide', () => {
    expect(noteProblem('no-such-event', 'x', targets)).toEqual({
      key: 'noteKeyUnknown',
      params: { key: 'no-such-event' },
    });
    expect(noteProblem('phase-siege', 'x', targets)?.key).toBe('noteKeyUnknown');
  });
  it('refuses a note over the limit, saying its length', () => {
    const long = 'x'.repeat(MAX_NOTE_LENGTH + 1);
    expect(noteProblem('end', long, targets)).toEqual({
      key: 'noteTooLong',
      params: { key: 'end', length: MAX_NOTE_LENGTH + 1, limit: MAX_NOTE_LENGTH },
    });
    expect(noteProblem('end', 'x'.repeat(MAX_NOTE_LENGTH), targets)).toBeNull();
  });
});

describe('notesProblems(value, targets, file)', () => {
  it('reports each bad note at its path in the file, in English and as a message key', () => {
    const problems = notesProblems({ title: 'ok', ghost: 'x', end: 3 }, targets, 'c.json');
    expect(problems.map((p) => [p.path, p.text?.key])).toEqual([
      ['$.notes["ghost"]', 'noteKeyUnknown'],
      ['$.notes["end"]', 'noteNotText'],
    ]);
    expect(problems[0]!.message).toContain('“ghost” belongs to no step or slide');
  });
  it('refuses notes that are not an object', () => {
    expect(notesProblems(['x'], targets, 'c.json').map((p) => p.path)).toEqual(['$.notes']);
    expect(notesProblems(undefined, targets, 'c.json')).toEqual([]);
  });
});

describe('withNote(notes, key, value) and keptNotes(notes, targets)', () => {
  it('sets a note and removes it when blank', () => {
    const set = withNote({}, 'title', 'Ask who holds the gate.');
    expect(set).toEqual({ title: 'Ask who holds the gate.' });
    expect(withNote(set, 'title', '  \n')).toEqual({});
  });
  it('drops notes whose event is gone', () => {
    const fewer = noteTargets({ events: [{ id: 'song-rout' }], meta: chapter.meta });
    expect(keptNotes({ 'song-rout': 'a', 'liao-assault': 'b', end: 'c' }, fewer)).toEqual({
      'song-rout': 'a',
      end: 'c',
    });
  });
});

describe('a chapter file with notes', () => {
  const notes = { 'liao-assault': tricky, title: 'Start with the map.', 'phase-breach': '破城' };

  it('bundleJson → readBundle → bundleJson keeps the notes and the bytes', () => {
    const json = bundleJson(bundleOf(chapter, { notes }));
    const read = readBundle(json, 'mini.chapter.json');
    expect(read.problems).toEqual([]);
    expect(read.bundle!.notes).toEqual(notes);
    expect(bundleJson(read.bundle!)).toBe(json);
  });

  it('is written without a notes key when there are none, as before notes existed', () => {
    expect(bundleJson(bundleOf(chapter, { notes: {} }))).not.toContain('"notes"');
    expect(readBundle(bundleJson(bundleOf(chapter)), 'f').bundle).not.toHaveProperty('notes');
  });

  it('is refused when a note names no step, with the note’s path', () => {
    const json = bundleJson(bundleOf(chapter, { notes: { ghost: 'x' } }));
    const read = readBundle(json, 'mini.chapter.json');
    expect(read.bundle).toBeNull();
    expect(read.problems.map((p) => [p.file, p.path])).toEqual([['mini.chapter.json', '$.notes["ghost"]']]);
  });
});

describe('eventsToCsv(events, notes) → csvToEvents', () => {
  const records = chapter.events.map(eventRecord);

  it('carries each step’s note in a formula-escaped teacher_note column and reads it back', () => {
    const csv = eventsToCsv(records, { 'liao-assault': tricky, title: 'not a row' });
    const rows = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    const row = rows.find((r) => r['id'] === 'liao-assault')!;
    expect(row['teacher_note']).toBe(`'${tricky}`);
    expect(rows.find((r) => r['id'] === 'song-rout')!['teacher_note']).toBe('');
    const read = csvToEvents(csv, 'e.csv');
    expect(read.problems).toEqual([]);
    expect(read.events).toEqual(records);
    expect(read.notes).toEqual({ 'liao-assault': tricky });
  });

  it('reads a CSV written before the column existed, with no notes', () => {
    const csv = eventsToCsv(records);
    const old = Papa.unparse(
      Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data.map(
        ({ teacher_note: _n, ...rest }) => rest,
      ),
    );
    const read = csvToEvents(old, 'old.csv');
    expect(read.problems).toEqual([]);
    expect(read.notes).toEqual({});
  });
});

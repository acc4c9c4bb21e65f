/**
 * The bad-input corpus, issue 26 items 3, 5 and 8, as the red team reported them: a valid chapter whose ring box
 * is huge froze or crashed the tab; a cause or actor named twice passed validation and broke the detail panel; an
 * event or note keyed `constructor` showed Object's function in the notes, the handout and the CSV. One case per
 * finding; each failed before its fix.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventSchema } from '../../src/lib/model/eventSchema';
import { cityMapSchema } from '../../src/lib/model/schema';
import { eventsToCsv } from '../../src/lib/formats/eventsCsv';
import { noteOf, withNote } from '../../src/lib/model/notes';
import { rebased } from '../../src/lib/authoring/rebase';
import { ChapterModel } from '../../src/lib/state/chapterModel.svelte';
import { Selection } from '../../src/lib/state/selection.svelte';
import { miniChapter } from '../../src/lib/testing/miniChapter';

const city = JSON.parse(readFileSync('tests/fixtures/valid/mini/city.json', 'utf8'));
const events = JSON.parse(readFileSync('tests/fixtures/valid/mini/events.json', 'utf8')).events;
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('item 3: a ring box off the map', () => {
  const withBox = (box: number[]) => ({ ...city, rings: [{ ...city.rings[0], box }] });
  it.each([
    [
      [-1e15, -1e15, 1e15, 1e15],
      ['rings.0.box.0: -1000000000000000', 'rings.0.box.1', 'rings.0.box.2', 'rings.0.box.3'],
    ],
    [
      [0, 0, 1e6, 1e6],
      ['rings.0.box.2: 1000000', 'rings.0.box.3'],
    ],
    [[0, 0, 1e308, 50], ['rings.0.box.2: 1e+308']],
  ])('refuses %j, naming each coordinate and the map’s bounds', (box, starts) => {
    const found = issues(cityMapSchema.safeParse(withBox(box)));
    expect(found).toHaveLength(starts.length);
    starts.forEach((start, i) => expect(found[i]!.startsWith(start)).toBe(true));
    for (const message of found)
      expect(message).toMatch(
        /is off the map: a map coordinate runs from -40 to 140 \(0–100 is the walled city\)$/,
      );
  });

  it('takes a box within the map, as every shipped chapter has', () => {
    expect(cityMapSchema.safeParse(withBox([-40, -40, 140, 140])).success).toBe(true);
  });
});

describe('item 5: an id named twice in an event’s list', () => {
  const event = events[0];
  it.each(['actors', 'factions', 'places', 'causes'])(
    'refuses a repeat in %s, naming the event, list and id',
    (list) => {
      const found = issues(eventSchema.safeParse({ ...event, [list]: ['a', 'b', 'a'] }));
      expect(found).toEqual([`${list}.2: the ${list} of event "${event.id}" names "a" twice`]);
    },
  );

  it.each(['who', 'via', 'actors'])('refuses a repeat in a movement’s %s', (list) => {
    const move = { from: 'x', to: 'y', who: ['f'], [list]: ['f', 'f'] };
    const found = issues(eventSchema.safeParse({ ...event, movements: [move] }));
    expect(found).toEqual([
      `movements.0.${list}.1: "${list}" of movement 1 of event "${event.id}" names "f" twice`,
    ]);
  });

  it('takes the fixture’s events, whose lists name each id once', () => {
    for (const e of events) expect(eventSchema.safeParse(e).success).toBe(true);
  });
});

describe('item 8: ids that are names on Object.prototype', () => {
  const keys = ['constructor', '__proto__', 'toString'];

  it.each(keys)('noteOf finds no note under %s where there is none, and the note where there is', (key) => {
    expect(noteOf({ title: 'x' }, key)).toBeUndefined();
    const notes = withNote({ title: 'x' }, key, 'Ask why.');
    expect(Object.keys(notes)).toEqual(['title', key]);
    expect(noteOf(notes, key)).toBe('Ask why.');
    expect(Object.getPrototypeOf(notes)).toBe(Object.prototype);
    expect(noteOf(withNote(notes, key, ' '), key)).toBeUndefined();
  });

  it.each(keys)('the presenter notes and the handout (noteFor) say nothing for %s without a note', (key) => {
    const model = new ChapterModel({
      chapter: () => miniChapter(),
      selection: new Selection(null),
      locale: () => 'en',
      zh: () => (t) => t,
      notes: () => ({ title: 'Ask who held the wall.' }),
    });
    expect(model.noteFor(key)).toBe('');
  });

  it('the CSV of an event named constructor has an empty note, not Object’s function', () => {
    const csv = eventsToCsv([{ ...events[0], id: 'constructor' }], { title: 'x' });
    expect(csv).not.toMatch(/native code|function/);
    expect(eventsToCsv([{ ...events[0], id: 'constructor' }], { constructor: 'Ask.' })).toMatch(
      /,"Ask\."\r?\n?$/,
    );
  });

  it.each(keys)('a merge of notes keeps %s as a note of its own', (key) => {
    const base = { title: 'a' };
    const mine = { title: 'a', [key]: 'mine' };
    const merged = rebased(base, JSON.parse(JSON.stringify(mine)), { title: 'b' }) as Record<string, string>;
    expect(Object.hasOwn(merged, key) && merged[key]).toBe('mine');
    expect(merged['title']).toBe('b');
  });
});

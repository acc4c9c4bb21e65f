import { describe, expect, it } from 'vitest';
import type { StoredChapter } from '../authoring/storage';
import { bundleOf } from '../model/bundle';
import type { CityMap } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { pursuit } from '../testing/storageFaults';
import {
  addedContent,
  causeProblem,
  contentOf,
  contentWith,
  edited,
  eventsWith,
  eventsWithout,
  recordOf,
  shippedBundle,
  withChapterNote,
  withNotes,
} from './libraryContent';

const shipped = miniChapter();
const shippedIds = shipped.events.map((e) => e.id);
const x = pursuit('liao-pursue');
const y = pursuit('song-flee', '宋兵溃逃');
const renamed: CityMap = { ...shipped.city, places: shipped.city.places.slice(1) };
const stored = (content: Omit<StoredChapter, 'id' | 'revision' | 'updatedAt'>): StoredChapter => ({
  id: 'mini',
  revision: 1,
  updatedAt: '',
  ...content,
});
/** A user chapter: the mini chapter as a whole file, under another id. */
const own = stored({ bundle: { ...bundleOf(shipped), chapter: { ...shipped.meta, id: 'own' } } });

describe('withNotes(content, notes)', () => {
  it('keeps notes beside the content, and no key at all for none', () => {
    expect(withNotes({ events: [] }, { end: 'x' })).toEqual({ events: [], notes: { end: 'x' } });
    expect(withNotes({ events: [], notes: { end: 'x' } }, {})).toEqual({ events: [] });
  });
});

describe('contentOf(record)', () => {
  it('is the record without its id, revision, versions and date', () => {
    const record = { ...stored({ events: [x], notes: { end: 'n' } }), versions: { 'event:x': 1 } };
    expect(contentOf(record)).toEqual({ events: [x], notes: { end: 'n' } });
  });
});

describe('contentWith(record, shipped, change)', () => {
  it('keeps of a shipped chapter only the events the user added', () => {
    const events = [...recordOf(shipped), x];
    expect(contentWith(undefined, shipped, { events })).toEqual({ events: [x] });
  });

  it('keeps the additions and notes a change of the map leaves alone', () => {
    const record = stored({ events: [x], notes: { end: 'n' } });
    expect(contentWith(record, shipped, { city: renamed })).toEqual({
      events: [x],
      city: renamed,
      notes: { end: 'n' },
    });
  });

  it('keeps a user chapter whole, with the change in its file', () => {
    const changed = contentWith(own, null, { events: [x] });
    expect(changed.bundle?.events).toEqual([x]);
    expect(changed.bundle?.text).toBe(shipped.text);
    expect(changed.events).toBeUndefined();
  });
});

describe('edited(record, shipped, meta, edit)', () => {
  it('drops the note of an event the edit deletes, and keeps the slides’ notes', () => {
    const record = stored({ events: [x], notes: { 'liao-pursue': 'a', end: 'b' } });
    const changed = edited(record, shipped, shipped.meta, { events: recordOf(shipped) });
    expect(changed).toEqual({ events: [], notes: { end: 'b' } });
  });

  it('takes a CSV’s notes in place of every event’s note, never a slide’s', () => {
    const record = stored({ events: [x], notes: { 'song-rout': 'old', end: 'b' } });
    const events = [...recordOf(shipped), x];
    const changed = edited(record, shipped, shipped.meta, { events, eventNotes: { 'liao-pursue': 'new' } });
    expect(changed.notes).toEqual({ 'liao-pursue': 'new', end: 'b' });
  });

  it('renames a user chapter with its map, but never a shipped one', () => {
    const details = { title: { zh: '新', en: 'New' }, city: { name: '新城', en: 'New town' } };
    expect(edited(own, null, own.bundle!.chapter, { city: renamed, details }).bundle?.chapter.title.en).toBe(
      'New',
    );
    expect(edited(undefined, shipped, shipped.meta, { city: renamed, details })).toEqual({
      events: [],
      city: renamed,
    });
  });

  it('sets a user chapter’s forces and phases; a deleted phase’s slide note goes with it', () => {
    const record = { ...own, notes: { 'phase-breach': 'a', end: 'b' } };
    const events = recordOf(shipped).map(({ phase: _phase, ...e }) => e);
    const changed = edited(record, null, own.bundle!.chapter, {
      events,
      details: { phases: [], forces: [] },
    });
    expect(changed.bundle?.chapter.phases).toEqual([]);
    expect(changed.bundle?.chapter.forces).toEqual([]);
    expect(changed.bundle?.events.some((e) => e.phase)).toBe(false);
    expect(changed.notes).toEqual({ end: 'b' });
  });
});

describe('shippedBundle(shipped, content)', () => {
  it('is the shipped chapter file with the additions after its own events', () => {
    const bundle = shippedBundle(shipped, { events: [x], city: renamed });
    expect(bundle.events.map((e) => e.id)).toEqual([...shippedIds, x.id]);
    expect(bundle.city).toBe(renamed);
  });
});

describe('addedContent(bundle)', () => {
  it('keeps a file’s notes beside its chapter, not in it', () => {
    const content = addedContent({ ...bundleOf(shipped), notes: { end: 'n' } });
    expect(content.notes).toEqual({ end: 'n' });
    expect(content.bundle && 'notes' in content.bundle).toBe(false);
  });
});

describe('eventsWith(chapter, event, replacing?)', () => {
  it('adds an event at the end, or puts it in place of the one it replaces', () => {
    expect(eventsWith(shipped, x).map((e) => e.id)).toEqual([...shippedIds, x.id]);
    const replaced = eventsWith(shipped, { ...y, id: 'song-rout' }, 'song-rout');
    expect(replaced.map((e) => e.id)).toEqual(shippedIds);
    expect(replaced.at(-1)?.title.en).toBe('Pursuit');
  });

  it('placed as a new step, moves the later steps on; placed at once, or unplaced, moves none', () => {
    const steps = (events: { id: string; storyOrder: number }[]) =>
      events.map((e) => `${e.id}@${e.storyOrder}`);
    const early = pursuit('liao-pursue', '辽兵追杀', 2);
    expect(steps(eventsWith(shipped, early, undefined, 'new-step'))).toEqual([
      'liao-assault@1',
      'liao-take-wall@3',
      'song-rout@4',
      'liao-pursue@2',
    ]);
    const unmoved = ['liao-assault@1', 'liao-take-wall@2', 'song-rout@3', 'liao-pursue@2'];
    expect(steps(eventsWith(shipped, early, undefined, 'same-step'))).toEqual(unmoved);
    expect(steps(eventsWith(shipped, early))).toEqual(unmoved);
  });
});

describe('eventsWithout(chapter, id, closeGaps)', () => {
  it('closes the step the deleted event leaves empty, or only removes it', () => {
    const steps = (events: { id: string; storyOrder: number }[]) =>
      events.map((e) => `${e.id}@${e.storyOrder}`);
    expect(steps(eventsWithout(shipped, 'song-rout', true))).toEqual(['liao-assault@1', 'liao-take-wall@2']);
    const withPursuit = {
      ...shipped,
      events: [...shipped.events, { ...shipped.events[2]!, ...pursuit('p', '辽兵追杀', 4) }],
    };
    expect(steps(eventsWithout(withPursuit, 'song-rout', true))).toEqual([
      'liao-assault@1',
      'liao-take-wall@2',
      'p@3',
    ]);
    expect(steps(eventsWithout(withPursuit, 'song-rout', false))).toEqual([
      'liao-assault@1',
      'liao-take-wall@2',
      'p@4',
    ]);
  });
});

describe('causeProblem(chapter, id)', () => {
  it('names the events an event is a cause of, and is null for one that is no cause', () => {
    expect(causeProblem(shipped, 'liao-assault')).toMatchObject({
      path: 'liao-assault',
      text: { key: 'causeOfOthers', params: { ids: 'liao-take-wall' } },
    });
    expect(causeProblem(shipped, 'song-rout')).toBeNull();
  });
});

describe('withChapterNote(record, key, value)', () => {
  it('sets a note, removes a blank one, and is null when nothing changes', () => {
    const record = stored({ events: [x], notes: { end: 'n' } });
    expect(withChapterNote(record, 'title', 't')).toEqual({ events: [x], notes: { end: 'n', title: 't' } });
    expect(withChapterNote(record, 'end', '  ')).toEqual({ events: [x] });
    expect(withChapterNote(record, 'end', 'n')).toBeNull();
    expect(withChapterNote(undefined, 'end', '')).toBeNull();
  });
});

// @vitest-environment jsdom
// (jsdom: so Svelte compiles the Library for the client, where $derived follows its records.)
/**
 * Two tabs on one chapter, on one fake IndexedDB (issue 14 item 3): saves, undos and redos merge event by event;
 * a change to an event, note or map another tab changed since is refused for that one alone, both versions kept.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { bundleOf } from '../model/bundle';
import { say } from '../i18n/messages';
import { loadStored, saveStored, type StoredChapter } from '../authoring/storage';
import { eventRecord, type Chapter, type CityMap, type EventRecord } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { libraryTabs } from '../testing/libraryTabs';
import { pursuit } from '../testing/storageFaults';
import { Library } from './library.svelte';

const shipped = miniChapter();
const original = shipped.events.map((e) => e.id);

const tab = libraryTabs(shipped);
const mini = (library: Library): Chapter => library.extend(shipped).chapter;
const ids = (library: Library) => mini(library).events.map((e) => e.id);
const titleIn = (library: Library, id: string) => mini(library).events.find((e) => e.id === id)?.title.en;
const stored = async (): Promise<StoredChapter> => (await loadStored())[0]!;
const storedTitle = async (id: string) => (await stored()).events?.find((e) => e.id === id)?.title.en;
const titled = (event: EventRecord, en: string): EventRecord => ({ ...event, title: { ...event.title, en } });

const x = pursuit('liao-pursue', '辽兵追杀');
const y = pursuit('song-flee', '宋兵溃逃');

describe('Library.undo(id) / redo(id) across tabs', () => {
  it('B adds X, A adds Y, B undoes: X alone goes, Y stays; B’s redo brings X back beside Y', async () => {
    const channel = `merge-${Math.random()}`;
    const a = await tab(channel);
    const b = await tab(channel);
    expect(await b.saveEvent(mini(b), x)).toEqual([]);
    await vi.waitFor(() => expect(ids(a)).toContain(x.id));
    expect(await a.saveEvent(mini(a), y)).toEqual([]);
    await vi.waitFor(() => expect(ids(b)).toContain(y.id));

    await b.undo('mini');
    expect((await stored()).events!.map((e) => e.id)).toEqual([y.id]);
    expect(ids(b)).toEqual([...original, y.id]);
    await vi.waitFor(() => expect(ids(a)).toEqual([...original, y.id]));
    // A's own undo still takes back A's change, and only it.
    expect(a.canUndo('mini')).toBe(true);

    await b.redo('mini');
    // X returns where it was, before Y.
    expect((await stored()).events!.map((e) => e.id)).toEqual([x.id, y.id]);
    await vi.waitFor(() => expect(ids(a)).toEqual(expect.arrayContaining([x.id, y.id])));
    expect(b.conflicts).toEqual([]);
  });

  it('an undo of an event another tab changed since is refused for that event: theirs stays, mine is offered', async () => {
    const channel = `merge-${Math.random()}`;
    const a = await tab(channel);
    const b = await tab(channel);
    await b.saveEvent(mini(b), x);
    await vi.waitFor(() => expect(ids(a)).toContain(x.id));
    expect(await a.saveEvent(mini(a), titled(x, 'Edited in A'), x.id)).toEqual([]);
    await vi.waitFor(() => expect(titleIn(b, x.id)).toBe('Edited in A'));

    await b.undo('mini');
    expect(await storedTitle(x.id)).toBe('Edited in A');
    expect(b.conflicts).toEqual([
      expect.objectContaining({ chapter: 'mini', unit: `event:${x.id}`, mine: undefined }),
    ]);
    expect(b.conflicts[0]!.theirs).toMatchObject({ title: { en: 'Edited in A' } });
    // Until B chooses, it shows its own version: X undone.
    expect(ids(b)).not.toContain(x.id);
    await b.resolve(b.conflicts[0]!, 'theirs');
    expect(titleIn(b, x.id)).toBe('Edited in A');
    expect(b.conflicts).toEqual([]);
  });
});

describe('Library: two tabs change the same event', () => {
  /** A and a stale B both have X and Y; A retitles X; B then retitles X and Y in one save (a CSV). */
  async function sameEvent() {
    const a = await tab();
    await a.saveEvent(mini(a), x);
    await a.saveEvent(mini(a), y);
    const b = await tab();
    expect(await a.saveEvent(mini(a), titled(x, 'From A'), x.id)).toEqual([]);
    const events = mini(b)
      .events.map(eventRecord)
      .map((e) => {
        if (e.id === x.id) return titled(e, 'From B');
        return e.id === y.id ? titled(e, 'Y from B') : e;
      });
    const problems = await b.replaceEvents(mini(b), events);
    return { a, b, problems };
  }

  it('refuses the second save for that event only, lets its other event through, and offers both versions', async () => {
    const { b, problems } = await sameEvent();
    expect(problems).toEqual([expect.objectContaining({ path: x.id, text: expect.anything() })]);
    expect(problems[0]!.message).toBe(
      'The event “From B” (追杀, id liao-pursue) in “mini” was changed in another tab or window since this tab saw it, so your change to it was not saved over theirs; your other changes were. Both versions are kept: choose one.',
    );
    expect(await storedTitle(x.id)).toBe('From A');
    expect(await storedTitle(y.id)).toBe('Y from B');
    expect(b.conflicts).toHaveLength(1);
    expect(b.conflicts[0]).toMatchObject({
      unit: `event:${x.id}`,
      mine: { title: { en: 'From B' } },
      theirs: { title: { en: 'From A' } },
    });
    // Nothing is lost meanwhile: this tab shows and exports its own version.
    expect(titleIn(b, x.id)).toBe('From B');
    expect(bundleOf(mini(b)).events.find((e) => e.id === x.id)?.title.en).toBe('From B');
  });

  it('keep mine saves this tab’s version over theirs, as a change undo takes back', async () => {
    const { b } = await sameEvent();
    await b.resolve(b.conflicts[0]!, 'mine');
    expect(b.conflicts).toEqual([]);
    expect(await storedTitle(x.id)).toBe('From B');
    expect(titleIn(await tab(), x.id)).toBe('From B');
    await b.undo('mini');
    expect(await storedTitle(x.id)).toBe('From A');
    expect(await storedTitle(y.id)).toBe('Y from B');
  });

  it('keep theirs drops this tab’s version and shows theirs, storing nothing', async () => {
    const { b } = await sameEvent();
    const revision = (await stored()).revision;
    await b.resolve(b.conflicts[0]!, 'theirs');
    expect(b.conflicts).toEqual([]);
    expect(titleIn(b, x.id)).toBe('From A');
    expect((await stored()).revision).toBe(revision);
  });

  it('refuses a new event whose id another tab took meanwhile, rather than replacing theirs', async () => {
    const a = await tab();
    const b = await tab();
    await a.saveEvent(mini(a), titled(x, 'From A'));
    const problems = await b.saveEvent(mini(b), titled(x, 'From B'));
    expect(problems.map((p) => p.text?.key)).toEqual(['conflictEvent']);
    expect(await storedTitle(x.id)).toBe('From A');
  });
});

describe('Library: two tabs’ notes and maps', () => {
  it('merges notes on different steps, and refuses the same note for that note alone', async () => {
    const a = await tab();
    const b = await tab();
    expect(await a.setNote(mini(a), 'end', 'A’s closing')).toBeNull();
    const refused = await b.setNote(mini(b), 'end', 'B’s closing');
    expect(refused?.key).toBe('conflictNote');
    expect(say(refused!, 'zh-Hant')).toContain('「end」的教師備註');
    expect(await b.setNote(mini(b), 'title', 'B’s opening')).toBeNull();
    expect((await stored()).notes).toEqual({ end: 'A’s closing', title: 'B’s opening' });
    expect(b.notesFor('mini')).toEqual({ end: 'B’s closing', title: 'B’s opening' });
    await b.resolve(b.conflicts[0]!, 'mine');
    expect((await stored()).notes).toEqual({ end: 'B’s closing', title: 'B’s opening' });
  });

  it('refuses a map another tab changed since, while the same tab’s new event goes through', async () => {
    const a = await tab();
    const b = await tab();
    const renamed = (en: string): CityMap => ({
      ...shipped.city,
      places: shipped.city.places.map((p) => (p.id === 'gate-south' ? { ...p, en } : p)),
    });
    expect(await a.setCity(mini(a), renamed('A’s gate'))).toEqual([]);
    const problems = await b.setCity(mini(b), renamed('B’s gate'));
    expect(problems.map((p) => [p.path, p.text?.key])).toEqual([['city', 'conflictCity']]);
    expect(await b.saveEvent(mini(b), x)).toEqual([]);
    const record = await stored();
    expect(record.city?.places.find((p) => p.id === 'gate-south')?.en).toBe('A’s gate');
    expect(record.events?.map((e) => e.id)).toEqual([x.id]);
    expect(mini(b).city.places.find((p) => p.id === 'gate-south')?.en).toBe('B’s gate');
  });
});

describe('Library with records saved before per-event versions', () => {
  it('loads a whole record as today’s code saved it, and merges changes into it', async () => {
    await saveStored({ id: 'mini', events: [x], notes: { end: 'old' } }, 0);
    const a = await tab();
    const b = await tab();
    expect(ids(a)).toEqual([...original, x.id]);
    expect(await a.saveEvent(mini(a), y)).toEqual([]);
    expect(await b.saveEvent(mini(b), titled(x, 'Edited'), x.id)).toEqual([]);
    const record = await stored();
    expect(record.events?.map((e) => [e.id, e.title.en])).toEqual([
      [x.id, 'Edited'],
      [y.id, 'Pursuit'],
    ]);
    expect(record.notes).toEqual({ end: 'old' });
    expect(record.versions).toEqual({ [`event:${y.id}`]: 2, [`event:${x.id}`]: 3 });
  });
});

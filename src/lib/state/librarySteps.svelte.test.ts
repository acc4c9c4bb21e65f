// @vitest-environment jsdom
// (jsdom: so Svelte compiles the Library for the client, where $derived follows its records.)
/** Steps renumber as the user's own chapter gains and loses events; a shipped chapter's steps never move. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Chapter, EventRecord } from '../model/types';
import { libraryTabs } from '../testing/libraryTabs';
import { miniChapter } from '../testing/miniChapter';
import { pursuit } from '../testing/storageFaults';
import type { Library } from './library.svelte';

const shipped = miniChapter();
const tab = libraryTabs(shipped);
const text = '辽兵攻城。辽兵追杀宋兵。宋兵溃逃。';

/** Each event as id@step, in story order (at one step, in the order of the text). */
const steps = (chapter: Chapter) =>
  [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder).map((e) => `${e.id}@${e.storyOrder}`);

async function ownChapter(library: Library) {
  const added = (await library.addText(text, { zh: '小战', en: 'Small' }, 'x.txt')) as { id: string };
  const chapter = () => library.own.chapters.find((c) => c.meta.id === added.id)!;
  const event = (id: string, exact: string, step: number): EventRecord => ({
    ...pursuit(id, exact, step),
    factions: [chapter().meta.factions[0]!.id],
  });
  return { id: added.id, chapter, event };
}

describe('Library.saveEvent / deleteEvent on the user’s own chapter', () => {
  it('a new event at step k moves the later steps on; deleting it closes the gap; undo brings both back', async () => {
    const a = await tab();
    const own = await ownChapter(a);
    expect(await a.saveEvent(own.chapter(), own.event('siege', '辽兵攻城', 1))).toEqual([]);
    expect(await a.saveEvent(own.chapter(), own.event('rout', '宋兵溃逃', 2))).toEqual([]);
    expect(
      await a.saveEvent(own.chapter(), own.event('chase', '辽兵追杀', 2), undefined, 'new-step'),
    ).toEqual([]);
    expect(steps(own.chapter())).toEqual(['siege@1', 'chase@2', 'rout@3']);

    expect(await a.deleteEvent(own.chapter(), 'chase')).toEqual([]);
    expect(steps(own.chapter())).toEqual(['siege@1', 'rout@2']);
    await a.undo(own.id);
    expect(steps(own.chapter())).toEqual(['siege@1', 'chase@2', 'rout@3']);
  });

  it('a new event placed at once with step k, or not placed, moves nothing', async () => {
    const a = await tab();
    const own = await ownChapter(a);
    await a.saveEvent(own.chapter(), own.event('siege', '辽兵攻城', 1));
    await a.saveEvent(own.chapter(), own.event('rout', '宋兵溃逃', 2));
    expect(
      await a.saveEvent(own.chapter(), own.event('chase', '辽兵追杀', 2), undefined, 'same-step'),
    ).toEqual([]);
    expect(steps(own.chapter())).toEqual(['siege@1', 'chase@2', 'rout@2']);
    expect(await a.saveEvent(own.chapter(), own.event('flee', '宋兵溃逃', 2))).toEqual([]);
    expect(steps(own.chapter())).toEqual(['siege@1', 'chase@2', 'rout@2', 'flee@2']);
  });
});

describe('Library.saveEvent on a shipped chapter', () => {
  it('adds the event at its step and moves none of the shipped events', async () => {
    const a = await tab();
    const mini = () => a.extend(shipped).chapter;
    expect(await a.saveEvent(mini(), pursuit('liao-pursue', '辽兵追杀', 2))).toEqual([]);
    expect(steps(mini())).toEqual(['liao-assault@1', 'liao-take-wall@2', 'liao-pursue@2', 'song-rout@3']);
  });
});

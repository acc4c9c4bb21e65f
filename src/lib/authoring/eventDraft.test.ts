import { describe, expect, it } from 'vitest';
import type { Chapter, Force } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { draftEvent, draftFromPassage, passageSuggestions } from './eventDraft';

const mini = miniChapter();
const songArmy: Force = {
  id: 'song-army',
  name: '宋军',
  en: 'Song army',
  faction: 'song',
  start: 'camp-outside',
  evidence: { basis: 'schematic', note: 'A test force.' },
};
/** The mini chapter with a force, and a text that names its person and its force. */
const chapter: Chapter = {
  ...mini,
  meta: { ...mini.meta, forces: [songArmy] },
  text: '城外辽兵攻城。高六率骑军杀入南门。宋军从城外退走。城中一片寂静。',
};
const at = (passage: string) => {
  const start = chapter.text.indexOf(passage);
  return [start, start + passage.length] as const;
};

describe('passageSuggestions(chapter, passage)', () => {
  it('suggests the sides a passage names, the places it names in order, and a type from its verbs', () => {
    expect(passageSuggestions(mini, '辽兵攻上南城墙，打开南门')).toEqual({
      type: { type: 'gate-opened', cue: '打开', from: 'passage' },
      actors: [],
      places: [
        { id: 'wall-south', from: 'passage' },
        { id: 'gate-south', from: 'passage' },
      ],
      forces: [],
      factions: [{ id: 'liao', from: 'passage', via: ['liao'] }],
    });
  });

  it('suggests the side of a person and of a force the passage names, saying through whom', () => {
    const person = passageSuggestions(chapter, '高六率骑军杀入南门');
    expect(person.actors).toEqual([{ id: 'gao-liu', from: 'passage' }]);
    expect(person.factions).toEqual([{ id: 'liao', from: 'passage', via: ['gao-liu'] }]);
    expect(person.type).toEqual({ type: 'assault', cue: '杀入', from: 'passage' });
    const force = passageSuggestions(chapter, '宋军从城外退走');
    expect(force.forces).toEqual([{ id: 'song-army', from: 'passage' }]);
    expect(force.factions).toEqual([{ id: 'song', from: 'passage', via: ['song-army'] }]);
    expect(force.places).toEqual([{ id: 'camp-outside', from: 'passage' }]);
  });

  it('lists the sides in the chapter’s order, each once', () => {
    const both = passageSuggestions(mini, '宋兵溃逃，辽兵追杀');
    expect(both.factions.map((f) => [f.id, f.via])).toEqual([
      ['liao', ['liao']],
      ['song', ['song']],
    ]);
  });

  it('suggests nothing for a passage that names nothing and has no cue', () => {
    expect(passageSuggestions(chapter, '城中一片寂静')).toEqual({
      type: null,
      actors: [],
      places: [],
      forces: [],
      factions: [],
    });
  });
});

describe('draftFromPassage(chapter, start, end)', () => {
  it('ticks what the passage suggests, and nothing else', () => {
    const { record, suggested } = draftFromPassage(chapter, ...at('高六率骑军杀入南门'));
    expect(record).toMatchObject({
      type: 'assault',
      actors: ['gao-liu'],
      factions: ['liao'],
      places: ['gate-south'],
      anchor: { exact: '高六率骑军杀入南门' },
    });
    expect(suggested.actors).toEqual([{ id: 'gao-liu', from: 'passage' }]);
  });

  it('ticks no side where the passage supports none, not the chapter’s first', () => {
    const { record } = draftFromPassage(chapter, ...at('城中一片寂静'));
    expect(record.factions).toEqual([]);
    expect(record.actors).toEqual([]);
    expect(record.places).toEqual([]);
  });

  it('makes the id by a counter, never one taken, and takes the step after the last', () => {
    const first = draftEvent({ ...chapter, events: [] }, ...at('城中一片寂静'));
    expect(first.id).toBe('event-1');
    expect(first.storyOrder).toBe(1);
    const taken = mini.events.map((e, i) => ({ ...e, id: `event-${i + 1}` }));
    const next = draftEvent({ ...chapter, events: taken }, ...at('城中一片寂静'));
    expect(next.id).toBe(`event-${taken.length + 1}`);
    expect(next.storyOrder).toBe(Math.max(...taken.map((e) => e.storyEnd ?? e.storyOrder)) + 1);
  });
});

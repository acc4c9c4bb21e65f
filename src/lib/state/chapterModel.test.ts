import { describe, expect, it } from 'vitest';
import { emptyFilters, type Filters } from '../model/filters';
import { UNKNOWN_FACTION_COLOR } from '../model/palette';
import { FACTION_COLOURS } from '../model/factionColours';
import { miniChapter } from '../testing/miniChapter';
import { ChapterModel, type SelectionView } from './chapterModel.svelte';
import { Selection } from './selection.svelte';

const chapter = miniChapter();

/** A model on a real Selection with no URL, set as given. */
function modelWith(
  given: Partial<Omit<SelectionView, 'select' | 'step'>>,
  notes?: () => Record<string, string>,
) {
  const selection = Object.assign(new Selection(null), given);
  const model = new ChapterModel({
    chapter: () => chapter,
    selection,
    locale: () => 'en',
    zh: () => (t) => t,
    notes,
  });
  return Object.assign(model, { selection });
}

const onlyType = (type: string): Filters => ({ ...emptyFilters(), types: [type] });

describe('ChapterModel', () => {
  it('shown and steps hold the events that pass the filters; the count is after filtering', () => {
    const model = modelWith({ filters: onlyType('rout') });
    expect(model.shown.map((e) => e.id)).toEqual(['song-rout']);
    expect(model.steps.map((e) => e.id)).toEqual(['song-rout']);
    expect(model.shown.length).toBeLessThan(chapter.events.length);
  });

  it('placeStates fold over all events: a filter that hides the event that took the wall leaves it taken', () => {
    const model = modelWith({ eventId: 'song-rout', filters: onlyType('rout') });
    expect(model.shown.map((e) => e.id)).not.toContain('liao-take-wall');
    expect(model.placeStates.get('wall-south')).toMatchObject({ state: 'taken', by: 'liao' });
    expect(model.placeStates.get('gate-south')).toMatchObject({ state: 'open', eventId: 'liao-take-wall' });
  });

  it('placeStates before any selection are the opening states', () => {
    const model = modelWith({});
    expect(model.selected).toBeNull();
    expect(model.placeStates.get('wall-south')?.state).not.toBe('taken');
  });

  it('selected, position and involved follow the selection', () => {
    const model = modelWith({ eventId: 'liao-take-wall' });
    expect(model.selected?.id).toBe('liao-take-wall');
    expect(model.position).toEqual({ index: 2, count: chapter.events.length });
    expect([...model.involved]).toEqual(expect.arrayContaining(['wall-south', 'gate-south']));
    expect(modelWith({ eventId: 'no-such-event' }).selected).toBeNull();
  });

  it('a hidden selected event has position 0 among the steps', () => {
    const model = modelWith({ eventId: 'liao-take-wall', filters: onlyType('rout') });
    expect(model.position).toEqual({ index: 0, count: 1 });
  });

  it('color gives each listed faction its own colour (the palette in order, as the fixture names none) and grey to anything else', () => {
    const model = modelWith({});
    expect(model.color('liao')).toBe(FACTION_COLOURS.blue.hex);
    expect(model.color('song')).toBe(FACTION_COLOURS.vermillion.hex);
    expect(model.color('nobody')).toBe(UNKNOWN_FACTION_COLOR);
    expect(model.color(undefined)).toBe(UNKNOWN_FACTION_COLOR);
  });

  it('consequencesOf reads the causes backwards', () => {
    const model = modelWith({});
    for (const event of chapter.events)
      for (const cause of event.causes) expect(model.consequencesOf(cause)).toContain(event.id);
  });

  it('deck and slide follow the selection: the title with none, the step of the selected event, a named slide', () => {
    expect(modelWith({}).slide.kind).toBe('title');
    expect(modelWith({ eventId: 'song-rout' }).slide).toMatchObject({ kind: 'step', key: 'song-rout' });
    expect(modelWith({ slide: 'end' }).slide.kind).toBe('end');
    const model = modelWith({ filters: onlyType('rout') });
    expect(model.deck.filter((s) => s.kind === 'step').map((s) => s.key)).toEqual(['song-rout']);
  });

  it('revealed hides the later steps only when reveal is on', () => {
    const first = chapter.events[0]!.id;
    expect(modelWith({ eventId: first }).revealed.strip).toHaveLength(chapter.events.length);
    expect(modelWith({ eventId: first, reveal: true }).revealed.strip.map((e) => e.id)).toEqual([first]);
  });

  it('noteFor(key) gives the note for a slide, and an empty string where there is none', () => {
    const notes = { title: 'Ask who held the wall.', 'song-rout': 'Point at the gate.' };
    const model = modelWith({}, () => notes);
    expect(model.noteFor('title')).toBe('Ask who held the wall.');
    expect(model.noteFor('song-rout')).toBe('Point at the gate.');
    expect(model.noteFor('end')).toBe('');
    expect(modelWith({}).noteFor('title')).toBe('');
  });
});

describe('ChapterModel.noteFor(key)', () => {
  it('reads the teacher’s note on a step or slide from the notes option, and is empty without one', () => {
    let notes: Record<string, string> = { 'liao-assault': 'Point at the west wall.' };
    const model = modelWith({}, () => notes);
    expect(model.noteFor('liao-assault')).toBe('Point at the west wall.');
    expect(model.noteFor('title')).toBe('');
    notes = { title: 'Open with the map.' };
    expect(model.noteFor('title')).toBe('Open with the map.');
    expect(modelWith({}).noteFor('liao-assault')).toBe('');
  });
});

describe('ChapterModel: the one reader of the selection', () => {
  it('select, step and hover write the selection; selected, momentIndex and hoverId read it back', () => {
    const model = modelWith({});
    model.select('liao-take-wall');
    expect(model.selection.eventId).toBe('liao-take-wall');
    expect(model.selected?.id).toBe('liao-take-wall');
    expect(model.storyIndexOf(model.selected)).toBe(1);
    model.step(1);
    expect(model.selected?.id).toBe('song-rout');
    model.step(-2);
    expect(model.selected?.id).toBe('liao-assault');
    model.hover('song-rout');
    expect(model.selection.hoverEventId).toBe('song-rout');
    expect(model.hoverId).toBe('song-rout');
    model.select(null);
    expect(model.momentIndex).toBe(-1);
  });

  it('step walks the shown steps only: a filter leaves one to step to', () => {
    const model = modelWith({ filters: onlyType('rout') });
    model.step(1);
    expect(model.selected?.id).toBe('song-rout');
    model.step(-1);
    expect(model.selected?.id).toBe('song-rout');
  });

  it('storyIndexOf finds an event by record or id in story order over all events, -1 for none', () => {
    const model = modelWith({ filters: onlyType('rout') });
    chapter.events.forEach((e, i) => {
      expect(model.storyIndexOf(e)).toBe(i);
      expect(model.storyIndexOf(e.id)).toBe(i);
    });
    expect(model.storyIndexOf(null)).toBe(-1);
    expect(model.storyIndexOf('no-such-event')).toBe(-1);
  });

  it('without a component to follow it, the moment is the selection, and the states are those after it', () => {
    const model = modelWith({ eventId: 'liao-take-wall' });
    expect(model.moment?.id).toBe('liao-take-wall');
    expect(model.momentIndex).toBe(1);
    expect(model.placeStates).toEqual(model.statesAt(1));
    expect(model.forceStates).toEqual(model.forcesAt(1));
    expect(model.forcesBefore).toEqual(model.forcesAt(0));
    model.select(null);
    expect(model.moment).toBeNull();
    expect(model.placeStates).toEqual(model.statesAt(-1));
    expect(model.involved.size).toBe(0);
  });

  it("factionOf gives a person's faction as well as a faction's own id", () => {
    const model = modelWith({});
    const person = chapter.meta.people[0]!;
    expect(model.factionOf(person.id)).toBe(person.faction);
    expect(model.factionOf('song')).toBe('song');
  });
});

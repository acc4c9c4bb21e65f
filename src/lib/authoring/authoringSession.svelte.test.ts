// @vitest-environment jsdom
// (jsdom: so Svelte compiles this file and the session for the client, as the explorer runs it.)
import { describe, expect, it } from 'vitest';
import { eventRecord, type Chapter, type CityMap, type EventRecord, type Problem } from '../model/types';
import { memorySession } from '../testing/memorySession';
import { miniChapter } from '../testing/miniChapter';
import { AuthoringSession, type AuthoringLibrary, type MapDetails } from './authoringSession.svelte';
import { keepDraft, readDraft } from './formDrafts';

const chapter = miniChapter();
const [first] = chapter.events;
const SAVED_AT = '2026-12-03T10:00:00.000Z';

function setup({ store = memorySession(), problems = [] as Problem[], current = () => chapter } = {}) {
  const calls: string[] = [];
  const cities: { city: CityMap; details?: MapDetails }[] = [];
  const events: EventRecord[] = [];
  const offers: { unit: string; mine: unknown }[] = [];
  const library: AuthoringLibrary = {
    saveEvent: (_, event, replacing, placement) => (
      events.push(event),
      calls.push(`save ${event.id} ${replacing} ${placement}`),
      Promise.resolve(problems)
    ),
    deleteEvent: (_, id) => (calls.push(`delete ${id}`), Promise.resolve(problems)),
    setCity: (_, city, details) => (cities.push({ city, details }), Promise.resolve(problems)),
    undo: (id) => Promise.resolve(calls.push(`undo ${id}`)),
    redo: (id) => Promise.resolve(calls.push(`redo ${id}`)),
    offer: (id, unit, mine) => (
      offers.push({ unit, mine }),
      Promise.resolve(calls.push(`offer ${id} ${unit}`))
    ),
  };
  const selected: (string | null)[] = [];
  const session = new AuthoringSession({
    chapter: current,
    locale: () => 'en',
    library,
    select: (id) => selected.push(id),
    store: () => store,
    now: () => SAVED_AT,
  });
  return { session, store, calls, selected, cities, events, offers };
}

describe('AuthoringSession', () => {
  it('starts on the detail, and reopens the form a reload left, with when it was kept', async () => {
    expect(setup().session.side).toEqual({ kind: 'detail' });
    const store = memorySession();
    const { session: editing } = setup({ store });
    editing.editEvent(first!);
    if (editing.side.kind !== 'form') throw new Error('no form');
    editing.keepForm(editing.side.initial);
    await editing.restored;
    await new Promise((done) => setTimeout(done, 0));
    expect(readDraft(store, 'mini')).toMatchObject({ replacing: first!.id, savedAt: SAVED_AT });

    const { session } = setup({ store });
    await session.restored;
    expect(session.side).toMatchObject({ kind: 'form', replacing: first!.id });
    expect(session.restoredAt).toBe(SAVED_AT);
  });

  it('drops the draft when the form closes, and never lets a late draft replace a form opened meanwhile', async () => {
    const store = memorySession();
    keepDraft(store, 'mini', { replacing: null, record: eventRecord(chapter.events[1]!), savedAt: SAVED_AT });
    const { session } = setup({ store });
    session.editEvent(first!);
    await session.restored;
    expect(session.side).toMatchObject({ kind: 'form', replacing: first!.id });
    expect(session.restoredAt).toBeNull();
    session.closeForm();
    await new Promise((done) => setTimeout(done, 0));
    expect([session.side.kind, session.restoredAt, readDraft(store, 'mini')]).toEqual(['detail', null, null]);
  });

  it('saves: closes the form and selects the event; with problems keeps the form and returns them', async () => {
    const { session, calls, selected } = setup();
    session.editEvent(first!);
    const record = (session.side as { initial: EventRecord }).initial;
    expect(await session.saveEvent(record, first!.id)).toEqual([]);
    expect([calls, selected, session.side.kind]).toEqual([
      [`save ${first!.id} ${first!.id} new-step`],
      [first!.id],
      'detail',
    ]);

    const problem: Problem = { file: 'events.json', path: 'title', message: 'no title' } as Problem;
    const failing = setup({ problems: [problem] });
    failing.session.editEvent(first!);
    expect(await failing.session.saveEvent(record, null, 'same-step')).toEqual([problem]);
    expect([failing.session.side.kind, failing.selected]).toEqual(['form', []]);
    expect(failing.calls).toEqual([`save ${first!.id} undefined same-step`]);
  });

  it('saves an edit as what the form changed, onto the event as it is now: a phase put on it meanwhile stays', async () => {
    let now: Chapter = chapter;
    const { session, events } = setup({ current: () => now });
    session.editEvent(first!);
    const typed = { ...(session.side as { initial: EventRecord }).initial, title: { zh: '新題', en: 'New' } };
    // The phase editor saves while the form is open: the event takes the phase.
    const phased = { ...first!, phase: 'phase-1' };
    now = { ...chapter, events: chapter.events.map((e) => (e.id === first!.id ? phased : e)) };
    await session.saveEvent(typed, first!.id);
    expect(events[0]).toMatchObject({ id: first!.id, phase: 'phase-1', title: { zh: '新題', en: 'New' } });
  });

  it('offers an edit as a conflict when another tab changed the same field since the form opened', async () => {
    let now: Chapter = chapter;
    const { session, events, offers, selected } = setup({ current: () => now });
    session.editEvent(first!);
    const initial = (session.side as { initial: EventRecord }).initial;
    const typed = { ...initial, title: { ...initial.title, en: 'From B' }, summary: { en: 'B’s summary' } };
    const theirs = { ...first!, title: { ...first!.title, en: 'From A' } };
    now = { ...chapter, events: chapter.events.map((e) => (e.id === first!.id ? theirs : e)) };
    expect(await session.saveEvent(typed, first!.id)).toEqual([]);
    expect(events).toEqual([]);
    expect(offers).toEqual([{ unit: `event:${first!.id}`, mine: typed }]);
    expect([session.side.kind, selected]).toEqual(['detail', [first!.id]]);
  });

  it('offers an edit of an event another tab deleted since back, never dropping it', async () => {
    let now: Chapter = chapter;
    const { session, events, offers } = setup({ current: () => now });
    session.editEvent(first!);
    const initial = (session.side as { initial: EventRecord }).initial;
    const typed = { ...initial, summary: { en: 'B’s summary' } };
    now = { ...chapter, events: chapter.events.filter((e) => e.id !== first!.id) };
    expect(await session.saveEvent(typed, first!.id)).toEqual([]);
    expect([events, offers]).toEqual([[], [{ unit: `event:${first!.id}`, mine: typed }]]);
  });

  it('offers the map editor’s map as a conflict when another tab moved the same gate since', async () => {
    let now: Chapter = chapter;
    const { session, cities, offers } = setup({ current: () => now });
    session.editMap();
    await session.dragGate('gate-south', [89, 42]);
    const moved = chapter.city.places.map((p) => (p.id === 'gate-south' ? { ...p, along: 0.9 } : p));
    now = { ...chapter, city: { ...chapter.city, places: moved } };
    await session.saveMap(structuredClone($state.snapshot(session.mapDraft)) as CityMap);
    expect(offers.map((o) => o.unit)).toEqual(['city']);
    expect((offers[0]!.mine as CityMap).places.find((p) => p.id === 'gate-south')).toMatchObject({
      along: 0.4,
    });
    expect(cities[0]!.city).toBe(now.city);
  });

  it('deletes: deselects, or says what went wrong under the text', async () => {
    const ok = setup();
    await ok.session.deleteEvent(first!);
    expect([ok.calls, ok.selected]).toEqual([[`delete ${first!.id}`], [null]]);
    const refused = setup({ problems: [{ message: 'in use' } as Problem] });
    await refused.session.deleteEvent(first!);
    expect([refused.session.hint, refused.selected]).toEqual(['in use', []]);
  });

  it('asks for a passage before a new event, then drafts one from it', async () => {
    const { session } = setup();
    await session.newEvent(null);
    expect(session.hint).toMatch(/\S/);
    // 城外: the mini chapter's camp outside, which the form shows as suggested by the passage.
    await session.newEvent({ start: 0, end: 2 });
    expect(session.hint).toBeNull();
    expect(session.side).toMatchObject({
      kind: 'form',
      replacing: null,
      initial: { places: ['camp-outside'], factions: [] },
      suggested: { places: [{ id: 'camp-outside', from: 'passage' }], factions: [] },
    });
  });

  it('brings a new event’s form back after a reload with what its passage suggested', async () => {
    const store = memorySession();
    const { session: before } = setup({ store });
    await before.newEvent({ start: 0, end: 2 });
    if (before.side.kind !== 'form') throw new Error('no form');
    before.keepForm(before.side.initial);
    await before.restored;
    await new Promise((done) => setTimeout(done, 0));

    const { session } = setup({ store });
    await session.restored;
    expect(session.side).toMatchObject({
      kind: 'form',
      replacing: null,
      suggested: { places: [{ id: 'camp-outside', from: 'passage' }] },
    });
  });

  it('edits a copy of the map, shown on the diagram while open; a dragged gate lands on the nearest wall', async () => {
    const { session } = setup();
    session.editMap();
    expect(session.shownChapter.city).toBe(session.mapDraft);
    // The ring's box is 10..90: a point near its east wall, two fifths down.
    await session.dragGate('gate-south', [89, 42]);
    const gate = session.mapDraft.places.find((p) => p.id === 'gate-south')!;
    expect([gate.side, gate.along]).toEqual(['east', 0.4]);
    expect(chapter.city.places.find((p) => p.id === 'gate-south')!.side).toBe('south');
    session.closeMap();
    expect(session.shownChapter).toBe(chapter);
  });

  it('opens the map editor on a name from the text, keeping a draft already open', async () => {
    const { session } = setup();
    session.editMap();
    await session.dragGate('gate-south', [89, 42]);
    session.editMap({ name: '翠云楼', words: '翠云楼上火起' });
    expect(session.placeName).toMatchObject({ name: '翠云楼', words: '翠云楼上火起' });
    expect(session.mapDraft.places.find((p) => p.id === 'gate-south')!.side).toBe('east');
    session.closeMap();
    session.editMap();
    expect(session.placeName).toBeNull();
    expect(session.mapDraft.places.find((p) => p.id === 'gate-south')!.side).toBe('south');
  });

  it('saves the map editor’s changes onto the chapter as it is now: a person added meanwhile stays', async () => {
    let now: Chapter = chapter;
    const { session, cities } = setup({ current: () => now });
    session.editMap();
    await session.dragGate('gate-south', [89, 42]);
    const { title, city, factions, people } = chapter.meta;
    const details: MapDetails = structuredClone({ title, city, factions, people });
    details.title.zh = '新題';
    // The reader's "Add as person" saves while the editor is open.
    const added = { id: 'person-9', name: '張三', en: 'Zhang San', faction: factions[0]!.id, role: '守將' };
    now = { ...chapter, meta: { ...chapter.meta, people: [...people, added] } };
    await session.saveMap(structuredClone($state.snapshot(session.mapDraft)) as CityMap, details);
    const [saved] = cities;
    expect(saved!.details!.people).toEqual([...people, added]);
    expect(saved!.details!.title.zh).toBe('新題');
    expect(saved!.city.places.find((p) => p.id === 'gate-south')).toMatchObject({ side: 'east', along: 0.4 });
  });

  it('answers the author’s undo and redo for this chapter', () => {
    const { session, calls } = setup();
    const keys = session.keyHandlers();
    keys.undo!({} as never);
    keys.redo!({} as never);
    expect(calls).toEqual(['undo mini', 'redo mini']);
  });
});

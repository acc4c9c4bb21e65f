// @vitest-environment jsdom
// (jsdom: so Svelte compiles this file and the Selection for the client, where $effect runs.)
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { FakeUrlHost } from '../testing/fakeUrlHost';
import { Selection } from './selection.svelte';

const ids = ['a', 'b', 'c'];

describe('new Selection(host)', () => {
  it('decodes the host hash on construction', () => {
    const s = new Selection(
      new FakeUrlHost('#/miyun/b?order=text&lanes=type&mode=present&chart=storylines&types=rout&q=城'),
    );
    expect(s.view).toEqual({
      chapterId: 'miyun',
      eventId: 'b',
      order: 'text',
      lanes: 'type',
      mode: 'present',
      chart: 'storylines',
      handout: 'plain',
      filters: { types: ['rout'], factions: [], people: [], query: '城' },
      slide: null,
      reveal: false,
      steps: '',
    });
  });

  it('setHandout(variant, steps) writes the handout step list, and keeps it when only the variant changes', () => {
    const host = new FakeUrlHost('#/yanjing?mode=handout');
    const s = new Selection(host);
    s.setHandout('worksheet', '2-4');
    expect(host.location.hash).toBe('#/yanjing?mode=handout&handout=worksheet&steps=2-4');
    s.setHandout('teacher');
    expect(s.steps).toBe('2-4');
  });

  it('opens on a malformed escape without throwing, reading the bad part as absent', () => {
    expect(new Selection(new FakeUrlHost('#/miyun/%')).view).toMatchObject({
      chapterId: 'miyun',
      eventId: null,
    });
    expect(new Selection(new FakeUrlHost('#/miyun/%E0%A4%A')).eventId).toBeNull();
  });

  it('runs without a host (no window): actions change the state and write nothing', () => {
    const s = new Selection(null);
    s.openChapter('miyun');
    s.select('a');
    expect(s.view).toMatchObject({ chapterId: 'miyun', eventId: 'a' });
  });
});

describe('Selection actions write the hash', () => {
  it('select(id) pushes one history entry per selection, and none for the same id again', () => {
    const host = new FakeUrlHost('#/miyun');
    const s = new Selection(host);
    s.select('a');
    s.select('a');
    s.select('b');
    expect(host.entries).toEqual(['#/miyun', '#/miyun/a', '#/miyun/b']);
  });

  it('showSlide(key) names a slide that is not a step and clears the event; select(id) goes back to a step', () => {
    const host = new FakeUrlHost('#/miyun/a?mode=present');
    const s = new Selection(host);
    s.showSlide('overview');
    s.showSlide('overview');
    expect(s.view).toMatchObject({ eventId: null, slide: 'overview' });
    s.select('b');
    expect(s.slide).toBeNull();
    s.showSlide('end');
    s.setReveal(true);
    expect(host.entries).toEqual([
      '#/miyun/a?mode=present',
      '#/miyun?mode=present&slide=overview',
      '#/miyun/b?mode=present',
      '#/miyun?mode=present&slide=end',
      '#/miyun?mode=present&slide=end&reveal=1',
    ]);
  });

  it('leaving the deck forgets its slide, so the next presentation opens where the explorer is', () => {
    const s = new Selection(new FakeUrlHost('#/miyun?mode=present&slide=end'));
    expect(s.slide).toBe('end');
    s.setMode('explore');
    expect(s.slide).toBeNull();
  });

  it('setFilter("query", …) replaces the entry while typing; other filters push', () => {
    const host = new FakeUrlHost('#/miyun');
    const s = new Selection(host);
    s.setFilter('query', '城');
    s.setFilter('query', '城门');
    expect(host.entries).toEqual(['#/miyun?q=%E5%9F%8E%E9%97%A8']);
    s.setFilter('types', ['rout']);
    expect(host.entries).toHaveLength(2);
    expect(host.location.hash).toBe('#/miyun?types=rout&q=%E5%9F%8E%E9%97%A8');
  });

  it('openChapter(id) resets the event and the filters, keeping order and lanes', () => {
    const host = new FakeUrlHost('#/miyun/b?order=text&types=rout&q=x');
    const s = new Selection(host);
    s.openChapter('yanjing');
    expect(s.view).toMatchObject({ chapterId: 'yanjing', eventId: null, order: 'text' });
    expect(s.filters).toEqual({ types: [], factions: [], people: [], query: '' });
    expect(host.location.hash).toBe('#/yanjing?order=text');
  });

  it('openChapter(null) goes back to the chapter list as #/', () => {
    const host = new FakeUrlHost('#/miyun');
    new Selection(host).openChapter(null);
    expect(host.location.hash).toBe('#/');
  });

  it('writes nothing when the state already matches the hash, including an empty hash as #/', () => {
    const host = new FakeUrlHost('');
    const s = new Selection(host);
    s.clearFilters();
    expect(host.entries).toEqual(['']);
  });
});

describe('Selection.step(delta, orderedIds)', () => {
  it.each([
    [null, 1, 'a'],
    [null, -1, 'c'],
    ['a', 1, 'b'],
    ['c', 1, 'c'],
    ['a', -1, 'a'],
    ['b', 5, 'c'],
    ['gone', 1, 'a'],
  ])('from %s by %i selects %s, stopping at the ends', (from, delta, expected) => {
    const s = new Selection(new FakeUrlHost(from ? `#/miyun/${from}` : '#/miyun'));
    s.step(delta, ids);
    expect(s.eventId).toBe(expected);
  });

  it('does nothing when no event is shown', () => {
    const s = new Selection(new FakeUrlHost('#/miyun/a'));
    s.step(1, []);
    expect(s.eventId).toBe('a');
  });

  it('adds no history entry when it is already at the end', () => {
    const host = new FakeUrlHost('#/miyun/c');
    new Selection(host).step(1, ids);
    expect(host.entries).toEqual(['#/miyun/c']);
  });
});

describe('Selection on Back / Forward', () => {
  it('walks back and forward through the selections', () => {
    const host = new FakeUrlHost('#/miyun');
    const s = new Selection(host);
    s.select('a');
    s.setOrder('text');
    host.back();
    expect(s.view).toMatchObject({ eventId: 'a', order: 'story' });
    host.back();
    expect(s.eventId).toBeNull();
    host.forward();
    host.forward();
    expect(s.view).toMatchObject({ eventId: 'a', order: 'text' });
  });

  it('follows a hash typed into the address bar', () => {
    const host = new FakeUrlHost('#/miyun');
    const s = new Selection(host);
    host.typeHash('#/beijing/x?mode=present');
    expect(s.view).toMatchObject({ chapterId: 'beijing', eventId: 'x', mode: 'present' });
  });

  it('applies only what changed: an unchanged filter keeps its identity and its dependants do not rerun', () => {
    const host = new FakeUrlHost('#/miyun/a?types=rout');
    const s = new Selection(host);
    s.select('b');
    const filters = s.filters;
    let filterRuns = 0;
    let eventRuns = 0;
    const stop = $effect.root(() => {
      $effect(() => {
        void s.filters;
        filterRuns++;
      });
      $effect(() => {
        void s.eventId;
        eventRuns++;
      });
    });
    flushSync();
    host.back();
    flushSync();
    stop();
    expect(s.eventId).toBe('a');
    expect(s.filters).toBe(filters);
    expect({ filterRuns, eventRuns }).toEqual({ filterRuns: 1, eventRuns: 2 });
  });
});

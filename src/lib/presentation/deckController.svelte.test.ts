// @vitest-environment jsdom
// (jsdom: so Svelte compiles this file and the controller for the client, where $effect runs.)
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { ChapterModel } from '../state/chapterModel.svelte';
import { Selection } from '../state/selection.svelte';
import { FakeUrlHost } from '../testing/fakeUrlHost';
import { miniChapter } from '../testing/miniChapter';
import { DeckController } from './deckController.svelte';
import type { DeckPlace } from './deckChannel';
import type { DeckPage, PairLink } from './deckPage';

const chapter = miniChapter();
const ids = chapter.events.map((e) => e.id);

/** A page that records what the controller asked of the browser, with one deck channel to talk through. */
function fakePage({ fullscreen = true, popups = true } = {}) {
  const log: string[] = [];
  const posted: DeckPlace[] = [];
  let full = false;
  let heard: ((place: DeckPlace) => void) | null = null;
  const link: PairLink = {
    pair: () => 'a1'.repeat(16),
    paired: () => true,
    shown: (place) => void posted.push(place),
    close: () => void log.push('channel closed'),
  };
  const page: DeckPage = {
    requestFullscreen: () => {
      full = fullscreen;
      return Promise.resolve(fullscreen);
    },
    exitFullscreen: () => {
      full = false;
      log.push('exit fullscreen');
    },
    isFullscreen: () => full,
    address: () => 'https://school.example/app.html',
    openWindow: (url, name) => (log.push(`open ${url} as ${name}`), popups),
    drawn: () => Promise.resolve(void log.push('drawn')),
    print: () => log.push('print'),
    openLink: (id, onmove, joining) => {
      log.push(`channel ${id}${joining ? ', joining' : ''}`);
      heard = onmove;
      return Promise.resolve(link);
    },
  };
  /** Another window of the pair says where it is. */
  const tell = (place: DeckPlace) => heard?.(place);
  /** The user (or the browser) leaves full screen. */
  const exitByBrowser = () => (full = false);
  return { page, log, posted, tell, exitByBrowser };
}

function setup(hash = '#/mini', pageOptions?: Parameters<typeof fakePage>[0]) {
  const selection = new Selection(new FakeUrlHost(hash));
  const fake = fakePage(pageOptions);
  const loaded: string[] = [];
  const deck = new DeckController({
    selection,
    locale: () => 'en',
    page: fake.page,
    loadHandout: () => Promise.resolve(void loaded.push('handout')),
  });
  const model = new ChapterModel({
    chapter: () => chapter,
    selection,
    locale: () => 'en',
    zh: () => (t) => t,
  });
  const close = deck.open(() => chapter.meta.id, model);
  flushSync();
  return { deck, selection, model, close, loaded, ...fake };
}
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('DeckController in the explorer', () => {
  it('steps the events shown with → ← Home End, and Escape deselects', () => {
    const { deck, selection } = setup();
    const keys = deck.keyHandlers();
    const press = (action: keyof typeof keys) => keys[action]!({} as never);
    press('next');
    expect(selection.eventId).toBe(ids[0]);
    press('next');
    press('previous');
    expect(selection.eventId).toBe(ids[0]);
    press('last');
    expect(selection.eventId).toBe(ids[ids.length - 1]);
    press('first');
    expect(selection.eventId).toBe(ids[0]);
    press('deselect');
    expect(selection.eventId).toBeNull();
  });

  it('counts the events shown for the toolbar, and nothing once the chapter is closed', () => {
    const { deck, close } = setup();
    expect(deck.shownCount).toBe(ids.length);
    deck.replay.play();
    close();
    expect([deck.shownCount, deck.model, deck.replay.playing]).toEqual([0, null, false]);
  });
});

describe('DeckController presenting', () => {
  it('present() presents in full screen; the browser leaving full screen leaves the presentation', async () => {
    const { deck, selection, exitByBrowser } = setup();
    deck.present();
    await settle();
    expect(selection.mode).toBe('present');
    exitByBrowser();
    deck.fullscreenChanged();
    expect(selection.mode).toBe('explore');
  });

  it('presents in the window where full screen is refused, and stays when full screen changes', async () => {
    const { deck, selection, log } = setup('#/mini', { fullscreen: false });
    deck.present();
    await settle();
    deck.fullscreenChanged();
    expect(selection.mode).toBe('present');
    deck.leave();
    expect([selection.mode, log.includes('exit fullscreen')]).toEqual(['explore', false]);
  });

  it('walks the deck’s slides, not only the steps; B blanks and the next key only brings the screen back', () => {
    const { deck, selection, model } = setup('#/mini?mode=present');
    const keys = deck.keyHandlers();
    expect(model.slide.key).toBe('title');
    keys.next!({} as never);
    expect(model.slide.key).toBe(model.deck[1]!.key);
    keys.blank!({} as never);
    keys.next!({} as never);
    expect([deck.blank, model.slide.key]).toEqual([false, model.deck[1]!.key]);
    keys.last!({} as never);
    expect(model.slide.key).toBe('end');
    keys.first!({} as never);
    expect([model.slide.key, selection.eventId]).toEqual(['title', null]);
  });

  it('opens the presenter’s window on the same slide, paired, and says so when the browser blocks it', async () => {
    const { deck, log } = setup(`#/mini/${ids[1]}?mode=present`);
    await settle();
    deck.openPresenter();
    expect(log.at(-1)).toBe(
      `open https://school.example/app.html#/mini/${ids[1]}?mode=presenter&pair=${'a1'.repeat(16)} as battle-chronicle-presenter-mini`,
    );
    expect(deck.presenterProblem).toBeNull();
    const blocked = setup('#/mini?mode=present', { popups: false });
    blocked.deck.openPresenter();
    expect(blocked.deck.presenterProblem).toMatch(/\S/);
  });

  it('prints the handout once its view has loaded and drawn', async () => {
    const { deck, selection, log, loaded } = setup();
    await deck.printHandout();
    expect([selection.mode, loaded, log.slice(-2)]).toEqual(['handout', ['handout'], ['drawn', 'print']]);
  });
});

describe('DeckController keeping windows on one slide', () => {
  it('opens the link only in a deck, tells the other window where it moves, and follows where it moves', async () => {
    const { deck, selection, model, log, posted, tell, close } = setup();
    expect(log.some((l) => l.startsWith('channel'))).toBe(false);
    selection.setMode('present');
    flushSync();
    // Put in a deck by its address, not by present(): it asks the other window where it is first.
    expect(log).toContain('channel mini, joining');
    await settle();
    deck.stepDeck(1);
    flushSync();
    expect(posted.at(-1)).toEqual({ slide: model.deck[1]!.key, reveal: false });
    tell({ slide: ids[2]!, reveal: true });
    flushSync();
    expect([selection.eventId, selection.reveal]).toEqual([ids[2], true]);
    // The link is told the place it moved to, and knows not to tell it back (deckChannel.test.ts).
    expect(posted.at(-1)).toEqual({ slide: ids[2], reveal: true });
    close();
    expect(log.at(-1)).toBe('channel closed');
  });

  it('a deck its address opened asks the pair where it is; one the reader opened with P tells its own slide', () => {
    const loaded = setup('#/mini?mode=present');
    flushSync();
    expect(loaded.log).toContain('channel mini, joining');
    const pressed = setup();
    pressed.deck.present();
    flushSync();
    expect(pressed.log).toContain('channel mini');
    expect(pressed.log).not.toContain('channel mini, joining');
    loaded.close();
    pressed.close();
  });
});

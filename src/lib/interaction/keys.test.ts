import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ViewMode } from '../state/urlState';
import {
  KEY_MAP,
  KeyDispatcher,
  activates,
  handleAction,
  keyAction,
  nameListAction,
  nudgeOf,
  type KeyContext,
  type KeyLike,
} from './keys';

const unmodified = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, target: null };
const press = (key: string, extra: Partial<KeyLike> = {}): KeyLike => ({ key, ...unmodified, ...extra });
const inMode = (mode: ViewMode, ...keys: string[]) => keys.map((k) => keyAction(press(k), [mode]));
/** Something that sits inside the elements `selector` names (a stand-in for a DOM node). */
const inside = (...selectors: string[]) =>
  ({
    closest: (selector: string) => (selectors.some((s) => selector.includes(s)) ? {} : null),
  }) as unknown as EventTarget;

describe('keyAction(event, ["explore"])', () => {
  it('maps the arrows, Home, End, Escape, P and K', () => {
    expect(inMode('explore', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape', 'p', 'K')).toEqual([
      'previous',
      'next',
      'first',
      'last',
      'deselect',
      'present',
      'replay',
    ]);
  });
  it('maps Ctrl+Z (⌘Z) to undo, Ctrl+Shift+Z and Ctrl+Y to redo', () => {
    expect(keyAction(press('z', { ctrlKey: true }), ['explore'])).toBe('undo');
    expect(keyAction(press('z', { metaKey: true }), ['explore'])).toBe('undo');
    expect(keyAction(press('Z', { ctrlKey: true, shiftKey: true }), ['explore'])).toBe('redo');
    expect(keyAction(press('y', { ctrlKey: true }), ['explore'])).toBe('redo');
  });
  it('leaves modified keys, Alt and other keys alone', () => {
    expect(keyAction(press('ArrowLeft', { ctrlKey: true }), ['explore'])).toBeNull();
    expect(keyAction(press('p', { altKey: true }), ['explore'])).toBeNull();
    expect(inMode('explore', 'a', ' ', 'd', 'c', 'w', '+')).toEqual([null, null, null, null, null, null]);
  });
  it('never triggers a shortcut, nor the page’s undo, from a key typed into a field', () => {
    for (const field of ['input', 'textarea', 'select', 'contenteditable']) {
      expect(keyAction(press('ArrowLeft', { target: inside(field) }), ['explore'])).toBeNull();
      expect(keyAction(press('z', { ctrlKey: true, target: inside(field) }), ['explore'])).toBeNull();
      expect(keyAction(press('d', { target: inside(field) }), ['present', 'ink'])).toBeNull();
    }
  });
});

describe('keyAction(event, ["present"]) and ["presenter"]', () => {
  it('takes what a presentation clicker sends', () => {
    expect(inMode('present', 'ArrowRight', ' ', 'PageDown', 'ArrowLeft', 'PageUp')).toEqual([
      'next',
      'next',
      'next',
      'previous',
      'previous',
    ]);
    expect(inMode('present', 'Home', 'End', 'b', '.', 'Escape', 'p', 's')).toEqual([
      'first',
      'last',
      'blank',
      'blank',
      'leave',
      'leave',
      'presenter',
    ]);
  });
  it('lets the presenter’s window step the deck, but neither leave, blank nor open another window', () => {
    expect(inMode('presenter', 'PageDown', 'PageUp', 'Home', 'End', ' ')).toEqual([
      'next',
      'previous',
      'first',
      'last',
      'next',
    ]);
    expect(inMode('presenter', 'Escape', 'p', 'b', 's')).toEqual([null, null, null, null]);
    expect(inMode('presenter', 'k')).toEqual(['replay']);
  });
});

describe('keyAction routes by context', () => {
  it('gives D, C and Ctrl+Z to the ink only while the ink layer is there', () => {
    const ink: KeyContext[] = ['present', 'ink'];
    expect(['d', 'C'].map((k) => keyAction(press(k), ink))).toEqual(['pen', 'clearInk']);
    expect(keyAction(press('z', { ctrlKey: true }), ink)).toBe('undoInk');
    expect(inMode('present', 'd', 'c')).toEqual([null, null]);
    expect(keyAction(press('z', { ctrlKey: true }), ['present'])).toBeNull();
    // Copy stays the browser's.
    expect(keyAction(press('c', { ctrlKey: true }), ink)).toBeNull();
  });
  it('gives + − 0 to the timeline only for a key pressed in its plot', () => {
    const plot = inside('[data-view="timeline"]');
    expect(['+', '=', '-', '0'].map((k) => keyAction(press(k, { target: plot }), ['explore']))).toEqual([
      'zoomIn',
      'zoomIn',
      'zoomOut',
      'zoomReset',
    ]);
    expect(inMode('explore', '+', '-', '0')).toEqual([null, null, null]);
  });
  it('gives W to the diagram while one is on the page, in any mode', () => {
    expect(keyAction(press('w'), ['explore', 'diagram'])).toBe('wholeCity');
    expect(keyAction(press('W'), ['present', 'diagram'])).toBe('wholeCity');
    expect(inMode('explore', 'w')).toEqual([null]);
  });
  it('moves a focused handle with the arrows, places with Enter or Space, stops with Escape', () => {
    expect(
      ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].map((k) => nudgeOf(handleAction(press(k)))),
    ).toEqual([
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ]);
    expect(['Enter', ' ', 'Escape', 'a'].map((k) => handleAction(press(k)))).toEqual([
      'activate',
      'activate',
      'stop',
      null,
    ]);
    expect(nudgeOf(handleAction(press('Enter')))).toBeNull();
  });
  it('accepts a candidate name with one key and dismisses it with one, moves with ↑ ↓, closes with Escape', () => {
    expect(['Enter', 'a', 'A'].map((k) => nameListAction(press(k)))).toEqual(['accept', 'accept', 'accept']);
    expect(['Delete', 'Backspace', 'x', 'D'].map((k) => nameListAction(press(k)))).toEqual([
      'dismiss',
      'dismiss',
      'dismiss',
      'dismiss',
    ]);
    expect(
      ['ArrowUp', 'ArrowDown', 'Escape', 'ArrowRight', 'Home'].map((k) => nameListAction(press(k))),
    ).toEqual(['previous', 'next', 'stop', null, null]);
    // Typed into the role field above the list, A is a letter.
    expect(nameListAction(press('a', { target: inside('input') }))).toBeNull();
    expect(nameListAction(press('a', { ctrlKey: true }))).toBeNull();
    // Outside the list, the explorer's keys are as they were.
    expect(inMode('explore', 'a', 'Delete', 'Enter')).toEqual([null, null, null]);
  });
  it('closes the open Filters panel with Escape before the explorer deselects', () => {
    expect(keyAction(press('Escape'), ['explore', 'filters'])).toBe('stop');
    expect(keyAction(press('Escape'), ['explore'])).toBe('deselect');
    expect(keyAction(press('ArrowLeft'), ['explore', 'filters'])).toBe('previous');
  });
  it('activates a focused widget with Enter and Space, and nothing else', () => {
    expect([' ', 'Enter', 'a'].map((k) => activates(press(k)))).toEqual([true, true, false]);
    expect(activates(press('Enter', { ctrlKey: true }))).toBe(false);
  });
});

describe('KeyDispatcher', () => {
  it('routes a key to the handler of its action, in the mode of the moment, and prevents the default', () => {
    let mode: ViewMode = 'explore';
    const keys = new KeyDispatcher(() => mode);
    const present = vi.fn();
    const leave = vi.fn();
    keys.handleAll({ present, leave });
    const preventDefault = vi.fn();
    expect(keys.dispatch({ ...press('p'), preventDefault })).toBe(true);
    mode = 'present';
    expect(keys.dispatch({ ...press('p'), preventDefault })).toBe(true);
    expect([present.mock.calls.length, leave.mock.calls.length, preventDefault.mock.calls.length]).toEqual([
      1, 1, 2,
    ]);
    expect(keys.dispatch({ ...press('x'), preventDefault })).toBe(false);
  });
  it('answers the pen keys only while a layer has entered the ink context', () => {
    const keys = new KeyDispatcher(() => 'present');
    const pen = vi.fn();
    keys.handle('pen', pen);
    expect(keys.dispatch(press('d'))).toBe(false);
    const leave = keys.enter('ink');
    expect(keys.dispatch(press('d'))).toBe(true);
    leave();
    leave(); // twice is once
    expect(keys.dispatch(press('d'))).toBe(false);
    expect(pen).toHaveBeenCalledTimes(1);
  });
  it('lets the last handler answer, and the one before answer again once it goes', () => {
    const keys = new KeyDispatcher(() => 'explore');
    const outer = vi.fn();
    const inner = vi.fn();
    keys.handle('next', outer);
    const off = keys.handle('next', inner);
    keys.dispatch(press('ArrowRight'));
    off();
    keys.dispatch(press('ArrowRight'));
    expect([outer.mock.calls.length, inner.mock.calls.length]).toEqual([1, 1]);
  });
  it('gives W to every diagram on the page: the handout’s maps, the presenter’s two slides', () => {
    const keys = new KeyDispatcher(() => 'handout');
    const maps = [vi.fn(), vi.fn()];
    const leave = maps.map((map) => [keys.handle('wholeCity', map), keys.enter('diagram')]);
    keys.dispatch(press('w'));
    leave[1]!.forEach((off) => off());
    keys.dispatch(press('W'));
    expect(maps.map((m) => m.mock.calls.length)).toEqual([2, 1]);
  });
  it('leaves a key typed into a field to the field', () => {
    const keys = new KeyDispatcher(() => 'explore');
    const undo = vi.fn();
    keys.handle('undo', undo);
    expect(keys.dispatch(press('z', { ctrlKey: true, target: inside('textarea') }))).toBe(false);
    expect(undo).not.toHaveBeenCalled();
  });
});

describe('KEY_MAP', () => {
  it('binds no key twice in one context with one modifier', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const b of KEY_MAP)
      for (const key of b.keys)
        for (const context of b.when) {
          const slot = `${context}|${b.modifier ?? 'none'}|${key}`;
          if (seen.has(slot) && seen.get(slot) !== b.action)
            clashes.push(`${slot}: ${seen.get(slot)}/${b.action}`);
          seen.set(slot, b.action);
        }
    expect(clashes).toEqual([]);
  });

  it('is the only place in src that reads which key was pressed', () => {
    const root = join(__dirname, '..', '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const readers = files(root)
      .filter((f) => /\.(ts|svelte)$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('keys.ts'))
      .filter((f) => /\b(e|ev|evt|event)\.key\b|['"]keydown['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(readers).toEqual([]);
  });
});

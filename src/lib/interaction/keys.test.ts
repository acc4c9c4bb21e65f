import { describe, expect, it } from 'vitest';
import type { ViewMode } from '../state/urlState';
import { inkKeyAction, keyAction } from './keys';

const key = (k: string, extra: Partial<Parameters<typeof keyAction>[0]> = {}, mode?: ViewMode) =>
  keyAction({ key: k, altKey: false, ctrlKey: false, metaKey: false, target: null, ...extra }, mode);

describe('keyAction(event, "explore")', () => {
  it('maps the arrows, Home, End, Escape and P', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape', 'p'].map((k) => key(k))).toEqual([
      'previous',
      'next',
      'first',
      'last',
      'deselect',
      'present',
    ]);
  });
  it('maps K to the replay, in the explorer and in the presentation', () => {
    expect(key('k')).toBe('replay');
    expect(key('K', {}, 'present')).toBe('replay');
  });
  it('leaves modified keys and other keys alone', () => {
    expect(key('ArrowLeft', { ctrlKey: true })).toBeNull();
    expect(key('a')).toBeNull();
    expect(key(' ')).toBeNull();
  });
  it('ignores keys typed into a field', () => {
    const field = {
      closest: (selector: string) => (selector.includes('input') ? {} : null),
    } as unknown as EventTarget;
    expect(key('ArrowLeft', { target: field })).toBeNull();
  });
});

describe('keyAction(event, "present")', () => {
  it('takes what a presentation clicker sends', () => {
    expect(['ArrowRight', ' ', 'PageDown'].map((k) => key(k, {}, 'present'))).toEqual([
      'next',
      'next',
      'next',
    ]);
    expect(['ArrowLeft', 'PageUp'].map((k) => key(k, {}, 'present'))).toEqual(['previous', 'previous']);
    expect(['Home', 'End', 'b', 'B', 'Escape'].map((k) => key(k, {}, 'present'))).toEqual([
      'first',
      'last',
      'blank',
      'blank',
      'leave',
    ]);
  });
});

describe('keyAction(event, "presenter")', () => {
  it('steps the deck like the audience window, and S opens it from there', () => {
    expect(['PageDown', 'PageUp', 'Home', 'End', ' '].map((k) => key(k, {}, 'presenter'))).toEqual([
      'next',
      'previous',
      'first',
      'last',
      'next',
    ]);
    expect(key('s', {}, 'present')).toBe('presenter');
    expect(key('S', {}, 'present')).toBe('presenter');
  });
  it('neither leaves, blanks nor opens another presenter window', () => {
    expect(['Escape', 'p', 'b', 's'].map((k) => key(k, {}, 'presenter'))).toEqual([null, null, null, null]);
  });
});

describe('inkKeyAction(event)', () => {
  const key = (k: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    target: null,
    ...more,
  });

  it.each([
    ['d', 'pen'],
    ['D', 'pen'],
    ['c', 'clear'],
    ['C', 'clear'],
    ['x', null],
  ])('maps %s to %s', (k, action) => expect(inkKeyAction(key(k))).toBe(action));

  it('takes Ctrl+Z and ⌘Z as undo, and Ctrl+C as nothing (copy stays the browser’s)', () => {
    expect(inkKeyAction(key('z', { ctrlKey: true }))).toBe('undo');
    expect(inkKeyAction(key('z', { metaKey: true }))).toBe('undo');
    expect(inkKeyAction(key('c', { ctrlKey: true }))).toBe(null);
    expect(inkKeyAction(key('z'))).toBe(null);
  });
});

import { describe, expect, it } from 'vitest';
import { keyAction } from './keys';

const key = (k: string, extra: Partial<Parameters<typeof keyAction>[0]> = {}) =>
  keyAction({ key: k, altKey: false, ctrlKey: false, metaKey: false, target: null, ...extra });

describe('keyAction(event)', () => {
  it('maps the arrows, Home, End and Escape', () => {
    expect([key('ArrowLeft'), key('ArrowRight'), key('Home'), key('End'), key('Escape')]).toEqual([
      'previous',
      'next',
      'first',
      'last',
      'deselect',
    ]);
  });
  it('leaves modified keys and other keys alone', () => {
    expect(key('ArrowLeft', { ctrlKey: true })).toBeNull();
    expect(key('a')).toBeNull();
  });
  it('ignores keys typed into a field', () => {
    const field = {
      closest: (selector: string) => (selector.includes('input') ? {} : null),
    } as unknown as EventTarget;
    expect(key('ArrowLeft', { target: field })).toBeNull();
  });
});

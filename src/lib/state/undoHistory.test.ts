import { describe, expect, it } from 'vitest';
import { UndoHistory, type Apply, type UndoState } from './undoHistory';

/** Entries are numbers; applying n yields -n, its reverse, and logs what was applied. */
function history() {
  const states: UndoState<string>[] = [];
  const applied: number[] = [];
  const h = new UndoHistory<number>((state) => states.push(state));
  const apply: Apply<number> = async (n) => {
    applied.push(n);
    return -n;
  };
  return { h, states, applied, apply };
}

describe('UndoHistory', () => {
  it('change(key, entry) makes the key undoable, and only that key', () => {
    const { h } = history();
    expect(h.canUndo('a')).toBe(false);
    h.change('a', 1);
    expect(h.canUndo('a')).toBe(true);
    expect(h.canRedo('a')).toBe(false);
    expect(h.canUndo('b')).toBe(false);
  });

  it('undo(key, apply) applies the last change first, and redo(key, apply) applies what reversed it', async () => {
    const { h, applied, apply } = history();
    h.change('a', 1);
    h.change('a', 2);
    expect(await h.undo('a', apply)).toBe(true);
    expect(applied).toEqual([2]);
    expect(h.canRedo('a')).toBe(true);
    expect(await h.redo('a', apply)).toBe(true);
    expect(applied).toEqual([2, -2]);
    expect(await h.undo('a', apply)).toBe(true);
    expect(await h.undo('a', apply)).toBe(true);
    // The redo put -(-2) = 2 back on the undo stack: undo applies 2 again, then 1.
    expect(applied).toEqual([2, -2, 2, 1]);
    expect(h.canUndo('a')).toBe(false);
  });

  it('undo(key, apply) with nothing to undo applies nothing and says so', async () => {
    const { h, applied, apply } = history();
    expect(await h.undo('a', apply)).toBe(false);
    expect(await h.redo('a', apply)).toBe(false);
    expect(applied).toEqual([]);
  });

  it('a new change forgets what could be redone', async () => {
    const { h, apply } = history();
    h.change('a', 1);
    await h.undo('a', apply);
    h.change('a', 3);
    expect(h.canRedo('a')).toBe(false);
    expect(h.canUndo('a')).toBe(true);
  });

  it('an entry of which nothing went through (apply yields null) cannot be redone', async () => {
    const { h } = history();
    h.change('a', 1);
    expect(await h.undo('a', async () => null)).toBe(true);
    expect(h.canUndo('a')).toBe(false);
    expect(h.canRedo('a')).toBe(false);
  });

  it('takes an entry off before applying it, so two quick undos apply two changes, not one twice', async () => {
    const { h, applied } = history();
    h.change('a', 1);
    h.change('a', 2);
    let release = () => {};
    const gate = new Promise<void>((done) => (release = done));
    const slow: Apply<number> = async (n) => {
      applied.push(n);
      await gate;
      return -n;
    };
    const both = Promise.all([h.undo('a', slow), h.undo('a', slow)]);
    release();
    await both;
    expect(applied).toEqual([2, 1]);
    expect(h.canUndo('a')).toBe(false);
  });

  it('tells onchange of every change with a fresh snapshot per key', async () => {
    const { h, states, apply } = history();
    h.change('a', 1);
    h.change('b', 5);
    const afterChanges = states.at(-1)!;
    expect([...afterChanges]).toEqual([
      ['a', { canUndo: true, canRedo: false }],
      ['b', { canUndo: true, canRedo: false }],
    ]);
    await h.undo('a', apply);
    const last = states.at(-1)!;
    expect(last).not.toBe(afterChanges);
    expect(last.get('a')).toEqual({ canUndo: false, canRedo: true });
    // An earlier snapshot is never changed afterwards.
    expect(afterChanges.get('a')).toEqual({ canUndo: true, canRedo: false });
  });
});

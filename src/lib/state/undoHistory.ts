/**
 * Undo and redo, per key (the library's: a chapter id). An entry is what takes one change back, or forward again;
 * what reverses it is known only once it is applied (the library's entries are operations stamped with the
 * revision storage gave them), so `undo` and `redo` take the function that applies an entry and returns that.
 * Plain and generic: whoever shows it is told of every change through `onchange`, with a fresh snapshot.
 */

/** For each key with a history: whether there is a change to take back, and one to bring forward again. */
export type UndoState<K> = ReadonlyMap<K, { canUndo: boolean; canRedo: boolean }>;

/** Applies an entry; returns the entry that reverses it, or null when nothing of it went through. */
export type Apply<T> = (entry: T) => Promise<T | null>;

export class UndoHistory<T, K = string> {
  #undo = new Map<K, T[]>();
  #redo = new Map<K, T[]>();
  readonly #onchange: (state: UndoState<K>) => void;

  constructor(onchange: (state: UndoState<K>) => void = () => {}) {
    this.#onchange = onchange;
  }

  canUndo(key: K): boolean {
    return (this.#undo.get(key)?.length ?? 0) > 0;
  }

  canRedo(key: K): boolean {
    return (this.#redo.get(key)?.length ?? 0) > 0;
  }

  /** A new change, taken back by `entry`: what was undone before can no longer be redone. */
  change(key: K, entry: T): void {
    this.#push(this.#undo, key, entry);
    this.#redo.set(key, []);
    this.#changed();
  }

  /** Takes the last change back; false when there was none. */
  undo(key: K, apply: Apply<T>): Promise<boolean> {
    return this.#travel(key, this.#undo, this.#redo, apply);
  }

  /** Brings the last change taken back forward again; false when there was none. */
  redo(key: K, apply: Apply<T>): Promise<boolean> {
    return this.#travel(key, this.#redo, this.#undo, apply);
  }

  /** The snapshot `onchange` is given. */
  state(): UndoState<K> {
    const keys = new Set([...this.#undo.keys(), ...this.#redo.keys()]);
    return new Map([...keys].map((k) => [k, { canUndo: this.canUndo(k), canRedo: this.canRedo(k) }]));
  }

  async #travel(key: K, from: Map<K, T[]>, to: Map<K, T[]>, apply: Apply<T>): Promise<boolean> {
    const stack = from.get(key) ?? [];
    const entry = stack.at(-1);
    if (entry === undefined) return false;
    // Taken off before it is applied, so a second press meanwhile takes the change before it, not this one again.
    from.set(key, stack.slice(0, -1));
    this.#changed();
    const back = await apply(entry);
    if (back !== null) {
      this.#push(to, key, back);
      this.#changed();
    }
    return true;
  }

  #push(stacks: Map<K, T[]>, key: K, entry: T) {
    stacks.set(key, [...(stacks.get(key) ?? []), entry]);
  }

  #changed() {
    this.#onchange(this.state());
  }
}

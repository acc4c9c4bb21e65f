/**
 * A fold over the story's events, answered at any step from a state saved near it. The places' and the forces'
 * states at a step are folds over every event up to it, and a click far into a book of 10,000 events would fold
 * them all, twice or three times (now, a step before, the model and the diagram). States are saved every
 * `every` events as the story is first walked past them, so an answer folds fewer than `every` events.
 */
export function storyFold<S>(fold: {
  initial: () => S;
  /** Applies the event at `index`, in place. */
  apply: (state: S, index: number) => void;
  /** A copy that `apply` may change without touching the original. */
  copy: (state: S) => S;
  length: number;
  every?: number;
}): (upTo: number) => S {
  const every = fold.every ?? 256;
  /** saved[k]: the state before the event at k × every. */
  const saved: S[] = [];
  return (upTo) => {
    // Before the first event (-1, or a step before that) is the opening state.
    const last = Math.max(-1, Math.min(upTo, fold.length - 1));
    const k = Math.floor((last + 1) / every);
    if (saved.length === 0) saved.push(fold.initial());
    while (saved.length <= k) {
      const from = (saved.length - 1) * every;
      const state = fold.copy(saved[saved.length - 1]!);
      for (let i = from; i < from + every; i++) fold.apply(state, i);
      saved.push(state);
    }
    const state = fold.copy(saved[k]!);
    for (let i = k * every; i <= last; i++) fold.apply(state, i);
    return state;
  };
}

/**
 * One fold per pair of inputs (the chapter's events and its forces or city), kept as long as both are: a
 * chapter is immutable, so its folds stay true; an edit makes new arrays and so new folds.
 */
export function foldCache<A extends object, B extends object, S>(
  make: (a: A, b: B) => (upTo: number) => S,
): (a: A, b: B) => (upTo: number) => S {
  const folds = new WeakMap<A, WeakMap<B, (upTo: number) => S>>();
  return (a, b) => {
    let byB = folds.get(a);
    if (!byB) folds.set(a, (byB = new WeakMap()));
    let fold = byB.get(b);
    if (!fold) byB.set(b, (fold = make(a, b)));
    return fold;
  };
}

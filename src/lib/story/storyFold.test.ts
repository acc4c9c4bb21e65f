import { describe, expect, it } from 'vitest';
import { foldCache, storyFold } from './storyFold';

/** A running sum over 0..n-1, counting how many events were applied. */
function sums(length: number, every: number) {
  let applied = 0;
  const at = storyFold<{ sum: number }>({
    initial: () => ({ sum: 0 }),
    apply: (state, i) => {
      applied++;
      state.sum += i;
    },
    copy: (state) => ({ ...state }),
    length,
    every,
  });
  return { at, applied: () => applied };
}

const plainSum = (upTo: number, length: number) => {
  let sum = 0;
  for (let i = 0; i <= upTo && i < length; i++) sum += i;
  return sum;
};

describe('storyFold({initial, apply, copy, length, every})(upTo)', () => {
  it('gives the same state as folding every event from the start, at every step and past either end', () => {
    const { at } = sums(50, 8);
    for (const upTo of [-3, -2, -1, 0, 1, 7, 8, 9, 15, 16, 31, 48, 49, 50, 80, 3, 0])
      expect(at(upTo).sum, `upTo ${upTo}`).toBe(plainSum(upTo, 50));
  });

  it('folds fewer than `every` events for an answer once the story has been walked past', () => {
    const { at, applied } = sums(10_000, 256);
    at(9_999);
    const before = applied();
    at(9_998);
    at(5_000);
    expect(applied() - before).toBeLessThan(2 * 256);
  });

  it('hands out copies: changing an answer changes no later answer', () => {
    const { at } = sums(20, 4);
    at(10).sum = -1;
    expect(at(10).sum).toBe(plainSum(10, 20));
    expect(at(12).sum).toBe(plainSum(12, 20));
  });
});

describe('foldCache(make)(a, b)', () => {
  it('makes one fold per pair of inputs and keeps it while both are the same objects', () => {
    let made = 0;
    const cached = foldCache((a: number[], b: number[]) => {
      made++;
      return (upTo: number) => a.length + b.length + upTo;
    });
    const a = [1, 2];
    const b = [3];
    expect(cached(a, b)(1)).toBe(4);
    expect(cached(a, b)).toBe(cached(a, b));
    expect(made).toBe(1);
    cached(a, [3]);
    cached([1, 2], b);
    expect(made).toBe(3);
  });
});

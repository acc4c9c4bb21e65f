import { describe, expect, it } from 'vitest';
import { lastMadePer, sameValue } from './lastMade';

describe('sameValue(a, b)', () => {
  it('compares plain objects and arrays by their values, and anything else by identity', () => {
    const f = () => 1;
    expect(sameValue({ width: 800, range: [0, 10], f }, { width: 800, range: [0, 10], f })).toBe(true);
    expect(sameValue({ width: 800 }, { width: 801 })).toBe(false);
    expect(sameValue({ width: 800 }, { width: 800, height: 0 })).toBe(false);
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue({ f }, { f: () => 1 })).toBe(false);
    expect(sameValue(new Map([[1, 2]]), new Map([[1, 2]]))).toBe(false);
    expect(sameValue(NaN, NaN)).toBe(true);
  });
  it('stops at a depth, beyond which only the same object is equal', () => {
    expect(sameValue({ a: { b: [1] } }, { a: { b: [1] } })).toBe(true);
    expect(sameValue({ a: { b: { c: [1] } } }, { a: { b: { c: [1] } } })).toBe(false);
  });
});

describe('lastMadePer()(owner, from, make)', () => {
  it('gives back what it made for an owner while what it was made from is the same by value', () => {
    const made = lastMadePer<object, { n: number }>();
    const owner = {};
    let calls = 0;
    const make = () => ({ n: ++calls });
    const first = made(owner, { frame: { width: 800 } }, make);
    expect(made(owner, { frame: { width: 800 } }, make)).toBe(first);
    expect(calls).toBe(1);
    const wider = made(owner, { frame: { width: 900 } }, make);
    expect(wider).not.toBe(first);
    expect(made(owner, { frame: { width: 800 } }, make)).not.toBe(first); // only the last is kept
    expect(calls).toBe(3);
  });
  it('keeps one value per owner, so two owners in turn each find their own', () => {
    const made = lastMadePer<object, string>();
    const all = {};
    const some = {};
    expect(made(all, 1, () => 'all')).toBe('all');
    expect(made(some, 1, () => 'some')).toBe('some');
    expect(made(all, 1, () => 'again')).toBe('all');
  });
});

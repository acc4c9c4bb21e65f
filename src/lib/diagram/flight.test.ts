import { describe, expect, it } from 'vitest';
import type { ViewBox } from './camera';
import { LONGEST_FLIGHT_MS, easeInOut, flightAt, flightDuration, sameView } from './flight';

const whole: ViewBox = [0, 0, 200, 100];
const gate: ViewBox = [80, 40, 40, 20];

describe('easeInOut(t)', () => {
  it('starts at 0, lands on 1, passes the middle at the middle', () => {
    expect(easeInOut(-1)).toBe(0);
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(2)).toBe(1);
  });
  it('never goes back', () => {
    let last = 0;
    for (let t = 0; t <= 1; t += 0.01) {
      expect(easeInOut(t)).toBeGreaterThanOrEqual(last);
      last = easeInOut(t);
    }
  });
});

describe('flightDuration(from, to)', () => {
  it('is no time between equal views', () => {
    expect(flightDuration(whole, [...whole])).toBe(0);
  });
  it('is longer for a far flight than a near one, and never over the longest', () => {
    const near = flightDuration(gate, [82, 40, 40, 20]);
    const far = flightDuration(whole, [1000, 1000, 5, 2.5]);
    expect(near).toBeGreaterThan(0);
    expect(far).toBeGreaterThan(near);
    expect(far).toBeLessThanOrEqual(LONGEST_FLIGHT_MS);
    expect(LONGEST_FLIGHT_MS).toBeLessThanOrEqual(1200);
  });
});

describe('flightAt(flight, now)', () => {
  const flight = { from: whole, to: gate, start: 1000, duration: 800 };
  it('is at its start before and as it sets out', () => {
    expect(flightAt(flight, 900)).toEqual({ view: whole, done: false });
    expect(flightAt(flight, 1000)).toEqual({ view: whole, done: false });
  });
  it('is midway at the middle of its time', () => {
    const { view, done } = flightAt(flight, 1400);
    expect(done).toBe(false);
    expect(view[2]).toBeCloseTo((whole[2] + gate[2]) / 2);
  });
  it('lands exactly on its target when its time is up, and stays there', () => {
    expect(flightAt(flight, 1800)).toEqual({ view: gate, done: true });
    expect(flightAt(flight, 60_000)).toEqual({ view: gate, done: true });
  });
  it('is a jump when it takes no time', () => {
    expect(flightAt({ ...flight, duration: 0 }, 1000)).toEqual({ view: gate, done: true });
  });
});

describe('sameView(a, b)', () => {
  it('holds within a thousandth of a unit', () => {
    expect(sameView(gate, [80.0004, 40, 40, 20])).toBe(true);
    expect(sameView(gate, [80.01, 40, 40, 20])).toBe(false);
  });
});

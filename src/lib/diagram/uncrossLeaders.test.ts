import { describe, expect, it } from 'vitest';
import { uncrossLeaders } from './uncrossLeaders';
import { crossing } from './planar';
import type { PlacedLabel } from '../labels/placement';

/** A 10×10 disc centred at (x, y) with a leader from `from` to its nearest point. */
function disc(id: string, x: number, y: number, from: [number, number]): PlacedLabel {
  const box = { x0: x - 5, y0: y - 5, x1: x + 5, y1: y + 5 };
  const near = [Math.min(box.x1, Math.max(box.x0, from[0])), Math.min(box.y1, Math.max(box.y0, from[1]))];
  return { id, ...box, cost: 0, leader: [from[0], from[1], near[0]!, near[1]!] };
}

const leaderOf = (l: PlacedLabel): [[number, number], [number, number]] => [
  [l.leader![0], l.leader![1]],
  [l.leader![2], l.leader![3]],
];

describe('uncrossLeaders(labels)', () => {
  it('swaps two discs of one size whose leaders cross, keeping each leader on its own place', () => {
    // a's place is on the left, b's on the right, but a's disc stands right and b's left: an X.
    const a = disc('a', 100, 0, [0, 50]);
    const b = disc('b', 0, 0, [100, 50]);
    expect(crossing(...leaderOf(a), ...leaderOf(b))).not.toBeNull();
    const [a2, b2] = uncrossLeaders([a, b]);
    expect(a2!.id).toBe('a');
    expect([a2!.x0, a2!.y0]).toEqual([b.x0, b.y0]);
    expect([b2!.x0, b2!.y0]).toEqual([a.x0, a.y0]);
    expect(a2!.leader!.slice(0, 2)).toEqual([0, 50]);
    expect(b2!.leader!.slice(0, 2)).toEqual([100, 50]);
    expect(crossing(...leaderOf(a2!), ...leaderOf(b2!))).toBeNull();
  });

  it('leaves discs alone whose leaders do not cross, or that have no leader', () => {
    const a = disc('a', 0, 0, [0, 50]);
    const b = disc('b', 100, 0, [100, 50]);
    expect(uncrossLeaders([a, b])).toEqual([a, b]);
    const onItsPlace: PlacedLabel = { id: 'c', x0: 95, y0: -5, x1: 105, y1: 5, cost: 0 };
    expect(uncrossLeaders([disc('a', 100, 0, [0, 50]), onItsPlace])[1]).toEqual(onItsPlace);
  });

  it('does not swap discs of different sizes (a two-digit number is wider)', () => {
    const a = disc('a', 100, 0, [0, 50]);
    const wide = { ...disc('b', 0, 0, [100, 50]), x0: -8, x1: 8 };
    expect(uncrossLeaders([a, wide])).toEqual([a, wide]);
  });

  it("lets one ward's disc go out of its walls as the other's comes in", () => {
    const a = disc('a', 100, 0, [0, 50]);
    const b = disc('b', 0, 0, [100, 50]);
    // Both wards lie within x 50–150: a's disc is inside now, b's outside; swapped, b's is inside and a's out.
    const walls = (l: PlacedLabel, box: { x0: number; x1: number }) => box.x0 >= 50 && box.x1 <= 150;
    const [a2, b2] = uncrossLeaders([a, b], walls);
    expect([a2!.x0, b2!.x0]).toEqual([b.x0, a.x0]);
  });

  it('keeps a disc where it may not stand elsewhere', () => {
    const a = disc('a', 100, 0, [0, 50]);
    const b = disc('b', 0, 0, [100, 50]);
    const walls = { x0: 50, y0: -20, x1: 150, y1: 20 };
    const insideWalls = (l: PlacedLabel, box: { x0: number; x1: number }) =>
      l.id !== 'a' || (box.x0 >= walls.x0 && box.x1 <= walls.x1);
    expect(uncrossLeaders([a, b], insideWalls)).toEqual([a, b]);
  });

  it('untangles a fan of crossings until none is left', () => {
    // Four places along the bottom, their discs along the top in the reverse order: six crossings.
    const labels = [0, 1, 2, 3].map((i) => disc(`p${i}`, 300 - i * 100, 0, [i * 100, 80]));
    const out = uncrossLeaders(labels);
    for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++)
        expect(crossing(...leaderOf(out[i]!), ...leaderOf(out[j]!))).toBeNull();
    expect(out.map((l) => l.x0 + 5)).toEqual([0, 100, 200, 300]);
  });
});

import { describe, expect, it } from 'vitest';
import { BoxIndex, inside, intersects, overlap, type Box } from './boxes';
import {
  candidatesAlong,
  candidatesAnywhere,
  candidatesAround,
  candidatesBeside,
  candidatesOn,
} from './candidates';
import { LabelSpace, placeLabels } from './placement';
import { textWidth } from './text';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const frame = box(0, 0, 100, 100);

describe('overlap(a, b) and inside(box, frame)', () => {
  it('measures the shared area, 0 for boxes that only touch', () => {
    expect(overlap(box(0, 0, 10, 10), box(5, 5, 15, 15))).toBe(25);
    expect(overlap(box(0, 0, 10, 10), box(10, 0, 20, 10))).toBe(0);
  });
  it('says whether a box lies in the frame', () => {
    expect(inside(box(1, 1, 9, 9), frame)).toBe(true);
    expect(inside(box(-1, 1, 9, 9), frame)).toBe(false);
  });
});

describe('placeLabels(requests, obstacles, frame)', () => {
  it('gives the first label its best spot and moves the second off it', () => {
    const spots = candidatesOn(
      [
        [50, 50],
        [50, 70],
      ],
      20,
      10,
    );
    const placed = placeLabels(
      [
        { id: 'a', priority: 2, candidates: spots },
        { id: 'b', priority: 1, candidates: spots },
      ],
      [],
      frame,
    );
    expect(placed.get('a')).toMatchObject({ x0: 40, y0: 45 });
    expect(placed.get('b')).toMatchObject({ x0: 40, y0: 65 });
  });
  it('leaves out a label that has no spot in the frame', () => {
    const placed = placeLabels(
      [{ id: 'a', priority: 1, candidates: candidatesOn([[99, 50]], 20, 10) }],
      [],
      frame,
    );
    expect(placed.has('a')).toBe(false);
  });
  it('prefers a spot that covers no mark, but may cover its own', () => {
    const spots = candidatesOn(
      [
        [50, 50],
        [50, 70],
      ],
      20,
      10,
    );
    const mark = { ...box(45, 45, 55, 55) };
    expect(placeLabels([{ id: 'a', priority: 1, candidates: spots }], [mark], frame).get('a')!.y0).toBe(65);
    expect(
      placeLabels([{ id: 'a', priority: 1, candidates: spots }], [{ ...mark, owner: 'a' }], frame).get('a')!
        .y0,
    ).toBe(45);
  });
  it('never covers a hard mark, such as a banner', () => {
    const spots = candidatesOn([[50, 50]], 20, 10);
    const banner = { ...box(45, 45, 55, 55), hard: true };
    expect(placeLabels([{ id: 'a', priority: 1, candidates: spots }], [banner], frame).has('a')).toBe(false);
  });
  it('never lets two labels meet, however many ask for one spot', () => {
    const requests = Array.from({ length: 12 }, (_, i) => ({
      id: `l${i}`,
      priority: i,
      candidates: candidatesAround(50, 50, 16, 5, 2),
    }));
    const placed = [...placeLabels(requests, [], frame).values()];
    expect(placed.length).toBeGreaterThan(8);
    for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlap(a, b)).toBe(0);
  });
});

describe('placeLabels with uncross', () => {
  type Leader = [number, number, number, number];
  // b's cheapest spot puts its leader across a's; its next spot, a little dearer, does not.
  const aLeader: Leader = [10, 20, 80, 5];
  const a = { id: 'a', priority: 2, candidates: [{ ...box(80, 0, 90, 10), cost: 0, leader: aLeader }] };
  const b = {
    id: 'b',
    priority: 1,
    candidates: [
      { ...box(40, 0, 50, 10), cost: 1, leader: [45, 60, 45, 10] as Leader },
      { ...box(40, 70, 50, 80), cost: 2, leader: [45, 60, 45, 70] as Leader },
    ],
  };
  const requests = [a, b];

  it('without it, takes the cheapest spot even where leaders cross', () => {
    expect(placeLabels(requests, [], frame).get('b')!.y0).toBe(0);
  });

  it('with it, pays for a crossing and takes the spot whose leader crosses none', () => {
    expect(placeLabels(requests, [], frame, { uncross: {} }).get('b')!.y0).toBe(70);
  });

  it('counts the leaders of an earlier round too', () => {
    const placed = placeLabels([requests[1]!], [], frame, { uncross: { leadersBefore: [aLeader] } });
    expect(placed.get('b')!.y0).toBe(70);
    expect(placeLabels([requests[1]!], [], frame, { uncross: {} }).get('b')!.y0).toBe(0);
  });
});

describe('candidatesAround(x, y, width, height, half)', () => {
  it('puts the first candidate east of the mark, clear of it, with no leader', () => {
    const [east] = candidatesAround(10, 10, 20, 4, 2);
    expect(east!.x0).toBeGreaterThan(12);
    expect(east!.leader).toBeUndefined();
  });
  it('gives the outer rings a leader line back to the mark', () => {
    const far = candidatesAround(10, 10, 20, 4, 2).filter((c) => c.leader);
    expect(far.length).toBeGreaterThan(0);
    expect(far[0]!.leader!.slice(0, 2)).toEqual([10, 10]);
  });
});

describe('textWidth(text, size)', () => {
  it('counts CJK glyphs one em and Latin about 0.6', () => {
    expect(textWidth('白嶼河', 10)).toBe(30);
    expect(textWidth('ab', 10)).toBeCloseTo(12.4);
  });
  it('counts a dash between two CJK names full width, as a CJK font draws it', () => {
    expect(textWidth('祁山—街亭', 10)).toBe(50);
  });
});

describe('LabelSpace(frame, obstacles)', () => {
  const banner = { ...box(40, 40, 60, 60), hard: true, owner: 'banner' };
  it('lets a label cover its own hard mark and no other', () => {
    const space = new LabelSpace(frame, [banner]);
    expect(space.cost(box(45, 45, 55, 55), 'banner')).toBe(0);
    expect(space.cost(box(45, 45, 55, 55), 'other')).toBe(Infinity);
  });
  it('asked without an owner, counts every mark as another label’s', () => {
    const space = new LabelSpace(frame, [{ ...box(40, 40, 60, 60), hard: true }]);
    expect(space.free(box(45, 45, 55, 55))).toBe(false);
  });
  it('keeps taken boxes, and the gap around them, clear', () => {
    const space = new LabelSpace(frame, [], { gap: 2 });
    space.take(box(10, 10, 20, 20));
    expect(space.free(box(21, 10, 30, 20))).toBe(false);
    expect(space.free(box(23, 10, 30, 20))).toBe(true);
  });
});

/** Every box the index hands over for `query`. */
function metBy(index: BoxIndex, query: Box): Box[] {
  const met: Box[] = [];
  index.meeting(query, (b) => void met.push(b));
  return met;
}

describe('BoxIndex', () => {
  it('finds every box a query meets, among many, and none it only touches', () => {
    const boxes = Array.from({ length: 500 }, (_, i) => box(i * 3, 0, i * 3 + 2, 10));
    const index = new BoxIndex(boxes);
    expect(metBy(index, box(30.5, 5, 36.5, 6)).map((b) => b.x0)).toEqual([30, 33, 36]);
    expect(index.hits(box(2, 0, 3, 10))).toBe(false);
  });

  it('stops handing boxes over once the visitor says it has found what it looked for', () => {
    const index = new BoxIndex(Array.from({ length: 10 }, (_, i) => box(i, 0, i + 0.5, 1)));
    const seen: number[] = [];
    expect(index.meeting(box(0, 0, 10, 1), (b) => (seen.push(b.x0), b.x0 === 3))).toBe(true);
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(index.meeting(box(0, 0, 10, 1), () => false)).toBe(false);
  });

  it('among boxes of every width, one as wide as the map included, finds exactly what a scan of all finds', () => {
    let seed = 26;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 100;
    const some = (width: number) => {
      const x = random();
      const y = random();
      return box(x, y, x + width, y + random() / 10);
    };
    const boxes = [box(-40, 40, 140, 44), box(50, 50, 50, 60)];
    for (let i = 0; i < 400; i++) boxes.push(some(i % 7 === 0 ? random() : random() / 50));
    const index = new BoxIndex(boxes.slice(0, 200));
    for (const b of boxes.slice(200)) index.add(b);
    for (let q = 0; q < 300; q++) {
      const query = some(random() / 5);
      const expected = boxes.filter((b) => intersects(query, b));
      expect(new Set(metBy(index, query))).toEqual(new Set(expected));
      expect(index.hits(query)).toBe(expected.length > 0);
    }
  });
});

describe('candidatesBeside(anchor, width, height, wide)', () => {
  it('tries right, then left, then above and below, cheapest first; the wide search adds farther rows', () => {
    const near = candidatesBeside(box(10, 10, 20, 20), 30, 10);
    expect(near.map((c) => c.side).slice(0, 2)).toEqual(['start', 'end']);
    expect(near[0]).toMatchObject({ x0: 23, x1: 53, cost: 0 });
    expect(near.every((c, i) => c.cost === i)).toBe(true);
    expect(candidatesBeside(box(10, 10, 20, 20), 30, 10, true).length).toBeGreaterThan(near.length * 10);
  });
});

describe('candidatesAlong(x0, x1, y, height, reach)', () => {
  it('starts at the wanted row and moves away from it, downwards first', () => {
    const [at, down, up] = candidatesAlong(0, 1, 50, 8, 20);
    expect([at!.y0, down!.y0, up!.y0]).toEqual([46, 48, 44]);
    expect(at!.cost < down!.cost && down!.cost < up!.cost).toBe(true);
  });
});

describe('candidatesAnywhere(anchor, width, height, frame)', () => {
  it('covers the frame, nearest the mark first, each with a leader line back to it', () => {
    const all = candidatesAnywhere(box(48, 48, 52, 52), 20, 10, frame);
    expect(all.every((c) => inside(c, frame) && c.leader)).toBe(true);
    expect(all[0]!.cost).toBeLessThanOrEqual(all.at(-1)!.cost);
    expect(all.some((c) => c.x0 === 0 && c.y0 === 0)).toBe(true);
  });
});

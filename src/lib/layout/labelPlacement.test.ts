import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  candidatesAround,
  candidatesOn,
  inside,
  overlap,
  placeLabels,
  textWidth,
  type Box,
  type Candidate,
  type LabelRequest,
  type Obstacle,
} from './labelPlacement';

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
});

describe('placeLabels over its grid of marks', () => {
  /** Every candidate against every mark and every placed label: what the grid must agree with exactly. */
  function placeEverywhere(requests: LabelRequest[], obstacles: Obstacle[], frame: Box, gap: number) {
    const ordered = [...requests].sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : 1));
    const placed = new Map<string, Candidate>();
    const kept: Box[] = [];
    for (const request of ordered) {
      let best: Candidate | null = null;
      let bestCost = Infinity;
      for (const c of request.candidates) {
        if (!inside(c, frame)) continue;
        const padded = { x0: c.x0 - gap, y0: c.y0 - gap, x1: c.x1 + gap, y1: c.y1 + gap };
        if (kept.some((k) => overlap(padded, k) > 0)) continue;
        const area = (c.x1 - c.x0) * (c.y1 - c.y0) || 1;
        let covered = 0;
        let blocked = false;
        for (const o of obstacles) {
          if (o.owner === request.id) continue;
          const shared = overlap(c, o);
          if (shared > 0 && o.hard) blocked = true;
          covered += shared;
        }
        if (blocked) continue;
        const cost = c.cost + (4 * covered) / area;
        if (cost < bestCost) [best, bestCost] = [c, cost];
      }
      if (best) {
        placed.set(request.id, best);
        kept.push(best);
      }
    }
    return placed;
  }

  const coordinate = fc.double({ min: -20, max: 120, noNaN: true });
  const someBox = fc
    .tuple(
      coordinate,
      coordinate,
      fc.double({ min: 0, max: 40, noNaN: true }),
      fc.double({ min: 0, max: 40, noNaN: true }),
    )
    .map(([x, y, w, h]) => ({ x0: x, y0: y, x1: x + w, y1: y + h }));

  it('places exactly as a test of every mark would, marks beyond the frame included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(someBox, fc.boolean(), fc.integer({ min: 0, max: 5 })), { maxLength: 40 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 3 }),
            fc.array(fc.tuple(someBox, fc.double({ min: 0, max: 3, noNaN: true })), {
              minLength: 1,
              maxLength: 6,
            }),
          ),
          { maxLength: 12 },
        ),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (marks, labels, gap) => {
          const obstacles: Obstacle[] = marks.map(([b, hard, owner]) => ({ ...b, hard, owner: `l${owner}` }));
          const requests: LabelRequest[] = labels.map(([priority, candidates], i) => ({
            id: `l${i}`,
            priority,
            candidates: candidates.map(([b, cost]) => ({ ...b, cost })),
          }));
          const expected = placeEverywhere(requests, obstacles, frame, gap);
          const actual = placeLabels(requests, obstacles, frame, gap);
          expect([...actual].map(([id, { x0, y0 }]) => [id, x0, y0])).toEqual(
            [...expected].map(([id, { x0, y0 }]) => [id, x0, y0]),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { mapLabels, MOST_NAMED_PLACES } from './labels';
import type { PlaceToName } from './labelCandidates';
import { inside, overlap, type Box } from '../labels/boxes';
import { crossing } from './planar';
import type { Point } from './layout';

const frame: Box = { x0: 0, y0: 0, x1: 100, y1: 60 };
const place = (id: string, point: [number, number], extra: Partial<PlaceToName> = {}): PlaceToName => ({
  id,
  text: '正陽門西街',
  point,
  placement: 'around',
  priority: 10,
  ...extra,
});
/** A crowd: more long names about one point than the frame has room for. */
const crowd = Array.from({ length: 12 }, (_, i) => place(`p${i}`, [50 + (i % 3), 30 + (i % 4)]));

describe('mapLabels(places, tokens, marks, frame, size, options)', () => {
  it('leaves out a place with no room for its name in a step', () => {
    const { labels, callouts } = mapLabels(crowd, [], [], frame, 8);
    expect(labels.size).toBeLessThan(crowd.length);
    expect(callouts).toEqual([]);
  });

  it('gives every place of an overview its name or a numbered callout, none meeting another', () => {
    const { labels, callouts } = mapLabels(crowd, [], [], frame, 8, { calloutFrom: 0 });
    expect([...labels.keys()].sort()).toEqual(crowd.map((p) => p.id).sort());
    expect(callouts.length).toBeGreaterThan(0);
    expect(callouts.map((id) => labels.get(id)!.callout)).toEqual(callouts.map((_, i) => i + 1));
    const boxes = [...labels.values()];
    for (const [i, a] of boxes.entries()) {
      expect(inside(a, frame)).toBe(true);
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(0);
    }
  });

  it('leaves no two callouts of one size with crossing leaders', () => {
    const { labels, callouts } = mapLabels(crowd, [], [], frame, 8, { calloutFrom: 0 });
    const discs = callouts.map((id) => labels.get(id)!).filter((l) => l.leader);
    const ends = (l: (typeof discs)[number]): [Point, Point] => [
      [l.leader![0], l.leader![1]],
      [l.leader![2], l.leader![3]],
    ];
    const width = (l: (typeof discs)[number]) => Math.round((l.x1 - l.x0) * 1e6);
    for (const [i, a] of discs.entries())
      for (const b of discs.slice(i + 1))
        if (width(a) === width(b)) expect(crossing(...ends(a), ...ends(b)), `${a.id} × ${b.id}`).toBeNull();
  });

  it('numbers callouts as one reads the map, north to south', () => {
    const { labels, callouts } = mapLabels(crowd, [], [], frame, 8, { calloutFrom: 0 });
    const ys = callouts.map((id) => crowd.find((p) => p.id === id)!.point[1]);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(labels.get(callouts[0]!)!.callout).toBe(1);
  });

  it('with firstCalloutOnly, stops at the first callout: the names as without it, one callout, numbered 1', () => {
    const all = mapLabels(crowd, [], [], frame, 8, { calloutFrom: 0 });
    const first = mapLabels(crowd, [], [], frame, 8, { calloutFrom: 0, firstCalloutOnly: true });
    const names = (labels: typeof all.labels) => [...labels].filter(([, l]) => l.callout === undefined);
    expect(names(first.labels)).toEqual(names(all.labels));
    expect(first.callouts).toEqual([all.callouts[0]]);
    // Its disc may stand elsewhere in the full layout, where it can swap places to uncross leaders.
    expect(first.labels.get(first.callouts[0]!)!.callout).toBe(1);
  });

  it('calls out only places of at least the given priority', () => {
    const ranked = crowd.map((p, i) => ({ ...p, priority: i < 2 ? 1500 : 10 }));
    const { labels } = mapLabels(ranked, [], [], frame, 8, { calloutFrom: 1500 });
    expect(labels.has('p0') && labels.has('p1')).toBe(true);
    expect(labels.size).toBeLessThan(crowd.length);
  });

  it('names at most the most places one view names, the highest priority first', () => {
    // Spread wide in a large frame, so that room is not what leaves names out.
    const wide: Box = { x0: -1000, y0: -1000, x1: 2000, y1: 2000 };
    const many = Array.from({ length: MOST_NAMED_PLACES + 200 }, (_, i) =>
      place(`m${i}`, [(i % 30) * 90 - 900, Math.floor(i / 30) * 90 - 900], {
        text: '门',
        priority: i === 450 ? 99 : 10,
      }),
    );
    const { labels } = mapLabels(many, [], [], wide, 8, { calloutFrom: 0 });
    expect(labels.size).toBe(MOST_NAMED_PLACES);
    expect(labels.has('m450')).toBe(true);
  });

  it("keeps a ward's name inside its walls", () => {
    const walls: Box = { x0: 10, y0: 10, x1: 40, y1: 40 };
    // Its point near the wall: centred on it, the name would cross the wall.
    const ward = place('ward', [12, 25], { text: '正西坊', placement: 'centre', within: walls });
    const label = mapLabels([ward], [], [], frame, 5).labels.get('ward')!;
    expect(inside(label, walls)).toBe(true);
  });

  it('draws a far place as a tab without a leader line, beside another in the same direction', () => {
    const south: [number, number] = [0, 1];
    const far = [
      place('jinghu', [50, 50], { text: '荊湖', outward: south }),
      place('dongjing', [50, 50], { text: '東京', outward: south }),
    ];
    const { labels } = mapLabels(far, [], [], frame, 5);
    expect(labels.size).toBe(2);
    for (const label of labels.values()) expect(label.leader).toBeUndefined();
    expect(overlap(labels.get('jinghu')!, labels.get('dongjing')!)).toBe(0);
  });

  it('pins the tab of a far place that matters beyond the frame inside its edge, pointing the way, clear of others', () => {
    // 荊湖 and 東京 far to the south of a view of the town's north; a force's name already at the bottom middle.
    const south: [number, number] = [0, 1];
    const far = [
      place('jinghu', [45, 140], { text: '荊湖', outward: south, pin: true }),
      place('dongjing', [55, 140], { text: '東京', outward: south, pin: true }),
      place('shu', [-40, 130], { text: '蜀', outward: [-0.7, 0.7] }),
    ];
    const token = { id: 'f', text: '漢軍大軍', point: [50, 52] as [number, number], half: 2, priority: 2000 };
    const { labels } = mapLabels(far, [token], [], frame, 5);
    // Not pinned (it matters to nothing now): left out, as before.
    expect(labels.has('shu')).toBe(false);
    const tabs = ['jinghu', 'dongjing'].map((id) => labels.get(id)!);
    for (const tab of tabs) {
      expect(inside(tab, frame)).toBe(true);
      // At the frame's bottom edge, the side the places lie on, pointing down towards them.
      expect(tab.y1).toBeGreaterThan(frame.y1 - 5);
      expect(tab.toward![1]).toBeGreaterThan(0.9);
      expect(tab.leader).toBeUndefined();
      expect(overlap(tab, labels.get('f')!)).toBe(0);
    }
    expect(overlap(tabs[0]!, tabs[1]!)).toBe(0);
  });
});

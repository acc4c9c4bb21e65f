import { describe, expect, it } from 'vitest';
import type { ChapterEvent, CityMap, Force, Place } from '../model/types';
import { syntheticChapter } from '../data/syntheticChapter';
import { forceStatesAt } from '../story/forceStates';
import {
  markAt,
  pointAt,
  stepTicks,
  stepX,
  storylineRows,
  storylinesLayout,
  storylinesFrame,
  type Storyline,
  type StorylinesLayout,
} from './layout';

const evidence = { basis: 'text' as const, note: 'test' };
const place = (id: string, kind: Place['kind'], side: Place['side'], ring?: string): Place => ({
  id,
  name: id,
  en: id,
  kind,
  side,
  ...(ring ? { ring } : {}),
  at: [0, 0],
  evidence,
});
const city: CityMap = {
  rings: [
    { id: 'inner', name: 'i', en: 'i', box: [30, 30, 70, 70], evidence },
    { id: 'outer', name: 'o', en: 'o', box: [0, 0, 100, 100], evidence },
  ],
  places: [
    place('market', 'ward', 'center', 'outer'),
    place('palace', 'palace', 'center', 'inner'),
    place('south-gate', 'gate', 'south', 'outer'),
    place('inner-gate', 'gate', 'south', 'inner'),
    place('camp', 'camp', 'outside-south'),
    place('south-wall', 'wall', 'south', 'outer'),
    place('unvisited', 'hall', 'center', 'outer'),
  ],
};
const force = (id: string, start: string, faction = 'han'): Force => ({
  id,
  name: id,
  en: id,
  faction,
  start,
  evidence,
});
/** Every point of a line, built: what the object-per-point layout held. */
const pointsOf = (layout: StorylinesLayout, line: Storyline) =>
  Array.from(line.y, (_, x) => {
    const k = line.track.markXs.indexOf(x);
    return pointAt(layout, line, x, k >= 0 ? line.track.markIds[k] : undefined);
  });
const marksOf = (layout: StorylinesLayout, line: Storyline) =>
  line.track.markXs.map((_, k) => markAt(layout, line, k));
let order = 0;
const event = (
  id: string,
  movements: ChapterEvent['movements'],
  forceChanges?: ChapterEvent['forceChanges'],
) => ({ id, storyOrder: ++order, movements, ...(forceChanges ? { forceChanges } : {}) }) as ChapterEvent;

describe('storylineRows(city, visited)', () => {
  it('orders outside, then each ring from the outermost: its gates, walls, then inside; unvisited places have no row', () => {
    const rows = storylineRows(
      city,
      new Set(city.places.map((p) => p.id).filter((id) => id !== 'unvisited')),
    );
    expect(rows.map((r) => r.placeId)).toEqual([
      'camp',
      'south-gate',
      'south-wall',
      'market',
      'inner-gate',
      'palace',
    ]);
    expect(rows.map((r) => r.y)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('storylinesLayout(forces, events, city)', () => {
  const forces = [force('army', 'camp'), force('guard', 'palace', 'liao')];
  const events = [
    event('storm-gate', [{ from: 'camp', to: 'south-gate', who: ['army'] }]),
    event('enter', [{ from: 'south-gate', to: 'market', who: ['army'] }]),
    event('guard-routs', [], [{ force: 'guard', condition: 'routed' }]),
  ];
  const layout = storylinesLayout(forces, events, city);

  it('gives each force a point per story step, from the opening (x = 0) to the last step', () => {
    for (const line of layout.lines) expect(pointsOf(layout, line).map((p) => p.x)).toEqual([0, 1, 2, 3]);
    expect(layout.steps).toEqual([1, 2, 3]);
    expect(stepX(layout, events[1]!.storyOrder)).toBe(2);
    expect(stepX(layout, events[0]!.storyOrder - 1)).toBe(0);
  });

  it('puts simultaneous events (one story step) at one x', () => {
    const together = storylinesLayout(
      forces,
      [events[0]!, { ...events[2]!, storyOrder: events[0]!.storyOrder }],
      city,
    );
    expect(together.steps).toHaveLength(1);
    const guard = together.lines.find((l) => l.forceId === 'guard')!;
    expect(pointsOf(together, guard)).toHaveLength(2);
    expect(pointsOf(together, guard)[1]).toMatchObject({ x: 1, condition: 'routed', eventId: 'guard-routs' });
  });

  it('moves a line to the row of the place the force goes to, naming the event that moved it', () => {
    const army = pointsOf(
      layout,
      layout.lines.find((l) => l.forceId === 'army')!,
    );
    expect(army.map((p) => p.placeId)).toEqual(['camp', 'south-gate', 'market', 'market']);
    expect(army.map((p) => p.eventId)).toEqual([undefined, 'storm-gate', 'enter', undefined]);
    const row = (id: string) => layout.rows.find((r) => r.placeId === id)!.y;
    expect(army[1]!.y).toBe(row('south-gate'));
  });

  it('carries condition changes, and keeps rows only for visited places', () => {
    const guard = pointsOf(
      layout,
      layout.lines.find((l) => l.forceId === 'guard')!,
    );
    expect(guard.map((p) => p.condition)).toEqual(['intact', 'intact', 'intact', 'routed']);
    expect(guard[3]!.eventId).toBe('guard-routs');
    expect(layout.rows.map((r) => r.placeId)).toEqual(['camp', 'south-gate', 'market', 'palace']);
  });

  it('keeps the points that name an event apart, in order, so the marks need no pass over every step', () => {
    for (const line of layout.lines)
      expect(marksOf(layout, line)).toEqual(pointsOf(layout, line).filter((p) => p.eventId !== undefined));
    expect(
      marksOf(
        layout,
        layout.lines.find((l) => l.forceId === 'army')!,
      ).map((p) => p.eventId),
    ).toEqual(['storm-gate', 'enter']);
  });

  it('gives back the same layout for the same chapter: coming back to the storylines does not rebuild it', () => {
    expect(storylinesLayout(forces, events, city)).toBe(layout);
    expect(storylinesLayout([...forces], events, city)).not.toBe(layout);
    expect(storylinesLayout(forces, [...events], city)).toEqual(layout);
  });

  it("puts every force, at each step, where the story's fold has it after the step's last event", () => {
    const long = syntheticChapter(400);
    const forcesOf = long.meta.forces!;
    const longLayout = storylinesLayout(forcesOf, long.events, long.city);
    long.events.forEach((e, i) => {
      if (long.events[i + 1]?.storyOrder === e.storyOrder) return;
      const states = forceStatesAt(forcesOf, long.events, i);
      longLayout.lines.forEach((line) => {
        const point = pointAt(longLayout, line, stepX(longLayout, e.storyOrder));
        expect([point.placeId, point.condition]).toEqual([
          states.get(line.forceId)!.at,
          states.get(line.forceId)!.condition,
        ]);
      });
    });
  });

  it('runs lines sharing a place side by side, apart but within the row', () => {
    const shared = storylinesLayout([force('a', 'camp'), force('b', 'camp')], [], city);
    const [a, b] = shared.lines.map((l) => l.y[0]!);
    expect(a).not.toBe(b);
    expect(Math.abs(a! - b!)).toBeLessThanOrEqual(0.6);
  });
});

describe('storylinesFrame(input)', () => {
  const base = { rows: 10, steps: 20, crowd: 1, width: 1000, height: 300, leftName: 120, rightName: 200 };

  it('makes the gutters as wide as the longest names, so no name is cut', () => {
    const { margin } = storylinesFrame(base);
    expect(margin.left).toBeGreaterThanOrEqual(120);
    expect(margin.right).toBeGreaterThanOrEqual(200);
  });

  it('grows wider than the panel (to scroll) rather than squeeze the steps or cut a name', () => {
    const wide = storylinesFrame({ ...base, width: 400, rightName: 380 });
    expect(wide.width).toBeGreaterThan(400);
    expect(wide.width - wide.margin.left - wide.margin.right).toBeGreaterThanOrEqual(20 * 20);
  });

  it('fits the panel with a chapter of so many steps that scrolling would not tell them apart', () => {
    const long = storylinesFrame({ ...base, steps: 100_000 });
    expect(long.width).toBe(1000);
    expect(storylinesFrame({ ...base, steps: 100 }).width).toBeGreaterThan(1000);
  });

  it('fills a tall panel with its rows, and grows taller (to scroll) than a short one', () => {
    const tall = storylinesFrame({ ...base, height: 500 });
    expect(tall.height).toBeLessThanOrEqual(500);
    expect(tall.height).toBeGreaterThan(400);
    const short = storylinesFrame({ ...base, height: 120 });
    expect(short.height).toBeGreaterThan(120);
  });

  it('makes rows tall enough that five lines at one place stay apart', () => {
    const { row } = storylinesFrame({ ...base, crowd: 5, height: 100 });
    // Five lines spread over 0.8 of a row: 0.2 rows apart, at least 7 px.
    expect(row * 0.2).toBeGreaterThanOrEqual(7);
  });
});

describe('stepTicks(steps, room, widest)', () => {
  const steps = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
  const pixelsApart = (ticks: { x: number }[], perStep: number) =>
    Math.min(...ticks.slice(2).map((t, i) => (t.x - ticks[i + 1]!.x) * perStep));

  it('numbers the first step, then every step that is 28 px from the last where the numbers are short', () => {
    expect(stepTicks(steps(10), 220, 14).map((t) => t.order)).toEqual([1, 2, 4, 6, 8, 10]);
    expect(stepTicks([], 220, 14)).toEqual([]);
  });

  it('keeps six-digit numbers a space apart, so that they do not run into each other', () => {
    const ticks = stepTicks(steps(100_000), 1100, 43);
    expect(pixelsApart(ticks, 1100 / 100_000)).toBeGreaterThanOrEqual(43 + 8 - 0.5);
    expect(ticks.length).toBeGreaterThan(15);
  });
});

import { describe, expect, it } from 'vitest';
import { stepOf } from '../story/step';
import { miniChapter } from '../testing/miniChapter';
import { phaseMaps, timelineFigure } from './layout';

const chapter = miniChapter();

describe('phaseMaps(chapter)', () => {
  it('gives each phase with events its events and the story index of its last one', () => {
    const maps = phaseMaps(chapter);
    expect(maps.map((m) => m.phase.id)).toEqual(['breach']);
    expect(maps[0]!.events.map((e) => e.id)).toEqual(['liao-assault', 'liao-take-wall']);
    expect(maps[0]!.lastIndex).toBe(1);
  });

  it('leaves out a phase no event belongs to', () => {
    const meta = {
      ...chapter.meta,
      phases: [...chapter.meta.phases, { id: 'empty', name: '空', en: 'Empty' }],
    };
    expect(phaseMaps({ ...chapter, meta }).map((m) => m.phase.id)).not.toContain('empty');
  });

  it('keeps, for a choice of steps, the phases with an event on them, numbered as in the whole story', () => {
    const meta = {
      ...chapter.meta,
      phases: [
        { id: 'first', name: '一', en: 'One' },
        { id: 'second', name: '二', en: 'Two' },
      ],
    };
    const events = chapter.events.map((e, i) => ({ ...e, phase: i === 0 ? 'first' : 'second' }));
    const second = stepOf(events[1]!).first;
    const maps = phaseMaps({ events, meta }, [second]);
    expect(maps.map((m) => [m.phase.id, m.number])).toEqual([['second', 2]]);
    expect(phaseMaps({ events, meta }, null).map((m) => m.number)).toEqual([1, 2]);
  });
});

describe('timelineFigure(chapter, width)', () => {
  const figure = timelineFigure(chapter, 600);

  it('numbers every event by its step, as the handout lists them, inside the plot', () => {
    const step = new Map(chapter.events.map((e) => [e.id, stepOf(e).first]));
    expect(figure.marks.map((m) => [m.id, m.number])).toEqual(
      figure.marks.map((m) => [m.id, step.get(m.id)]),
    );
    expect(figure.marks).toHaveLength(chapter.events.length);
    for (const m of figure.marks) {
      expect(m.x).toBeGreaterThanOrEqual(figure.left);
      expect(m.x2).toBeLessThanOrEqual(600);
      expect(m.y).toBeLessThan(figure.axisY);
    }
  });

  it('prints each phase name whole, on a row where it meets no other band or name, inside the figure', () => {
    // Two phases side by side, each name longer than its band.
    const half = Math.floor(chapter.events.length / 2);
    const phases = [
      { id: 'a', name: '甲', en: 'A' },
      { id: 'b', name: '乙', en: 'B' },
    ];
    const events = chapter.events.map((e, i) => ({ ...e, phase: i < half ? 'a' : 'b' }));
    const split = { events, meta: { ...chapter.meta, phases } };
    const narrow = timelineFigure(split, 600, 120, () => 20);
    const wide = timelineFigure(split, 600, 120, () => 400);
    expect(new Set(narrow.bands.map((b) => b.y)).size).toBe(1);
    const extent = (b: (typeof wide.bands)[number]) =>
      b.anchor === 'start'
        ? { x0: b.x, x1: Math.max(b.x + b.width, b.textX + 400) }
        : { x0: Math.min(b.x, b.textX - 400), x1: b.x + b.width };
    for (const [i, a] of wide.bands.entries()) {
      const e = extent(a);
      expect(e.x0).toBeGreaterThanOrEqual(0);
      expect(e.x1).toBeLessThanOrEqual(600);
      for (const b of wide.bands.slice(i + 1)) {
        const f = extent(b);
        if (a.y === b.y) expect(e.x1 <= f.x0 || f.x1 <= e.x0).toBe(true);
      }
    }
    expect(new Set(wide.bands.map((b) => b.y)).size).toBeGreaterThan(
      new Set(figure.bands.map((b) => b.y)).size,
    );
  });

  it('puts each faction in its own lane and marks every step on the axis', () => {
    expect(figure.lanes.map((l) => l.key)).toEqual(
      chapter.meta.factions.map((f) => f.id).filter((f) => chapter.events.some((e) => e.factions[0] === f)),
    );
    const steps = chapter.events.map((e) => e.storyOrder);
    expect(figure.ticks.map((t) => t.step)).toEqual(
      Array.from({ length: Math.max(...steps) - Math.min(...steps) + 1 }, (_v, i) => Math.min(...steps) + i),
    );
    expect(figure.height).toBeGreaterThan(figure.axisY);
  });

  it('draws a phase band over the steps of its events', () => {
    expect(figure.bands.map((b) => b.id)).toEqual(['breach']);
    const band = figure.bands[0]!;
    const xs = figure.marks
      .filter((m) => chapter.events.find((e) => e.id === m.id)?.phase === band.id)
      .map((m) => m.x);
    expect(band.x).toBeLessThan(Math.min(...xs));
    expect(band.x + band.width).toBeGreaterThan(Math.max(...xs));
    expect(xs).toHaveLength(2);
  });
});

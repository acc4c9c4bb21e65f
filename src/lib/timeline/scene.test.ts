import { describe, expect, it } from 'vitest';
import { intersects } from '../labels/boxes';
import type { TimelineLayout } from './layout';
import type { LinearScale } from './linearScale';
import { keptGeometry, sceneGeometry, timelineLabels, timelineScene, type TimelineSceneInput } from './scene';
import { baseScale, laneWindow, timelineFrame, visibleRange } from './view';

/** Ten-pixel characters and square glyphs of ±6 px: numbers easy to check by hand. */
const mono = (text: string) => text.length * 10;
const layout: TimelineLayout = {
  lanes: [{ key: 'a' }, { key: 'b' }, { key: 'c' }, { key: 'd' }, { key: 'e' }, { key: 'f' }],
  marks: Array.from({ length: 24 }, (_, i) => ({
    id: `m${i}`,
    x: i + 1,
    x2: i + 1,
    lane: i % 6,
    stack: 0,
    slotSize: 1,
  })),
  domain: [0.5, 24.5],
  maxStack: 0,
};

function input(
  height: number,
  scrollTop: number,
  overrides: Partial<TimelineSceneInput> = {},
): TimelineSceneInput & { x: LinearScale } {
  const frame = timelineFrame(800, height, 1, 60);
  const x = baseScale(layout.domain, frame);
  return {
    layout,
    frame,
    view: laneWindow(frame, layout.lanes.length, scrollTop),
    range: visibleRange(x, frame),
    longest: 0,
    selectedId: null,
    canvasAbove: 150,
    glyphOf: () => ({ x0: -6, x1: 6, y0: -6, y1: 6 }),
    labelOf: (id) => `event ${id}`,
    laneNameOf: (key) => `lane ${key}`,
    bands: [{ id: 'p', x0: 0.5, x1: 2.5, row: 0, name: 'a phase with a long name' }],
    measure: { label: mono, selected: mono, lane: mono, band: mono },
    ...overrides,
    // Not overridden: a LinearScale, as the controller's is (keptGeometry reads its numbers).
    x,
  };
}

describe('timelineScene(input)', () => {
  it('draws only the lanes in the window and their marks, with every label clear of labels and marks', () => {
    const scene = timelineScene(input(150, 0));
    const view = laneWindow(timelineFrame(800, 150, 1, 60), 6, 0);
    expect(view.scrolls).toBe(true);
    expect(scene.lanes.map((l) => l.key)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].slice(0, view.rows));
    expect(scene.marks.every((m) => m.lane < view.rows)).toBe(true);
    for (const [i, label] of scene.labels.entries()) {
      for (const other of scene.labels.slice(i + 1)) expect(intersects(label.box, other.box)).toBe(false);
      for (const m of scene.marks) {
        const glyph = { x0: m.px - 7, x1: m.px + 7, y0: m.py - 7, y1: m.py + 7 };
        expect(intersects(label.box, glyph)).toBe(false);
      }
    }
  });

  it('scrolled to the bottom, shows the last lanes', () => {
    const scene = timelineScene(input(150, 10_000));
    expect(scene.lanes.at(-1)!.key).toBe('f');
    expect(scene.lanes[0]!.y).toBe(scene.area.y0);
  });

  it('hands the marks to the canvas above the threshold and keeps the selected one in SVG, labelled', () => {
    const scene = timelineScene(input(400, 0, { canvasAbove: 10, selectedId: 'm5' }));
    expect(scene.canvas).toBe(true);
    expect(scene.marks).toHaveLength(24);
    expect(scene.svgMarks.map((m) => m.id)).toEqual(['m5']);
    expect(scene.labels.map((l) => l.id)).toEqual(['m5']);
  });

  it("places each new selection's label on the same geometry, which the selection does not enter", () => {
    const canvas = input(400, 0, { canvasAbove: 10 });
    const geometry = sceneGeometry(canvas);
    for (const selectedId of ['m5', 'm17']) {
      const labels = timelineLabels(geometry, { ...canvas, selectedId });
      expect(labels.svgMarks.map((m) => m.id)).toEqual([selectedId]);
      expect(labels.labels.map((l) => l.id)).toEqual([selectedId]);
      for (const m of geometry.marks) {
        const glyph = { x0: m.px - 7, x1: m.px + 7, y0: m.py - 7, y1: m.py + 7 };
        expect(intersects(labels.labels[0]!.box, glyph)).toBe(false);
      }
      expect({ ...geometry, ...labels }).toEqual(timelineScene({ ...canvas, selectedId }));
    }
  });

  it('draws every mark in SVG when the canvas is off (the export)', () => {
    const scene = timelineScene(input(400, 0, { canvasAbove: Infinity }));
    expect(scene.canvas).toBe(false);
    expect(scene.svgMarks).toHaveLength(24);
  });

  it('draws a phase name whole where it fits its band, else not at all (its tooltip has it), and a lane name', () => {
    const narrow = timelineScene(input(400, 0)).bands[0]!;
    expect(narrow.text).toBe('');
    const withShort = (short: string) =>
      input(400, 0, {
        bands: [{ id: 'p', x0: 0.5, x1: 2.5, row: 0, name: 'a phase with a long name', short }],
      });
    expect(timelineScene(withShort('阶段')).bands[0]!.text).toBe('阶段');
    expect(timelineScene(withShort('a very long shorter name')).bands[0]!.text).toBe('');
    const wide = timelineScene(
      input(400, 0, { measure: { label: mono, selected: mono, lane: mono, band: () => 10 } }),
    );
    expect(wide.bands[0]!.text).toBe('a phase with a long name');
    expect(wide.lanes[0]!.name).toBe('lane a');
  });

  it("keeps each label in its mark's lane and off every duration bar", () => {
    // Every fourth event lasts three steps.
    const marks = layout.marks.map((m, i) => (i % 4 === 0 ? { ...m, x2: m.x + 3 } : m));
    const scene = timelineScene(input(400, 0, { canvasAbove: Infinity, layout: { ...layout, marks } }));
    expect(scene.labels.length).toBeGreaterThan(10);
    const bars = scene.marks
      .filter((m) => m.px2 > m.px)
      .map((m) => ({ x0: m.px, x1: m.px2, y0: m.py - 4, y1: m.py + 4 }));
    for (const label of scene.labels) {
      const mark = scene.marks.find((m) => m.id === label.id)!;
      const lane = scene.lanes.find((l) => l.index === mark.lane)!;
      expect(label.box.y0).toBeGreaterThanOrEqual(lane.y - 0.5);
      expect(label.box.y1).toBeLessThanOrEqual(lane.y + lane.height + 0.5);
      for (const bar of bars) expect(intersects(label.box, bar)).toBe(false);
    }
  });
});

describe('keptGeometry(input)', () => {
  const laneNameOf = (key: string) => `lane ${key}`;
  const scaled = (height: number, scrollTop: number) => input(height, scrollTop, { laneNameOf });
  it('gives back the geometry made for a layout while the rest of its input is the same by value', () => {
    const kept = keptGeometry(scaled(150, 0));
    // Frame, lane window, scale and range derived anew with the same numbers, as when a filter is cleared.
    expect(keptGeometry(scaled(150, 0))).toBe(kept);
    expect(kept).toEqual(sceneGeometry(input(150, 0)));
    const scrolled = keptGeometry(scaled(150, 30));
    expect(scrolled).not.toBe(kept);
    expect(scrolled).toEqual(sceneGeometry(input(150, 30)));
  });
});

import { describe, expect, it } from 'vitest';
import {
  baseScale,
  fullHeight,
  laneScrollFor,
  laneWindow,
  BAND_ROW,
  MIN_LANE,
  rangeTransform,
  timelineFrame,
  visibleRange,
} from './view';
import { exportLayout, EXPORT_LANE, EXPORT_WIDTH } from './exportScene';

const frame = timelineFrame(1000, 200, 2, 60);
const viewH = 200 - frame.top - 26;

describe('timelineFrame(width, height, bandRows, laneNameWidth)', () => {
  it('leaves room for the band rows on top, the axis below and the lane names on the left', () => {
    expect(frame).toEqual({
      width: 1000,
      height: 200,
      left: 76,
      right: 16,
      top: 2 * BAND_ROW + 8,
      bottom: 26,
    });
  });
  it('keeps the lane-name column between 70 and 190 px', () => {
    expect(timelineFrame(1000, 200, 0, 10).left).toBe(70);
    expect(timelineFrame(1000, 200, 0, 900).left).toBe(190);
  });
});

describe('laneWindow(frame, count, scrollTop)', () => {
  it('shares the height between lanes that fit, without scrolling', () => {
    const view = laneWindow(frame, 3, 0);
    expect(view).toMatchObject({ first: 0, rows: 3, scrolls: false });
    expect(view.laneH * 3).toBeCloseTo(viewH);
  });
  it('shows whole lanes of at least MIN_LANE px and scrolls through the rest', () => {
    const view = laneWindow(frame, 10, 0);
    expect(view.rows).toBe(Math.floor(viewH / MIN_LANE));
    expect(view.laneH).toBeGreaterThanOrEqual(MIN_LANE);
    expect(view.scrolls).toBe(true);
    expect(view.contentH).toBeCloseTo(10 * view.laneH);
    expect(laneWindow(frame, 10, view.laneH * 2.4).first).toBe(2);
    expect(laneWindow(frame, 10, 99999).first).toBe(10 - view.rows);
  });
  it('shows every lane when asked (the export), and the frame grows to hold them', () => {
    const view = laneWindow(frame, 10, 500, true);
    expect(view).toMatchObject({ first: 0, rows: 10, scrolls: false });
    expect(fullHeight(frame, view)).toBeCloseTo(frame.top + 10 * view.laneH + 26);
  });
});

describe('laneScrollFor(view, lane)', () => {
  const view = laneWindow(frame, 10, 0);
  it('is null for a lane in view', () => expect(laneScrollFor(view, 1)).toBeNull());
  it('scrolls down just far enough to show a lane below', () =>
    expect(laneScrollFor(view, 8)).toBeCloseTo((8 - view.rows + 1) * view.laneH));
  it('scrolls up to a lane above', () =>
    expect(laneScrollFor(laneWindow(frame, 10, 5 * view.laneH), 1)).toBeCloseTo(view.laneH));
});

describe('visibleRange(x, frame) and rangeTransform(range, frame)', () => {
  const x = baseScale([0, 10], frame);
  it('maps the plot edges back to data units', () => {
    const [a, b] = visibleRange(x, frame);
    expect(a).toBeCloseTo(0);
    expect(b).toBeCloseTo(10);
  });
  it('gives the transform that fills the plot with a range of base pixels', () => {
    const { k, x: tx } = rangeTransform([x(2), x(4)], frame);
    expect(k).toBeCloseTo(5);
    expect(tx + k * x(2)).toBeCloseTo(frame.left);
  });
});

describe('exportLayout(screen, laneCount, range)', () => {
  it('lays the range in view out at the export width, every lane at EXPORT_LANE', () => {
    const screen = timelineFrame(900, 200, 1, 60);
    const { frame, view, x } = exportLayout(screen, 5, [3, 9]);
    expect(frame.width).toBe(EXPORT_WIDTH);
    expect(view).toMatchObject({ first: 0, rows: 5, laneH: EXPORT_LANE });
    expect(x(3)).toBeCloseTo(frame.left);
    expect(x(9)).toBeCloseTo(EXPORT_WIDTH - frame.right);
  });

  it('keeps a screen wider than EXPORT_WIDTH', () => {
    expect(exportLayout(timelineFrame(2400, 200, 1, 60), 2, [0, 1]).frame.width).toBe(2400);
  });
});

import { describe, expect, it } from 'vitest';
import {
  fitAspect,
  frameView,
  padBox,
  stepMinSize,
  unitsPerPixel,
  visibleBox,
  visiblePieces,
} from './camera';

describe('frameView(points, options)', () => {
  it('frames the points with a margin at the screen aspect', () => {
    const view = frameView(
      [
        [0, 0],
        [100, 50],
      ],
      { aspect: 2, pad: 0, minSize: 10 },
    )!;
    expect(view).toEqual([0, 0, 100, 50]);
  });
  it('never comes closer than the minimum size', () => {
    expect(frameView([[50, 50]], { aspect: 1, pad: 0, minSize: 40 })).toEqual([30, 30, 40, 40]);
  });
  it('keeps a margin of pixels once zoomed: 25 % of the screen each side doubles the view', () => {
    const view = frameView([[50, 50]], { aspect: 1, pad: 0, minSize: 40, marginPx: 25, screen: [100, 100] })!;
    expect(view[2]).toBe(80);
  });
  it('shows no more than the whole map', () => {
    expect(frameView([[0, 0]], { aspect: 1, pad: 0, minSize: 500, bounds: [0, 0, 100, 100] })).toEqual([
      0, 0, 100, 100,
    ]);
  });
  it('is null with nothing to frame', () => expect(frameView([], { aspect: 1 })).toBeNull());
});

describe('padBox(box, fx, fy)', () => {
  it('grows the box by the fractions on every side, about its centre', () => {
    expect(padBox([0, 0, 100, 50], 0.1, 0.2)).toEqual([-10, -10, 120, 70]);
  });
});

describe('fitAspect(box, aspect)', () => {
  it('widens a box about its centre', () =>
    expect(fitAspect([0, 0, 100, 100], 2)).toEqual([-50, 0, 200, 100]));
});

describe('unitsPerPixel(view, width, height) and visibleBox(view, width, height)', () => {
  it('fits the view in the screen ("meet") and shows more in the other direction', () => {
    expect(unitsPerPixel([0, 0, 100, 100], 200, 100)).toBe(1);
    expect(visibleBox([0, 0, 100, 100], 200, 100)).toEqual({ x0: -50, y0: 0, x1: 150, y1: 100 });
  });
});

describe('visiblePieces(line, box)', () => {
  it('clips a line to the box, longest piece first', () => {
    const pieces = visiblePieces(
      [
        [-10, 50],
        [50, 50],
        [50, 200],
      ],
      { x0: 0, y0: 0, x1: 100, y1: 100 },
    );
    expect(pieces[0]).toEqual([
      [0, 50],
      [50, 50],
    ]);
    expect(pieces[1]).toEqual([
      [50, 50],
      [50, 100],
    ]);
  });
  it('is empty for a line outside the box', () =>
    expect(
      visiblePieces(
        [
          [200, 0],
          [200, 10],
        ],
        { x0: 0, y0: 0, x1: 100, y1: 100 },
      ),
    ).toEqual([]));
});

describe('stepMinSize(rings)', () => {
  const ring = (width: number, height: number) => ({ width, height });
  it('keeps the view of a city: a ring about as large as the map', () => {
    expect(stepMinSize([ring(80, 80)])).toBe(50);
    expect(stepMinSize([ring(60, 60), ring(20, 16)])).toBe(50);
    expect(stepMinSize([ring(70, 50), ring(90, 40)])).toBe(50);
  });
  it('comes closer on a campaign map of small towns: twice the largest town', () => {
    expect(stepMinSize([ring(12, 10), ring(8, 8), ring(16, 16)])).toBe(32);
  });
  it('is the view of a city on a map with no rings', () => expect(stepMinSize([])).toBe(50));
});

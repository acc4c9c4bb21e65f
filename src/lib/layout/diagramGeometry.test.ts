import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import {
  arrowPath,
  diagramGeometry,
  labelBox,
  markBoxes,
  nearestWallPosition,
  placeLabel,
  pointOnWall,
  ringRect,
} from './diagramGeometry';

describe('pointOnWall(rect, side, t)', () => {
  const rect = ringRect({
    id: 'c',
    name: '城',
    en: 'c',
    box: [10, 20, 90, 80],
    evidence: { basis: 'schematic', note: 'n' },
  });
  it.each([
    ['north', 0.25, [30, 20]],
    ['south', 0.5, [50, 80]],
    ['west', 0, [10, 20]],
    ['east', 1, [90, 80]],
  ] as const)('places t on the %s wall', (side, t, expected) => {
    expect(pointOnWall(rect, side, t)).toEqual(expected);
  });
  it('has no point on a side that is not a wall', () => expect(pointOnWall(rect, 'center', 0.5)).toBeNull());
});

describe('diagramGeometry(city)', () => {
  const geometry = diagramGeometry(miniChapter().city);
  it('puts a south gate on the south wall of its ring', () => {
    expect(geometry.places.get('gate-south')?.point).toEqual([50, 90]);
  });
  it('draws a wall stretch as a segment along its side', () => {
    expect(geometry.places.get('wall-south')?.line).toEqual([
      [10, 90],
      [90, 90],
    ]);
  });
  it('covers every feature with a margin', () => {
    expect(geometry.viewBox).toEqual([-4, -4, 108, 128]);
  });
});

describe('arrowPath(points)', () => {
  it('bends a direct move to the left of travel and insets its ends', () => {
    expect(
      arrowPath([
        [0, 0],
        [100, 0],
      ]),
    ).toBe('M2.5,0Q50,-17.1 97.5,0');
  });
  it('passes through waypoints with quadratic pieces', () => {
    expect(
      arrowPath(
        [
          [0, 0],
          [50, 0],
          [50, 50],
          [100, 50],
        ],
        0,
        0,
      ),
    ).toBe('M0,0Q50,0 50,25Q50,50 100,50');
  });
  it('is empty for fewer than two points', () => expect(arrowPath([[1, 1]])).toBe(''));
});

describe('placeLabel(place, geometry, size) and labelBox(label, text, size)', () => {
  const chapter = miniChapter();
  const geometry = diagramGeometry(chapter.city);
  it("puts a south gate's label below the wall, centred", () => {
    const gate = chapter.city.places.find((p) => p.id === 'gate-south')!;
    const label = placeLabel(gate, geometry.places.get(gate.id)!, 4);
    expect(label).toEqual({ id: 'gate-south', x: 50, y: 97.5, anchor: 'middle' });
    expect(labelBox(label, '南门', 4)).toEqual({ id: 'gate-south', x0: 46, x1: 54, y0: 93.9, y1: 98.1 });
  });
});

describe('markBoxes(geometry)', () => {
  it('boxes the point marks and leaves out lines and far places', () => {
    const boxes = markBoxes(diagramGeometry(miniChapter().city), 2);
    expect(boxes).toEqual([
      { x0: 48, x1: 52, y0: 88, y1: 92 },
      { x0: 48, x1: 52, y0: 108, y1: 112 },
    ]);
  });
});

describe('nearestWallPosition(rect, point)', () => {
  const rect = { id: 'city', x: 10, y: 10, width: 80, height: 80 };
  it.each([
    [[50, 12], 'north', 0.5],
    [[30, 95], 'south', 0.25],
    [[8, 70], 'west', 0.75],
    [[91, 20], 'east', 0.13],
    [[200, 10], 'east', 0.02],
  ] as const)('puts %j on the %s wall at %s', (point, side, along) => {
    expect(nearestWallPosition(rect, [point[0], point[1]])).toEqual({ side, along });
  });
});

import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { cityLayout, nearestWallPosition, pointOnWall, ringRect } from './layout';

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

describe('cityLayout(city)', () => {
  const geometry = cityLayout(miniChapter().city);
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

/**
 * The cities the route tests plan through: a square city with a gate on each wall, a town with a barbican before
 * its south gate, and a walled town with no gate. Apart from the tests so each file stays one reading long.
 */
import { cityLayout } from '../diagram/layout';
import type { CityMap } from '../model/types';

const evidence = { basis: 'text', note: 'test' };
type PlaceInput = Record<string, unknown> & { id: string; kind: string; side: string };

function city(rings: [string, [number, number, number, number]][], places: PlaceInput[]): CityMap {
  return {
    rings: rings.map(([id, box]) => ({ id, name: id, en: id, box, evidence })),
    places: places.map((p) => ({ name: p.id, en: p.id, evidence, ...p })),
  } as CityMap;
}

/** One square city, 10–90, with a gate on each wall, its walls, a street, and places inside and round it. */
export const square = cityLayout(
  city(
    [['city', [10, 10, 90, 90]]],
    [
      { id: 'gate-n', kind: 'gate', side: 'north', ring: 'city', along: 0.3 },
      { id: 'gate-s', kind: 'gate', side: 'south', ring: 'city', along: 0.5 },
      { id: 'gate-se', kind: 'gate', side: 'south', ring: 'city', along: 0.7 },
      { id: 'gate-e', kind: 'gate', side: 'east', ring: 'city', along: 0.75 },
      { id: 'gate-w', kind: 'gate', side: 'west', ring: 'city', along: 0.4 },
      { id: 'wall-sw', kind: 'wall', side: 'south', ring: 'city', span: [0, 0.3] },
      { id: 'south-wall', kind: 'wall', side: 'south', ring: 'city', span: [0.3, 1] },
      { id: 'east-wall', kind: 'wall', side: 'east', ring: 'city', span: [0, 1] },
      { id: 'north-wall', kind: 'wall', side: 'north', ring: 'city', span: [0, 1] },
      { id: 'hall', kind: 'hall', side: 'west', ring: 'city', along: 0.9 },
      {
        id: 'street',
        kind: 'street',
        side: 'center',
        ring: 'city',
        path: [
          [90, 70],
          [46, 70],
        ],
      },
      { id: 'market', kind: 'area', side: 'center', ring: 'city', at: [70, 25] },
      { id: 'lanes', kind: 'area', side: 'center', ring: 'city', at: [30, 30] },
      { id: 'camp-south', kind: 'camp', side: 'outside-south', at: [30, 104] },
      { id: 'camp-west', kind: 'camp', side: 'outside-west', at: [0, 30] },
      { id: 'east-outside', kind: 'area', side: 'outside-east', at: [104, 50] },
      {
        id: 'moat',
        kind: 'moat',
        side: 'outside-south',
        path: [
          [5, 95],
          [95, 95],
          [95, 60],
        ],
      },
      { id: 'far-south', kind: 'far-place', side: 'far', direction: 'S' },
      { id: 'far-north', kind: 'far-place', side: 'far', direction: 'NE' },
    ],
  ),
);

/** A town with a barbican before its south gate, as at Miyun. */
export const barbican = cityLayout(
  city(
    [
      ['town', [20, 20, 80, 80]],
      ['barbican', [40, 80, 60, 96]],
    ],
    [
      { id: 'town-gate', kind: 'gate', side: 'south', ring: 'town', along: 0.5 },
      { id: 'barbican-gate', kind: 'gate', side: 'south', ring: 'barbican', along: 0.5 },
      { id: 'west-gate', kind: 'gate', side: 'west', ring: 'town', along: 0.5 },
      { id: 'town-south-wall', kind: 'wall', side: 'south', ring: 'town', span: [0, 1] },
      { id: 'inside', kind: 'area', side: 'center', ring: 'town', at: [50, 50] },
      { id: 'camp', kind: 'camp', side: 'outside-south', at: [30, 116] },
      { id: 'north-camp', kind: 'camp', side: 'outside-north', at: [50, 8] },
    ],
  ),
);

/** A walled town with no gate at all. */
export const closed = cityLayout(
  city(
    [['keep', [20, 20, 80, 80]]],
    [
      { id: 'yard', kind: 'area', side: 'center', ring: 'keep', at: [50, 50] },
      { id: 'field', kind: 'area', side: 'outside-south', at: [50, 100] },
    ],
  ),
);

import { describe, expect, it } from 'vitest';
import { placeSchema } from '../model/citySchema';
import type { Ring } from '../model/types';
import {
  PLACE_TOOLS,
  directionOf,
  editorPlace,
  extendLine,
  isLine,
  movePlace,
  sideAt,
  type PlaceDraft,
} from './placeEdits';

const evidence = { basis: 'text', note: '城' } as const;
const walls: Ring = { id: 'daming', name: '大名', en: 'Daming', box: [10, 10, 90, 90], evidence };
const inner: Ring = { id: 'inner', name: '內城', en: 'Inner', box: [32, 32, 68, 68], evidence };
const city = { rings: [walls], places: [] };
const draft = (tool: PlaceDraft['tool'], name: string, words = name): PlaceDraft => ({
  tool,
  name,
  words,
  inferred: false,
});
const valid = (place: unknown) => expect(placeSchema.safeParse(place).error?.issues ?? []).toEqual([]);

describe('editorPlace(city, draft, point)', () => {
  it('makes a building inside the walls, in their ring, from the text', () => {
    const tower = editorPlace(city, draft('building', '翠云楼', '翠云楼上火起'), [40, 30]);
    expect(tower).toEqual({
      id: 'hall-1',
      name: '翠云楼',
      en: '翠云楼',
      kind: 'hall',
      side: 'center',
      ring: 'daming',
      at: [40, 30],
      evidence: { basis: 'text', note: '翠云楼上火起' },
    });
    valid(tower);
  });

  it('starts a street as its first point twice, and extendLine draws it on', () => {
    const first = editorPlace(city, draft('street', '大街'), [20, 50]);
    expect(first.path).toEqual([
      [20, 50],
      [20, 50],
    ]);
    expect(isLine(first)).toBe(false);
    valid(first);
    const street = extendLine(extendLine(first, city.rings, [50, 52]), city.rings, [80, 50]);
    expect(street).toMatchObject({ kind: 'street', side: 'center', ring: 'daming' });
    expect(street.path).toEqual([
      [20, 50],
      [50, 52],
      [80, 50],
    ]);
    expect(street.at).toBeUndefined();
    expect(isLine(street)).toBe(true);
    valid(street);
  });

  it('lays a river outside the walls as a line of water, on the side its middle lies', () => {
    const first = editorPlace(city, draft('river', '卫河'), [100, -10]);
    const river = extendLine(first, city.rings, [104, 120]);
    expect(river).toMatchObject({
      kind: 'river',
      side: 'outside-east',
      path: [
        [100, -10],
        [104, 120],
      ],
    });
    expect(river.ring).toBeUndefined();
    valid(river);
  });

  it('marks an inferred position as schematic, with the reason', () => {
    const camp = editorPlace(city, { ...draft('camp', '梁山营', '兵临城下'), inferred: true }, [50, 110]);
    expect(camp).toMatchObject({
      side: 'outside-south',
      evidence: { basis: 'schematic', note: 'Inferred: 兵临城下' },
    });
    valid(camp);
  });

  it('sends a far place the way it lies, and gives each new place its own id', () => {
    const far = editorPlace(city, draft('far', '梁山泊'), [-30, 20]);
    expect(far).toMatchObject({ id: 'far-place-1', side: 'far', direction: 'W', at: [-30, 20] });
    valid(far);
    expect(editorPlace({ ...city, places: [far] }, draft('far', '东京'), [60, 139]).id).toBe('far-place-2');
  });

  it('keeps a click far off the map within map space', () => {
    expect(editorPlace(city, draft('hill', '山'), [300, -90]).at).toEqual([140, -40]);
  });
});

describe('editorPlace: every kind the editor offers', () => {
  const twoRings = { rings: [walls, inner], places: [] };
  const points: [number, number][] = [
    [50, 50],
    [20, 20],
    [10, 60],
    [-20, 130],
  ];
  for (const tool of Object.keys(PLACE_TOOLS) as PlaceDraft['tool'][]) {
    it(`makes a valid ${tool} inside, on and outside the walls`, () => {
      for (const point of points) {
        let place = editorPlace(twoRings, draft(tool, '某处'), point);
        if (PLACE_TOOLS[tool].line) place = extendLine(place, twoRings.rings, [point[0] + 5, point[1]]);
        valid(place);
        expect(place.kind).toBe(PLACE_TOOLS[tool].kind);
      }
    });
  }
});

describe('sideAt(rings, point)', () => {
  it('puts a point on a wall within 1.5 units of it, in the innermost ring, or beyond the outermost', () => {
    expect(sideAt([walls], [10.5, 40])).toEqual({ side: 'west', ring: 'daming' });
    expect(sideAt([walls, inner], [50, 50])).toEqual({ side: 'center', ring: 'inner' });
    expect(sideAt([walls, inner], [20, 50])).toEqual({ side: 'center', ring: 'daming' });
    expect(sideAt([walls], [95, 120])).toEqual({ side: 'outside-south' });
    expect(sideAt([walls], [10.5, 40], false)).toEqual({ side: 'center', ring: 'daming' });
  });
});

describe('directionOf(rings, point)', () => {
  it('reads the compass from the middle of the walls, north up', () => {
    expect(directionOf([walls], [50, -20])).toBe('N');
    expect(directionOf([walls], [120, 120])).toBe('SE');
    expect(directionOf([walls], [-20, 50])).toBe('W');
  });
});

describe('movePlace(place, rings, delta)', () => {
  it('moves a building out through the wall, and a line whole', () => {
    const hall = editorPlace(city, draft('building', '留守司'), [85, 50]);
    const moved = movePlace(hall, city.rings, [10, 0]);
    expect(moved).toMatchObject({ at: [95, 50], side: 'outside-east' });
    expect(moved.ring).toBeUndefined();
    valid(moved);
    const street = extendLine(editorPlace(city, draft('street', '街'), [20, 20]), city.rings, [30, 20]);
    expect(movePlace(street, city.rings, [0, 5]).path).toEqual([
      [20, 25],
      [30, 25],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { FEATURE_KINDS, PLACE_KIND_TRAITS, type PlaceKind } from './placeKinds';
import { placeSchema } from './citySchema';

const kinds = Object.keys(PLACE_KIND_TRAITS) as PlaceKind[];

describe('PLACE_KIND_TRAITS', () => {
  it('names every kind in the three interface languages, each name distinct within its language', () => {
    for (const locale of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      const names = kinds.map((k) => PLACE_KIND_TRAITS[k].label[locale]);
      expect(names.every((n) => n.trim().length > 0)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('is the schema’s list of kinds: every kind in the table is accepted, anything else is refused', () => {
    const kindSchema = placeSchema.shape.kind;
    for (const kind of kinds) expect(kindSchema.safeParse(kind).success).toBe(true);
    expect(kindSchema.safeParse('castle-in-the-air').success).toBe(false);
  });

  it('FEATURE_KINDS are the kinds the map editor may add outside the walls, and no wall, gate or ward', () => {
    expect(FEATURE_KINDS).toEqual(kinds.filter((k) => PLACE_KIND_TRAITS[k].feature !== null));
    for (const kind of ['gate', 'wall', 'ward'] as const) expect(FEATURE_KINDS).not.toContain(kind);
  });
});

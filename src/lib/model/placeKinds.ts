/**
 * Every trait of a kind of place in one typed table, so that a new kind does not compile until it has them all:
 * its names, how the diagram draws it (glyph, layer, label priority), whether its name is a proper name worth
 * glossing, and what the map editor offers for it.
 */
import { label, type Label } from './vocabulary';

/** How the diagram marks a place that is a point (a place with a line is drawn along it). */
export type PlaceGlyph = 'gate' | 'wall' | 'area' | 'mountain' | 'camp' | 'trap' | 'point';

export interface PlaceKindTraits {
  /** The kind's name in the three interface languages; also its accessible name on the diagram. */
  label: Label;
  glyph: PlaceGlyph;
  /** Drawing order: lower layers first, so small marks stay on top of areas and water. */
  layer: number;
  /** Which labels win when space is short (higher first); 0: labelled only while involved or pointed at. */
  labelPriority: number;
  /** Whether its name is a proper name (glossed with pinyin), rather than a description of a stretch or a quarter. */
  properName: boolean;
  /** Offered in the map editor's "add a feature outside the walls"; `far` ones point away off the map. */
  feature: 'near' | 'far' | null;
  /**
   * Where its name goes: `around` a point mark, `on` its line (a river's name sits on its river), or `centre`d on
   * a quarter of the city, where the name is the mark.
   */
  namePlacement: 'around' | 'on' | 'centre';
}

export const PLACE_KIND_TRAITS = {
  gate: {
    label: label('城门', '城門', 'Gate'),
    glyph: 'gate',
    layer: 5,
    labelPriority: 2,
    properName: true,
    namePlacement: 'around',
    feature: null,
  },
  wall: {
    label: label('城墙', '城牆', 'Wall stretch'),
    glyph: 'wall',
    layer: 3,
    labelPriority: 0,
    properName: false,
    namePlacement: 'around',
    feature: null,
  },
  barbican: {
    label: label('瓮城', '甕城', 'Barbican'),
    glyph: 'point',
    layer: 4,
    labelPriority: 1,
    properName: true,
    namePlacement: 'around',
    feature: null,
  },
  tower: {
    label: label('城楼', '城樓', 'Gate tower'),
    glyph: 'point',
    layer: 5,
    labelPriority: 1,
    properName: true,
    namePlacement: 'around',
    feature: null,
  },
  hall: {
    label: label('殿', '殿', 'Hall'),
    glyph: 'point',
    layer: 4,
    labelPriority: 1,
    properName: true,
    namePlacement: 'around',
    feature: null,
  },
  palace: {
    label: label('宫城', '宮城', 'Palace'),
    glyph: 'area',
    layer: 1,
    labelPriority: 1,
    properName: true,
    namePlacement: 'centre',
    feature: null,
  },
  ward: {
    label: label('坊', '坊', 'Ward'),
    glyph: 'area',
    layer: 1,
    labelPriority: 1,
    properName: true,
    namePlacement: 'centre',
    feature: null,
  },
  street: {
    label: label('街道', '街道', 'Street'),
    glyph: 'point',
    layer: 2,
    labelPriority: 0,
    properName: false,
    namePlacement: 'on',
    feature: null,
  },
  road: {
    // A road between towns on a campaign map (斜谷道, the road through 街亭): a line in the land's brown, unlike a
    // city's street, named along its length.
    label: label('道路', '道路', 'Road'),
    glyph: 'point',
    layer: 1,
    labelPriority: 1,
    properName: true,
    namePlacement: 'on',
    feature: null,
  },
  moat: {
    label: label('护城河', '護城河', 'Moat'),
    glyph: 'point',
    layer: 0,
    labelPriority: 0,
    properName: false,
    namePlacement: 'on',
    feature: null,
  },
  river: {
    label: label('河流', '河流', 'River'),
    glyph: 'point',
    layer: 0,
    labelPriority: 1,
    properName: true,
    namePlacement: 'on',
    feature: 'near',
  },
  mountain: {
    label: label('山', '山', 'Mountain'),
    glyph: 'mountain',
    layer: 0,
    labelPriority: 1,
    properName: true,
    namePlacement: 'around',
    feature: 'near',
  },
  camp: {
    label: label('营寨', '營寨', 'Camp'),
    glyph: 'camp',
    layer: 4,
    labelPriority: 1,
    properName: true,
    namePlacement: 'around',
    feature: 'near',
  },
  'command-post': {
    label: label('将台', '將臺', 'Command post'),
    glyph: 'camp',
    layer: 4,
    labelPriority: 1,
    properName: true,
    namePlacement: 'around',
    feature: null,
  },
  trap: {
    label: label('陷阱', '陷阱', 'Trap'),
    glyph: 'trap',
    layer: 4,
    labelPriority: 1,
    properName: false,
    namePlacement: 'around',
    feature: 'near',
  },
  trench: {
    label: label('壕沟', '壕溝', 'Trench'),
    glyph: 'point',
    layer: 2,
    labelPriority: 1,
    properName: false,
    namePlacement: 'on',
    feature: 'near',
  },
  pass: {
    label: label('关隘', '關隘', 'Pass'),
    glyph: 'point',
    layer: 4,
    labelPriority: 1,
    properName: true,
    namePlacement: 'around',
    feature: 'far',
  },
  'far-place': {
    label: label('远方', '遠方', 'Far place'),
    glyph: 'point',
    layer: 4,
    labelPriority: 1,
    properName: true,
    namePlacement: 'around',
    feature: 'far',
  },
  estate: {
    label: label('庄园', '莊園', 'Estate'),
    glyph: 'point',
    layer: 4,
    labelPriority: 1,
    properName: true,
    namePlacement: 'around',
    feature: null,
  },
  area: {
    label: label('区域', '區域', 'Area'),
    glyph: 'area',
    layer: 1,
    labelPriority: 0,
    properName: false,
    namePlacement: 'centre',
    feature: null,
  },
} as const satisfies Record<string, PlaceKindTraits>;

export type PlaceKind = keyof typeof PLACE_KIND_TRAITS;

export const placeKindTraits = (kind: PlaceKind): PlaceKindTraits => PLACE_KIND_TRAITS[kind];

/** The kinds the map editor offers as features outside the walls, in the table's order. */
export const FEATURE_KINDS = (Object.keys(PLACE_KIND_TRAITS) as PlaceKind[]).filter(
  (kind) => PLACE_KIND_TRAITS[kind].feature !== null,
);

import { describe, expect, it } from 'vitest';
import {
  FACTION_COLOUR_NAMES,
  FACTION_COLOURS,
  resolveFactionColours,
  sharedColours,
  type FactionColour,
} from './factionColours';

const side = (id: string, colour?: FactionColour) => (colour ? { id, colour } : { id });
const resolved = (factions: { id: string; colour?: FactionColour }[]) =>
  Object.fromEntries(resolveFactionColours(factions));

describe('resolveFactionColours(factions)', () => {
  it('keeps the colour a faction names', () => {
    expect(resolved([side('song', 'blue'), side('liao', 'vermillion')])).toEqual({
      song: 'blue',
      liao: 'vermillion',
    });
  });

  it('gives a faction with none the palette in order', () => {
    expect(resolved([side('attackers'), side('defenders')])).toEqual({
      attackers: FACTION_COLOUR_NAMES[0],
      defenders: FACTION_COLOUR_NAMES[1],
    });
  });

  it('skips the colours other factions name, even those listed after it', () => {
    expect(resolved([side('a'), side('b', 'blue'), side('c'), side('d', 'vermillion')])).toEqual({
      a: 'bluish-green',
      b: 'blue',
      c: 'reddish-purple',
      d: 'vermillion',
    });
  });

  it('gives every faction a colour of its own while the palette lasts, then takes it over again in order', () => {
    const many = Array.from({ length: FACTION_COLOUR_NAMES.length + 2 }, (_, i) => side(`side-${i}`));
    const colours = [...resolveFactionColours(many).values()];
    expect(new Set(colours.slice(0, FACTION_COLOUR_NAMES.length)).size).toBe(FACTION_COLOUR_NAMES.length);
    expect(colours.slice(FACTION_COLOUR_NAMES.length)).toEqual(FACTION_COLOUR_NAMES.slice(0, 2));
  });
});

describe('sharedColours(factions)', () => {
  it('names each faction whose colour an earlier one has, with the earlier one', () => {
    const problems = sharedColours([side('liao', 'blue'), side('song'), side('han', 'blue')]);
    expect(problems).toEqual([{ index: 2, message: expect.stringContaining('"blue"') }]);
    expect(problems[0]!.message).toContain('faction "han"');
    expect(problems[0]!.message).toContain('faction "liao" (factions[0])');
  });

  it('finds nothing when every named colour is different', () => {
    expect(sharedColours([side('liao', 'vermillion'), side('song', 'blue'), side('x')])).toEqual([]);
  });
});

describe('FACTION_COLOURS', () => {
  it('is the eight Okabe–Ito colours, each once', () => {
    const hexes = Object.values(FACTION_COLOURS).map((c) => c.hex.toLowerCase());
    expect(new Set(hexes)).toEqual(
      new Set(['#000000', '#e69f00', '#56b4e9', '#009e73', '#f0e442', '#0072b2', '#d55e00', '#cc79a7']),
    );
  });
});

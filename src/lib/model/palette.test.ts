import { describe, expect, it } from 'vitest';
import { FACTION_COLOURS } from './factionColours';
import { EVENT_GROUPS } from './vocabulary';
import { GROUP_UNDERLINES, UNKNOWN_FACTION_COLOR, factionColorScale, inkOn } from './palette';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('factionColorScale(factions)', () => {
  it('gives each faction the hex of the colour it names, and the first free colours to the others', () => {
    const color = factionColorScale([{ id: 'han' }, { id: 'liao', colour: 'blue' }]);
    expect(color('liao')).toBe(FACTION_COLOURS.blue.hex);
    expect(color('han')).toBe(FACTION_COLOURS.vermillion.hex);
  });

  it('gives grey to a faction the chapter does not list, and to none', () => {
    const color = factionColorScale([{ id: 'liao', colour: 'vermillion' }]);
    expect(color('nobody')).toBe(UNKNOWN_FACTION_COLOR);
    expect(color(undefined)).toBe(UNKNOWN_FACTION_COLOR);
    const hexes = Object.values(FACTION_COLOURS).map((c) => c.hex.toLowerCase());
    expect(hexes).not.toContain(UNKNOWN_FACTION_COLOR.toLowerCase());
  });
});

describe('inkOn(hex)', () => {
  it.each(Object.entries(FACTION_COLOURS))(
    'writes on a %s banner in the ink that reads better, at a contrast of at least 4.5',
    (_name, { hex }) => {
      const ink = inkOn(hex);
      const other = ink === '#000000' ? '#ffffff' : '#000000';
      expect(contrast(hex, ink)).toBeGreaterThanOrEqual(contrast(hex, other));
      expect(contrast(hex, ink)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('GROUP_UNDERLINES', () => {
  it('draws each event group with a line of its own', () => {
    const lines = Object.keys(EVENT_GROUPS).map((g) => {
      const line = GROUP_UNDERLINES[g as keyof typeof EVENT_GROUPS];
      return `${line.style} ${line.thickness}`;
    });
    expect(new Set(lines).size).toBe(lines.length);
  });
});

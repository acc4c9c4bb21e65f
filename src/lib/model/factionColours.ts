/**
 * The colours a faction may take: the Okabe–Ito set (Okabe & Ito 2008), chosen to stay apart for the common
 * colour-vision deficiencies. A faction's colour is part of the data, so one side keeps one colour in every
 * chapter; the order here is the order in which a faction that names none is given one.
 */
import { label, type Label } from './vocabulary';

export interface Swatch {
  hex: string;
  label: Label;
}

export const FACTION_COLOURS = {
  blue: { hex: '#0072B2', label: label('蓝', '藍', 'Blue') },
  vermillion: { hex: '#D55E00', label: label('朱红', '朱紅', 'Vermillion') },
  'bluish-green': { hex: '#009E73', label: label('青绿', '青綠', 'Bluish green') },
  'reddish-purple': { hex: '#CC79A7', label: label('紫红', '紫紅', 'Reddish purple') },
  orange: { hex: '#E69F00', label: label('橙', '橙', 'Orange') },
  'sky-blue': { hex: '#56B4E9', label: label('天蓝', '天藍', 'Sky blue') },
  yellow: { hex: '#F0E442', label: label('黄', '黃', 'Yellow') },
  black: { hex: '#000000', label: label('黑', '黑', 'Black') },
} as const satisfies Record<string, Swatch>;

export type FactionColour = keyof typeof FACTION_COLOURS;

export const FACTION_COLOUR_NAMES = Object.keys(FACTION_COLOURS) as [FactionColour, ...FactionColour[]];

/**
 * Each faction's colour: its own where it names one, else the first colour of the palette that no other faction
 * of the chapter takes, in the order of the list. Only a chapter of more factions than the palette has colours
 * must repeat one; the extra factions then take the palette over again in order.
 */
export function resolveFactionColours(
  factions: readonly { id: string; colour?: FactionColour | undefined }[],
): Map<string, FactionColour> {
  const taken = new Set(factions.flatMap((f) => (f.colour ? [f.colour] : [])));
  const colours = new Map<string, FactionColour>();
  let overflow = 0;
  for (const faction of factions) {
    let colour = faction.colour ?? FACTION_COLOUR_NAMES.find((c) => !taken.has(c));
    if (!colour) colour = FACTION_COLOUR_NAMES[overflow++ % FACTION_COLOUR_NAMES.length]!;
    taken.add(colour);
    if (!colours.has(faction.id)) colours.set(faction.id, colour);
  }
  return colours;
}

/** For the schema: a message for each faction whose colour an earlier faction of the chapter already has. */
export function sharedColours(
  factions: readonly { id: string; colour?: FactionColour | undefined }[],
): { index: number; message: string }[] {
  const first = new Map<FactionColour, number>();
  const problems: { index: number; message: string }[] = [];
  factions.forEach((faction, index) => {
    if (!faction.colour) return;
    const earlier = first.get(faction.colour);
    if (earlier === undefined) first.set(faction.colour, index);
    else
      problems.push({
        index,
        message: `colour "${faction.colour}" of faction "${faction.id}" is already that of faction "${factions[earlier]!.id}" (factions[${earlier}]); each side of a chapter needs its own colour`,
      });
  });
  return problems;
}

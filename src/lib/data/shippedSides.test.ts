import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { factionColorScale } from '../model/palette';
import { dataChapter } from '../testing/dataChapter';

const ids: string[] = JSON.parse(readFileSync('data/index.json', 'utf8')).chapters;
const chapters = ids.map(dataChapter);

describe('the shipped chapters’ sides (data/)', () => {
  it('give every faction its colour in the data', () => {
    for (const chapter of chapters)
      for (const faction of chapter.meta.factions)
        expect(faction.colour, `${chapter.meta.id}: ${faction.id}`).toBeDefined();
  });

  it('keep one colour for one faction id in every chapter, as the views draw it', () => {
    const seen = new Map<string, { colour: string; chapter: string }>();
    for (const chapter of chapters) {
      const color = factionColorScale(chapter.meta.factions);
      for (const { id } of chapter.meta.factions) {
        const first = seen.get(id);
        if (first) expect(color(id), `${id} in ${chapter.meta.id} and ${first.chapter}`).toBe(first.colour);
        else seen.set(id, { colour: color(id), chapter: chapter.meta.id });
      }
    }
    expect([...seen.keys()].length).toBeLessThan(
      chapters.reduce((n, c) => n + c.meta.factions.length, 0),
    );
  });

  it('never give two factions of one chapter the same colour', () => {
    for (const chapter of chapters) {
      const color = factionColorScale(chapter.meta.factions);
      const colours = chapter.meta.factions.map((f) => color(f.id));
      expect(new Set(colours).size, chapter.meta.id).toBe(colours.length);
    }
  });
});

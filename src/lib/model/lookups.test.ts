import { describe, expect, it } from 'vitest';
import { factionIndex, moverFaction } from './lookups';
import { miniChapter } from '../testing/miniChapter';

describe('moverFaction(chapter)', () => {
  it("gives a person's or a force's faction, and a faction's own id back", () => {
    const chapter = miniChapter();
    const person = chapter.meta.people[0]!;
    const of = moverFaction(chapter);
    expect(of(person.id)).toBe(person.faction);
    for (const force of chapter.meta.forces ?? []) expect(of(force.id)).toBe(force.faction);
    expect(of(chapter.meta.factions[0]!.id)).toBe(chapter.meta.factions[0]!.id);
  });
});

describe('factionIndex(chapter)', () => {
  it('numbers the factions in the order the chapter lists them', () => {
    const chapter = miniChapter();
    expect([...factionIndex(chapter)]).toEqual(chapter.meta.factions.map((f, i) => [f.id, i]));
  });
});

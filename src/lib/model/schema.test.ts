import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chapterMetaSchema, cityMapSchema, MOST_PLACES } from './schema';

describe('chapterMetaSchema', () => {
  const meta = JSON.parse(readFileSync('tests/fixtures/valid/mini/chapter.json', 'utf8'));
  it('wants the setting in English and Chinese', () => {
    expect(chapterMetaSchema.safeParse(meta).success).toBe(true);
    const result = chapterMetaSchema.safeParse({ ...meta, setting: meta.setting.en });
    expect(!result.success && result.error.issues[0]!.path).toEqual(['setting']);
  });

  const withColours = (...colours: (string | undefined)[]) => ({
    ...meta,
    factions: meta.factions.map((f: object, i: number) => (colours[i] ? { ...f, colour: colours[i] } : f)),
  });
  const issues = (value: unknown) => {
    const result = chapterMetaSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes a citation or none, and wants the part of the book it cites', () => {
    const part = { zh: '第一回', en: 'chapter 1' };
    expect(issues(meta)).toEqual([]);
    expect(issues({ ...meta, citation: { part } })).toEqual([]);
    expect(issues({ ...meta, citation: { title: part } })).toEqual([
      'citation.part: Invalid input: expected object, received undefined',
    ]);
    expect(issues({ ...meta, citation: { part, publisher: part } })).toEqual([
      expect.stringMatching(/^citation: .*publisher/),
    ]);
  });

  it('takes a faction colour from the palette, or none', () => {
    expect(issues(withColours('vermillion', 'blue'))).toEqual([]);
    expect(issues(withColours(undefined, 'blue'))).toEqual([]);
    expect(issues(withColours('red'))).toEqual([expect.stringMatching(/^factions\.0\.colour: /)]);
  });

  it('refuses two factions of one chapter in one colour, naming the second and the first', () => {
    expect(issues(withColours('blue', 'blue'))).toEqual([
      'factions.1.colour: colour "blue" of faction "song" is already that of faction "liao" (factions[0]); each side of a chapter needs its own colour',
    ]);
  });

  it('takes an inferred mark on where a force starts, and rejects one on a field the force does not have', () => {
    const force = {
      id: 'wall-party',
      name: '城上辽兵',
      en: 'Liao on the wall',
      faction: meta.factions[0].id,
      start: 'gate-south',
      evidence: { basis: 'text', note: '「辽兵」' },
    };
    const withMarks = (inferred: unknown[]) => ({ ...meta, forces: [{ ...force, inferred }] });
    const mark = (path: string) => ({ path, basis: 'context', note: 'the text opens with them there' });
    expect(chapterMetaSchema.safeParse(withMarks([mark('start')])).success).toBe(true);
    const result = chapterMetaSchema.safeParse(withMarks([mark('leader')]));
    expect(!result.success && result.error.issues[0]!.path).toEqual(['forces', 0, 'inferred', 0, 'path']);
    expect(!result.success && result.error.issues[0]!.message).toBe(
      '"leader" points at nothing: force "wall-party" has no field "leader" (it has the fields id, name, en, faction, start, evidence, inferred)',
    );
  });
});

describe('cityMapSchema', () => {
  const city = JSON.parse(readFileSync('tests/fixtures/valid/mini/city.json', 'utf8'));
  it('accepts the fixture map and rejects a place of an unknown kind or side', () => {
    expect(cityMapSchema.safeParse(city).success).toBe(true);
    const badKind = { ...city, places: [{ ...city.places[0], kind: 'castle' }] };
    const badSide = { ...city, places: [{ ...city.places[0], side: 'up' }] };
    expect(cityMapSchema.safeParse(badKind).success).toBe(false);
    expect(cityMapSchema.safeParse(badSide).success).toBe(false);
  });

  it('takes inferred marks on a place, and rejects one on a field the place does not have', () => {
    const mark = (path: string) => ({ path, basis: 'history', note: 'the historical layout' });
    const gate = city.places[0];
    const withMarks = (marks: unknown[]) => ({ ...city, places: [{ ...gate, inferred: marks }] });
    expect(cityMapSchema.safeParse(withMarks([mark('along')])).success).toBe(true);
    const result = cityMapSchema.safeParse(withMarks([mark('initial.since')]));
    expect(!result.success && result.error.issues[0]!.path).toEqual(['places', 0, 'inferred', 0, 'path']);
    expect(!result.success && result.error.issues[0]!.message).toBe(
      `"initial.since" points at nothing: initial of place "${gate.id}" has no field "since" (it has the fields state, by)`,
    );
  });

  it('refuses a map of more places than one map can draw, saying how many it holds', () => {
    const gate = city.places[0];
    const places = Array.from({ length: MOST_PLACES + 1 }, (_, i) => ({ ...gate, id: `gate-${i}` }));
    const result = cityMapSchema.safeParse({ ...city, places });
    expect(!result.success && result.error.issues[0]!.message).toBe('501 places: a map holds at most 500');
    expect(cityMapSchema.safeParse({ ...city, places: places.slice(1) }).success).toBe(true);
  });

  it('refuses an id or a name longer than any field is drawn', () => {
    const gate = city.places[0];
    const long = cityMapSchema.safeParse({ ...city, places: [{ ...gate, en: 'A'.repeat(20_001) }] });
    expect(!long.success && long.error.issues[0]!.path).toEqual(['places', 0, 'en']);
    const id = cityMapSchema.safeParse({ ...city, places: [{ ...gate, id: 'a'.repeat(201) }] });
    expect(!id.success && id.error.issues[0]!.message).toBe('is 201 characters long: at most 200');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chapterMetaSchema, cityMapSchema, eventSchema, eventsFileSchema, quantitySchema } from './schema';

const fixture = JSON.parse(readFileSync('tests/fixtures/valid/mini/events.json', 'utf8')).events;
const event = fixture[1];

describe('eventSchema', () => {
  it('accepts a full event record', () => {
    expect(eventSchema.safeParse(event).success).toBe(true);
    expect(eventsFileSchema.safeParse({ events: fixture }).success).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'dance' }, 'type'],
    ['a key the schema does not know', { colour: 'red' }, ''],
    ['an id that is not kebab-case', { id: 'Liao Take Wall' }, 'id'],
    ['an empty title', { title: { zh: '  ', en: 'x' } }, 'title.zh'],
    ['no faction', { factions: [] }, 'factions'],
    ['a story step of 0', { storyOrder: 0 }, 'storyOrder'],
    [
      'an effect with an unknown state',
      { effects: [{ place: 'gate-south', state: 'melted' }] },
      'effects.0.state',
    ],
    ['an anchor without a quote', { anchor: { prefix: '辽兵' } }, 'anchor.exact'],
  ])('rejects %s', (_what, change, path) => {
    const result = eventSchema.safeParse({ ...event, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('keeps text as written: spaces are not trimmed away', () => {
    const summary = { en: ' The Liao climb. ', zh: '辽兵攀城。' };
    const result = eventSchema.safeParse({ ...event, summary });
    expect(result.success && result.data.summary).toEqual(summary);
  });

  it('rejects a summary without its Chinese, or one given as a bare string', () => {
    const issues = (summary: unknown) => {
      const result = eventSchema.safeParse({ ...event, summary });
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(issues({ en: 'The Liao climb.' })).toContain('summary.zh');
    expect(issues('The Liao climb.')).toContain('summary');
  });
});

describe('eventSchema: inferred marks', () => {
  const mark = (path: string) => ({ path, basis: 'context', note: 'read from the passage before' });
  const problems = (inferred: unknown[]) => {
    const result = eventSchema.safeParse({ ...event, inferred });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts marks on a movement end, an effect, an actor, a number and the story order', () => {
    expect(
      problems([mark('movements[0].to'), mark('effects[1]'), mark('actors[0]'), mark('storyOrder')]),
    ).toEqual([]);
  });

  it.each([
    [
      'a movement that does not exist',
      'movements[1].to',
      'movements of event "liao-take-wall" has no item [1] (it has 1 item)',
    ],
    [
      'a field a movement does not have',
      'movements[0].via',
      'movements[0] of event "liao-take-wall" has no field "via"',
    ],
    ['a field no event has', 'colour', 'event "liao-take-wall" has no field "colour"'],
    ['an optional field the event leaves out', 'storyEnd', 'has no field "storyEnd"'],
    ['a path that is not a path', 'movements.0.to', 'is not a field path like "movements[0].to"'],
    ['the title, which is not part of the story', 'title.en', 'cannot be marked inferred'],
  ])('rejects a mark on %s, naming the event and the path', (_what, path, message) => {
    const [problem] = problems([mark(path)]);
    expect(problem).toContain('inferred.0.path');
    expect(problem).toContain(`"${path}"`);
    expect(problem).toContain(message);
  });

  it('rejects a mark without its note or basis, and the same field marked twice', () => {
    expect(problems([{ path: 'actors[0]', basis: 'context' }])).toEqual([
      expect.stringMatching(/^inferred\.0\.note/),
    ]);
    expect(problems([{ path: 'actors[0]', note: 'x' }])).toEqual([
      expect.stringMatching(/^inferred\.0\.basis/),
    ]);
    expect(problems([mark('actors[0]'), mark('actors[0]')])).toEqual([
      'inferred.1.path: "actors[0]" is marked twice',
    ]);
  });
});

describe('quantitySchema: numbers as the text gives them', () => {
  const check = (q: object) => {
    const result = quantitySchema.safeParse({ kind: 'cavalry', text: '几千辽人骑军', ...q });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts several thousand as its range, countless as no number, and a duration in days', () => {
    expect(check({ qualifier: 'several', range: [2000, 9000] })).toEqual([]);
    expect(check({ kind: 'traps', qualifier: 'countless', text: '不可勝數' })).toEqual([]);
    expect(check({ kind: 'duration', value: 1, unit: 'days', text: '一日而克' })).toEqual([]);
    expect(check({ value: 6000, qualifier: 'more-than', text: '六千多人' })).toEqual([]);
  });

  it.each([
    [
      'a "several" without its range',
      { qualifier: 'several' },
      'range: "几千辽人骑军" is "several" but has no "range"',
    ],
    [
      'a "several" with an invented value',
      { qualifier: 'several', range: [2000, 9000], value: 2000 },
      'value: "几千辽人骑军" is "several"',
    ],
    ['a range that is not least ≤ most', { qualifier: 'several', range: [9000, 2000] }, 'least ≤ most'],
    [
      'a range on an exact number',
      { value: 3000, range: [3000, 3000] },
      'only a "several" number has a "range"',
    ],
    [
      'a countless with a number',
      { qualifier: 'countless', value: 0 },
      'is "countless": it takes no "value"',
    ],
    ['a "more-than" without its number', { qualifier: 'more-than' }, 'is "more-than" but has no "value"'],
    [
      'a duration without its unit',
      { kind: 'duration', value: 1 },
      'unit: "几千辽人骑军" is a duration but has no "unit"',
    ],
    ['a unit on a head count', { value: 3000, unit: 'days' }, 'only a duration has a "unit"'],
    ['a qualifier the schema does not know', { value: 3, qualifier: 'some' }, 'qualifier'],
  ])('rejects %s with a message naming the words', (_what, q, message) => {
    expect(check(q).join('\n')).toContain(message);
  });
});

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
});

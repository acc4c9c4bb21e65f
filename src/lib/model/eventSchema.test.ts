import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventSchema } from './eventSchema';
import { eventsFileSchema } from './schema';

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

  it('accepts a title and a summary in one language, either one: the other is left out, never made up', () => {
    for (const [title, summary] of [
      [{ zh: '辽兵攀城' }, { zh: '辽兵攀城。' }],
      [{ en: 'The Liao climb' }, { en: 'The Liao climb.' }],
      [{ zh: '辽兵攀城' }, { en: 'The Liao climb.' }],
    ]) {
      const result = eventSchema.safeParse({ ...event, title, summary });
      expect(result.success, JSON.stringify({ title, summary })).toBe(true);
      if (result.success) expect(result.data.title).toEqual(title);
    }
  });

  const problems = (change: object) => {
    const result = eventSchema.safeParse({ ...event, ...change });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('rejects a title or a summary in neither language, naming the event and the field', () => {
    expect(problems({ title: {} })).toEqual([
      'title: event "liao-take-wall" has no title: give it in Chinese or in English (one language is enough)',
    ]);
    expect(problems({ summary: {} })).toEqual([
      'summary: event "liao-take-wall" has no summary: give it in Chinese or in English (one language is enough)',
    ]);
  });

  it('rejects an empty side rather than reading it as absent, and a summary given as a bare string', () => {
    expect(problems({ title: { zh: '辽兵攀城', en: ' ' } })).toEqual(['title.en: must not be empty']);
    expect(problems({ summary: 'The Liao climb.' }).map((p) => p.split(':')[0])).toContain('summary');
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

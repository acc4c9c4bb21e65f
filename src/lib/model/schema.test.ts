import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cityMapSchema, eventSchema, eventsFileSchema } from './schema';

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
    const result = eventSchema.safeParse({ ...event, summary: ' The Liao climb. ' });
    expect(result.success && result.data.summary).toBe(' The Liao climb. ');
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
});

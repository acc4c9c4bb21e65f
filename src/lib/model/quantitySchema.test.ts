import { describe, expect, it } from 'vitest';
import { quantitySchema } from './quantitySchema';

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

import { describe, expect, it } from 'vitest';
import { isKeyedList, isObject, ownValue } from './jsonValues';

describe('jsonValues', () => {
  it('isObject(v) takes records, not lists or null', () => {
    expect([{}, [], null, 'a'].map(isObject)).toEqual([true, false, false, false]);
  });

  it('isKeyedList(v) takes lists of records with text ids only', () => {
    expect(isKeyedList([{ id: 'a' }, { id: 'b', name: 'x' }])).toBe(true);
    expect(isKeyedList([{ id: 1 }])).toBe(false);
    expect(isKeyedList(['a'])).toBe(false);
  });

  it('ownValue(o, key) reads own keys only, so `constructor` of a record without it is undefined', () => {
    expect(ownValue({}, 'constructor')).toBeUndefined();
    expect(ownValue(JSON.parse('{"constructor":"b"}') as Record<string, unknown>, 'constructor')).toBe('b');
  });
});

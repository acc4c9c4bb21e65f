import { describe, expect, it } from 'vitest';
import { parseJson } from './parseJson';

describe('parseJson(text)', () => {
  it('parses valid JSON, with or without a BOM', () => {
    expect(parseJson('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJson('\uFEFF{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it.each([
    ['{\n  "a": 1\n  "b": 2\n}', 'line 3, column 3: a comma was expected'],
    ['{\n  "a": 1,\n}', 'line 3, column 1'],
    ['{"a": 1} // note', 'comments are not allowed'],
    ['[1, 2', 'a closing ] was expected'],
  ])('says where %j breaks', (source, expected) => {
    const result = parseJson(source);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(expected);
  });
});

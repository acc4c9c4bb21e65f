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

  it('refuses JSON nested deeper than any chapter, with where, instead of overflowing the stack', () => {
    const deep = `${'['.repeat(10000)}${']'.repeat(10000)}`;
    expect(parseJson(deep)).toEqual({
      ok: false,
      message: 'nested more than 200 levels deep at line 1, column 201; no chapter file is',
    });
    expect(parseJson(`{"a": "${'['.repeat(300)}"}`)).toMatchObject({ ok: true });
  });
});

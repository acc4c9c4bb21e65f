import { describe, expect, it } from 'vitest';
import { formatElapsed, passageContext } from './passageContext';

const text = '第一段。\n\n第二段，甲乙。\n第三段，丙丁。\n\n第四段。';
const at = (s: string) => [text.indexOf(s), text.indexOf(s) + s.length] as const;

describe('passageContext(text, start, end)', () => {
  it('gives the paragraphs before and after the one holding the passage, skipping blank lines', () => {
    expect(passageContext(text, ...at('甲乙'))).toEqual({ before: '第一段。', after: '第三段，丙丁。' });
  });

  it('takes a passage over two paragraphs as one', () => {
    expect(passageContext(text, text.indexOf('甲乙'), text.indexOf('丙丁') + 2)).toEqual({
      before: '第一段。',
      after: '第四段。',
    });
  });

  it('has nothing before the first paragraph or after the last', () => {
    expect(passageContext(text, ...at('第一段'))).toEqual({ before: null, after: '第二段，甲乙。' });
    expect(passageContext(text, ...at('第四段'))).toEqual({ before: '第三段，丙丁。', after: null });
    expect(passageContext('', 0, 0)).toEqual({ before: null, after: null });
  });
});

describe('formatElapsed(ms)', () => {
  it.each([
    [0, '0:00'],
    [59_999, '0:59'],
    [61_000, '1:01'],
    [3_600_000 + 62_000, '1:01:02'],
    [-5, '0:00'],
  ])('formatElapsed(%i) is %s', (ms, shown) => expect(formatElapsed(ms)).toBe(shown));
});

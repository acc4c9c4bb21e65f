import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anchorQuote, closestPassage, findAll, quoteForRange, textIndex } from './anchor';
import { decodeText } from './loadChapter';

const text = '辽兵攻城。宋兵退走。辽兵攻城，宋兵溃败。';

describe('anchorQuote(text, quote)', () => {
  it('finds a quote that occurs once, with UTF-16 offsets', () => {
    const result = anchorQuote(text, { exact: '宋兵退走' });
    expect(result).toEqual({ status: 'found', start: 5, end: 9 });
  });

  it('reports a quote found twice as ambiguous, with both places', () => {
    expect(anchorQuote(text, { exact: '辽兵攻城' })).toEqual({ status: 'ambiguous', starts: [0, 10] });
  });

  it('lets a prefix or a suffix choose between repeated quotes', () => {
    expect(anchorQuote(text, { exact: '辽兵攻城', prefix: '退走。' })).toEqual({ status: 'found', start: 10, end: 14 });
    expect(anchorQuote(text, { exact: '辽兵攻城', suffix: '。宋' })).toEqual({ status: 'found', start: 0, end: 4 });
  });

  it('reports a missing quote with the closest passage of the text', () => {
    const result = anchorQuote(text, { exact: '宋兵溃退' });
    expect(result.status).toBe('missing');
    if (result.status === 'missing') expect(result.closest?.passage).toBe('宋兵溃败');
  });

  it('finds a quote that crosses a line break', () => {
    const lines = '第一段结束。\n第二段开始。';
    expect(anchorQuote(lines, { exact: '结束。\n第二' })).toEqual({ status: 'found', start: 3, end: 9 });
  });

  it('counts characters outside the BMP as two UTF-16 units', () => {
    const rare = '𠀀𠀁城门大开。';
    const result = anchorQuote(rare, { exact: '城门' });
    expect(result).toEqual({ status: 'found', start: 4, end: 6 });
    expect(rare.slice(4, 6)).toBe('城门');
    expect(anchorQuote(rare, { exact: '𠀁城' })).toEqual({ status: 'found', start: 2, end: 5 });
  });

  it('anchors into a text read with a BOM as if the BOM were not there', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('辽兵攻城。')]);
    const decoded = decodeText(bytes);
    if (!('text' in decoded)) throw new Error(decoded.error);
    expect(decoded.text).toBe('辽兵攻城。');
    expect(anchorQuote(decoded.text, { exact: '攻城' })).toEqual({ status: 'found', start: 2, end: 4 });
  });

  it('never throws on an empty quote or an empty text', () => {
    expect(anchorQuote('', { exact: '城' }).status).toBe('missing');
    expect(findAll('abc', '')).toEqual([]);
  });
});

describe('quoteForRange(text, start, end)', () => {
  it('needs no context for a unique passage', () => {
    expect(quoteForRange(text, 5, 9)).toEqual({ exact: '宋兵退走' });
  });

  it('adds the shortest context that makes a repeated passage unique, and it anchors back', () => {
    const quote = quoteForRange(text, 10, 14);
    expect(quote.exact).toBe('辽兵攻城');
    expect(anchorQuote(text, quote)).toEqual({ status: 'found', start: 10, end: 14 });
    expect((quote.prefix ?? '').length + (quote.suffix ?? '').length).toBe(1);
  });
});

describe('closestPassage(text, quote)', () => {
  it('returns null when nothing is alike', () => {
    expect(closestPassage('甲乙丙丁', 'xyz')).toBeNull();
  });
});

describe('textIndex(text)', () => {
  it('finds exactly what findAll finds, overlapping matches and surrogate pairs included', () => {
    const alphabet = fc.constantFrom('辽', '兵', '攻', '城', '。', 'a', '𠀋');
    const str = (max: number) => fc.array(alphabet, { maxLength: max }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(str(60), str(4), (haystack, needle) => {
        expect(textIndex(haystack)(needle)).toEqual(findAll(haystack, needle));
      }),
      { numRuns: 500 },
    );
    expect(textIndex('aaaa')('aa')).toEqual([0, 1, 2]);
  });

  it('anchors through the index as through a scan', () => {
    const find = textIndex(text);
    expect(anchorQuote(text, { exact: '辽兵攻城' }, find)).toEqual(anchorQuote(text, { exact: '辽兵攻城' }));
    expect(anchorQuote(text, { exact: '辽兵攻城', suffix: '，' }, find)).toEqual({
      status: 'found',
      start: 10,
      end: 14,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { uprightRuns } from './uprightRuns';
import { uprightRanges, writingInHash } from './writing';

describe('writingInHash(hash)', () => {
  it.each([
    ['#/miyun?writing=vertical', 'vertical'],
    ['#/miyun/ev?mode=present&writing=horizontal', 'horizontal'],
    ['#/miyun?writing=sideways', null],
    ['#/miyun', null],
    ['', null],
  ])('reads %s as %s', (hash, writing) => {
    expect(writingInHash(hash)).toBe(writing);
  });
});

describe('uprightRuns(text)', () => {
  it('sets 1–2-digit runs apart and leaves longer numbers lying', () => {
    expect(uprightRuns('已经有11年，率领不到400人，第3阵')).toEqual([
      { text: '已经有', upright: false },
      { text: '11', upright: true },
      { text: '年，率领不到400人，第', upright: false },
      { text: '3', upright: true },
      { text: '阵', upright: false },
    ]);
  });

  it('gives back text without digits as one run, and nothing for nothing', () => {
    expect(uprightRuns('「守住东门！」')).toEqual([{ text: '「守住东门！」', upright: false }]);
    expect(uprightRuns('')).toEqual([]);
    expect(uprightRuns('12')).toEqual([{ text: '12', upright: true }]);
  });

  it.each(['11年', '甲1乙22丙333丁4444', '7', '无数字'])('joins back to %s exactly', (text) => {
    expect(
      uprightRuns(text)
        .map((r) => r.text)
        .join(''),
    ).toBe(text);
  });
});

describe('uprightRanges(text)', () => {
  it('gives the offsets of the 1–2-digit runs only', () => {
    const text = '有11年，不到400人，第3阵';
    expect(uprightRanges(text)).toEqual([
      { start: 1, end: 3 },
      { start: text.indexOf('3阵'), end: text.indexOf('3阵') + 1 },
    ]);
    expect(uprightRanges('无数字')).toEqual([]);
  });
});

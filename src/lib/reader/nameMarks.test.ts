import { describe, expect, it } from 'vitest';
import { findNameRanges } from './nameMarks';

describe('findNameRanges(text, names)', () => {
  const names = [
    { name: '宣武門', gloss: 'Xuanwu Gate' },
    { name: '宣武門內大街', gloss: 'Xuanwu Gate Inner Avenue' },
    { name: '朱震', gloss: 'Zhu Zhen', pinyin: 'zhū zhèn' },
  ];
  it('finds every name, the longest first, without overlaps', () => {
    const text = '朱震一進宣武門內大街，又望宣武門';
    const ranges = findNameRanges(text, names);
    expect(ranges.map((r) => [text.slice(r.start, r.end), r.name.gloss])).toEqual([
      ['朱震', 'Zhu Zhen'],
      ['宣武門內大街', 'Xuanwu Gate Inner Avenue'],
      ['宣武門', 'Xuanwu Gate'],
    ]);
  });
  it('finds nothing in text without names, or with no names given', () => {
    expect(findNameRanges('城中大亂', names)).toEqual([]);
    expect(findNameRanges('朱震', [])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { splitNames } from './nameMarks';

describe('splitNames(text, names)', () => {
  const names = [
    { name: '宣武門', gloss: 'Xuanwu Gate' },
    { name: '宣武門內大街', gloss: 'Xuanwu Gate Inner Avenue' },
    { name: '朱震', gloss: 'Zhu Zhen', pinyin: 'zhū zhèn' },
  ];
  it('marks every name, the longest first, and keeps every character in order', () => {
    const text = '朱震一進宣武門內大街，又望宣武門';
    const parts = splitNames(text, names);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.name).map((p) => p.text)).toEqual(['朱震', '宣武門內大街', '宣武門']);
    expect(parts[0]!.name?.pinyin).toBe('zhū zhèn');
  });
  it('leaves text without names whole', () => {
    expect(splitNames('城中大亂', names)).toEqual([{ text: '城中大亂' }]);
    expect(splitNames('城中大亂', [])).toEqual([{ text: '城中大亂' }]);
  });
});

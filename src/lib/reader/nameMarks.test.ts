import { describe, expect, it } from 'vitest';
import { PLACE_KIND_TRAITS } from '../model/placeKinds';
import { dataChapter } from '../testing/dataChapter';
import { chapterNames, findNameRanges } from './nameMarks';

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

describe('chapterNames(chapter, pinyinOf)', () => {
  const chapter = dataChapter('beijing');
  it('lists the people and the proper-named places, with pinyin only when asked', () => {
    const plain = chapterNames(chapter, null);
    const zhu = plain.find((n) => n.name === '朱震');
    expect(zhu).toEqual({ name: '朱震', gloss: 'Zhu Zhen' });
    const withPinyin = chapterNames(chapter, (name, person) => `${person ? 'p' : 'l'}:${name}`);
    expect(withPinyin.find((n) => n.name === '朱震')?.pinyin).toBe('p:朱震');
    const place = chapter.city.places.find(
      (p) => PLACE_KIND_TRAITS[p.kind].properName && p.name.length <= 5,
    )!;
    expect(withPinyin.find((n) => n.name === place.name)?.pinyin).toBe(`l:${place.name}`);
    const described = chapter.city.places.filter((p) => !PLACE_KIND_TRAITS[p.kind].properName);
    for (const p of described) expect(plain.some((n) => n.name === p.name && n.gloss === p.en)).toBe(false);
  });
});

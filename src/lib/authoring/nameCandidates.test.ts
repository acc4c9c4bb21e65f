import { describe, expect, it } from 'vitest';
import { contextOf, movedRow, nameRows, occurrences, rowWithin } from './nameCandidates';

const TEXT =
  '第一回\n宋江在城外。宋江道：「走。」吳用道：「好。」只见宋江道：「且慢。」吳用曰：「然。」' +
  '盧俊義道：「甲。」盧俊義道：「乙。」';
const person = (name: string) => ({ id: `p-${name}`, name, en: name, faction: 'song', role: 'person' });

describe('nameRows(text, people, dismissed)', () => {
  it('offers the names that speak, the most frequent first, each with how often it occurs and words around it', () => {
    expect(nameRows(TEXT, [], [])).toEqual([
      { name: '宋江', count: 3, context: '宋江在城外。宋江道：「走。」吳用…' },
      { name: '盧俊義', count: 2, context: '…吳用曰：「然。」盧俊義道：「甲。」盧俊…' },
      { name: '吳用', count: 2, context: '…宋江道：「走。」吳用道：「好。」只见…' },
    ]);
  });
  it('leaves out the chapter’s people, a part of a person’s name, and the names dismissed', () => {
    expect(nameRows(TEXT, [person('宋江')], ['吳用']).map((r) => r.name)).toEqual(['盧俊義']);
    expect(nameRows('俊義道：「甲。」俊義道：「乙。」', [person('盧俊義')], [])).toEqual([]);
  });
  it('offers nothing for a text where no name speaks twice', () => {
    expect(nameRows('城中大乱。宋江道：「走。」', [], [])).toEqual([]);
  });
});

describe('occurrences(text, name) and contextOf(text, name)', () => {
  it('counts each occurrence once, never overlapping, and nothing for an empty name', () => {
    expect(occurrences('哈哈哈哈', '哈哈')).toBe(2);
    expect(occurrences('宋江', '')).toBe(0);
  });
  it('takes the words where the name speaks, cut at a line break and marked where cut in a sentence', () => {
    expect(contextOf('宋江\n林冲说：「来。」', '林冲', 4)).toBe('林冲说：「来…');
    expect(contextOf('某某林冲在此', '林冲', 4)).toBe('某某林冲在此');
    expect(contextOf('城中', '林冲')).toBe('');
  });
});

describe('movedRow(current, length, move) and rowWithin(current, length)', () => {
  it('moves one row or to either end, never past an end', () => {
    expect(movedRow(0, 3, 'next')).toBe(1);
    expect(movedRow(2, 3, 'next')).toBe(2);
    expect(movedRow(0, 3, 'previous')).toBe(0);
    expect(movedRow(1, 3, 'last')).toBe(2);
    expect(movedRow(2, 3, 'first')).toBe(0);
    expect(movedRow(0, 0, 'next')).toBe(-1);
  });
  it('keeps the position when a row goes, so the one below is current; the last when the list got shorter', () => {
    expect(rowWithin(1, 2)).toBe(1);
    expect(rowWithin(2, 2)).toBe(1);
    expect(rowWithin(-1, 2)).toBe(0);
    expect(rowWithin(0, 0)).toBe(-1);
  });
});

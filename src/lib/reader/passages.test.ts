import { describe, expect, it } from 'vitest';
import {
  chunkParagraphs,
  chunkCharacters,
  chunksHolding,
  MOST_CHUNKS,
  estimatedHeight,
  LONGEST_PARAGRAPH,
  paragraphsOf,
  segmentIndex,
  segmentsOf,
  type PassageRange,
} from './passages';
import type { NameRange } from './nameMarks';
import { uprightRanges } from './writing';

/** Every paragraph of a text with its segments, as a reader that draws it all would cut it. */
function passageSegments(text: string, ranges: readonly PassageRange[], names: readonly NameRange[] = []) {
  const index = segmentIndex(ranges, names);
  return paragraphsOf(text).map((paragraph) => ({ ...paragraph, segments: segmentsOf(paragraph, index) }));
}

describe('paragraphsOf(text)', () => {
  it('keeps paragraphs and skips empty lines', () => {
    expect(paragraphsOf('甲乙\n\n丙丁')).toEqual([
      { start: 0, end: 2 },
      { start: 4, end: 6 },
    ]);
  });

  it('draws a line longer than the longest paragraph in pieces that read on', () => {
    expect(paragraphsOf('甲乙丙。丁戊己庚辛\n壬', 6)).toEqual([
      { start: 0, end: 6 },
      { start: 6, end: 9, continued: true },
      { start: 10, end: 11 },
    ]);
  });

  it('cuts a line at the longest, and never inside a surrogate pair', () => {
    const text = '甲'.repeat(5) + '𠀀' + '乙'.repeat(5);
    const pieces = paragraphsOf(text, 6);
    expect(pieces.map((p) => text.slice(p.start, p.end))).toEqual(['甲'.repeat(5), '𠀀乙乙乙乙', '乙']);
    expect(pieces.every((p) => p.end - p.start <= 6)).toBe(true);
  });

  it('cuts a 5 MB line with no break into pieces that cover it exactly', () => {
    const text = '天下大势分久必合合久必分'.repeat(400_000);
    const pieces = paragraphsOf(text);
    expect(pieces.length).toBeGreaterThan(text.length / LONGEST_PARAGRAPH - 1);
    expect(pieces.every((p, i) => p.start === (pieces[i - 1]?.end ?? 0))).toBe(true);
    expect(pieces.at(-1)!.end).toBe(text.length);
  });
});

describe('passageSegments(text, ranges)', () => {
  const text = '一二三四五六七八\n九十';
  it('cuts a paragraph at the passages and leaves the rest plain', () => {
    const [p] = passageSegments(text, [{ id: 'a', start: 2, end: 4 }]);
    expect(p!.segments.map((s) => [text.slice(s.start, s.end), s.innermost])).toEqual([
      ['一二', null],
      ['三四', 'a'],
      ['五六七八', null],
    ]);
  });

  it('gives nested passages to the innermost, and lists every covering one', () => {
    const [p] = passageSegments(text, [
      { id: 'outer', start: 1, end: 7 },
      { id: 'inner', start: 3, end: 5 },
    ]);
    expect(p!.segments.map((s) => [text.slice(s.start, s.end), s.innermost, s.covering])).toEqual([
      ['一', null, []],
      ['二三', 'outer', ['outer']],
      ['四五', 'inner', ['outer', 'inner']],
      ['六七', 'outer', ['outer']],
      ['八', null, []],
    ]);
  });

  it('splits a passage that crosses a line break between the two paragraphs', () => {
    const paragraphs = passageSegments(text, [{ id: 'x', start: 6, end: 11 }]);
    const covered = paragraphs.flatMap((p) => p.segments.filter((s) => s.innermost === 'x'));
    expect(covered.map((s) => text.slice(s.start, s.end))).toEqual(['七八', '九十']);
  });
});

describe('chunkParagraphs(paragraphs, chars)', () => {
  it('groups paragraphs until a chunk holds the characters asked for, keeping their text range', () => {
    const text = ['甲', '乙', '丙', '丁', '戊'].join('\n');
    const chunks = chunkParagraphs(passageSegments(text, []), 2);
    expect(chunks.map((c) => [c.index, c.start, c.end, c.paragraphs.length])).toEqual([
      [0, 0, 3, 2],
      [1, 4, 7, 2],
      [2, 8, 9, 1],
    ]);
  });
  it('closes a chunk on the paragraph that reaches the size, and loses no paragraph', () => {
    const text = ['甲乙', '丙丁戊己庚辛', '壬', '癸'].join('\n');
    const paragraphs = passageSegments(text, []);
    const chunks = chunkParagraphs(paragraphs, 3);
    expect(chunks.map((c) => c.paragraphs.map((p) => text.slice(p.start, p.end)))).toEqual([
      ['甲乙', '丙丁戊己庚辛'],
      ['壬', '癸'],
    ]);
    expect(chunks.flatMap((c) => c.paragraphs)).toEqual(paragraphs);
  });
  it('makes no chunk of an empty text', () => {
    expect(chunkParagraphs(passageSegments('', []), 10)).toEqual([]);
  });
});

describe('passageSegments(text, ranges, names)', () => {
  it('makes each name a segment of its own, inside or outside a passage', () => {
    const text = '朱震殺入宣武門';
    const zhu = { name: '朱震', gloss: 'Zhu Zhen' };
    const gate = { name: '宣武門', gloss: 'Xuanwu Gate' };
    const [p] = passageSegments(
      text,
      [{ id: 'e', start: 2, end: 7 }],
      [
        { start: 0, end: 2, name: zhu },
        { start: 4, end: 7, name: gate },
      ],
    );
    expect(p!.segments.map((s) => [text.slice(s.start, s.end), s.innermost, s.name?.gloss])).toEqual([
      ['朱震', null, 'Zhu Zhen'],
      ['殺入', 'e', undefined],
      ['宣武門', 'e', 'Xuanwu Gate'],
    ]);
  });
});

describe('chunksHolding(chunks, range)', () => {
  // Chunks [0, 3) [4, 7) [8, 9): 甲\n乙 | 丙\n丁 | 戊
  const chunks = chunkParagraphs(passageSegments(['甲', '乙', '丙', '丁', '戊'].join('\n'), []), 2);
  it('finds the one chunk a passage lies in', () => {
    expect(chunksHolding(chunks, { start: 0, end: 1 })).toEqual([0, 0]);
    expect(chunksHolding(chunks, { start: 6, end: 7 })).toEqual([1, 1]);
    expect(chunksHolding(chunks, { start: 8, end: 9 })).toEqual([2, 2]);
  });
  it('finds every chunk a passage across a paragraph break touches', () => {
    expect(chunksHolding(chunks, { start: 2, end: 5 })).toEqual([0, 1]);
    expect(chunksHolding(chunks, { start: 0, end: 9 })).toEqual([0, 2]);
  });
  it('finds none for a range between chunks or past the text', () => {
    expect(chunksHolding(chunks, { start: 3, end: 4 })).toBeNull();
    expect(chunksHolding(chunks, { start: 20, end: 21 })).toBeNull();
    expect(chunksHolding([], { start: 0, end: 1 })).toBeNull();
  });
});

describe('segmentsOf(paragraph, segmentIndex(ranges, names))', () => {
  // A deterministic text of 200 paragraphs and 300 passages: short ones, nested ones and a few that run across
  // many paragraphs, the case a binary search over starts alone would miss.
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const text = Array.from({ length: 200 }, (_, i) => '甲乙丙丁戊己庚辛壬癸'.slice(0, 3 + (i % 8))).join('\n');
  const ranges: PassageRange[] = Array.from({ length: 300 }, (_, i) => {
    const start = Math.floor(random() * (text.length - 2));
    const length = i % 50 === 0 ? 200 + Math.floor(random() * 600) : 1 + Math.floor(random() * 6);
    return { id: `p${i}`, start, end: Math.min(text.length, start + length) };
  });
  const names = paragraphsOf(text)
    .filter((_, i) => i % 3 === 0)
    .map((p) => ({
      start: p.start + 1,
      end: p.start + 2,
      name: { name: '乙', gloss: 'second', pinyin: 'yǐ' },
    }));

  /** Every passage and name tested against every paragraph: what the index must find faster. */
  function bruteForce(paragraph: { start: number; end: number }) {
    const inside = ranges.filter((r) => r.start < paragraph.end && r.end > paragraph.start);
    const namesHere = names.filter((n) => n.start < paragraph.end && n.end > paragraph.start);
    const cuts = new Set([paragraph.start, paragraph.end]);
    for (const r of [...inside, ...namesHere]) {
      cuts.add(Math.max(paragraph.start, r.start));
      cuts.add(Math.min(paragraph.end, r.end));
    }
    const points = [...cuts].sort((a, b) => a - b);
    return points.slice(0, -1).map((s, i) => {
      const e = points[i + 1]!;
      return {
        start: s,
        end: e,
        covering: inside
          .filter((r) => r.start <= s && r.end >= e)
          .map((r) => r.id)
          .sort(),
      };
    });
  }

  it('cuts any one paragraph as a scan of every passage would', () => {
    const index = segmentIndex(ranges, names);
    for (const paragraph of paragraphsOf(text)) {
      const found = segmentsOf(paragraph, index).map(({ start, end, covering }) => ({
        start,
        end,
        covering: [...covering].sort(),
      }));
      expect(found).toEqual(bruteForce(paragraph));
    }
  });
});

describe('estimatedHeight(chunk)', () => {
  it('gives each paragraph its lines of 28 characters, 32 px each, and its margin', () => {
    const text = ['甲'.repeat(28), '乙'.repeat(29)].join('\n');
    const [chunk] = chunkParagraphs(paragraphsOf(text), 100);
    expect(estimatedHeight(chunk!)).toBe(32 + 15 + 64 + 15);
  });
});

describe('segmentsOf(paragraph, segmentIndex(ranges, names, upright))', () => {
  it('cuts each upright run apart and marks it, inside a passage or out, the text unchanged', () => {
    const text = '已有11年，第3阵，400人';
    const index = segmentIndex([{ id: 'a', start: 0, end: 5 }], [], uprightRanges(text));
    const segments = segmentsOf({ start: 0, end: text.length }, index);
    expect(segments.map((s) => [text.slice(s.start, s.end), s.innermost, !!s.upright])).toEqual([
      ['已有', 'a', false],
      ['11', 'a', true],
      ['年', 'a', false],
      ['，第', null, false],
      ['3', null, true],
      ['阵，400人', null, false],
    ]);
    expect(segments.map((s) => text.slice(s.start, s.end)).join('')).toBe(text);
  });

  it('cuts no run when none is given, as in horizontal text', () => {
    const text = '已有11年';
    expect(segmentsOf({ start: 0, end: text.length }, segmentIndex([], []))).toHaveLength(1);
  });
});

describe('chunkCharacters(length, least)', () => {
  it('keeps a screenful per chunk in a chapter, and at most MOST_CHUNKS chunks in a 5 MB text', () => {
    expect(chunkCharacters(20_000, 600)).toBe(600);
    const text = '天下大势，分久必合。\n'.repeat(250_000);
    const chunks = chunkParagraphs(paragraphsOf(text), chunkCharacters(text.length, 600));
    expect(chunks.length).toBeLessThanOrEqual(MOST_CHUNKS);
  });
});

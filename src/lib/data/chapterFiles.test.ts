import { describe, expect, it } from 'vitest';
import { miniChapter } from '../testing/miniChapter';
import { INDEX_FORMAT, publishDataset, summaryOf } from './chapterFiles';
import { readChapterFile, readChapterIndex } from './readChapterFile';

const name = (id: string) => `${id}.json`;

describe('publishDataset(result, fileName)', () => {
  it('lists each chapter with its summary and file, and writes the resolved chapter as it is', () => {
    const chapter = miniChapter();
    const { index, files } = publishDataset({ chapters: [chapter], failed: [], problems: [] }, name);
    expect(index).toEqual({ format: INDEX_FORMAT, chapters: [{ ...summaryOf(chapter), file: 'mini.json' }], failed: [] });
    expect(JSON.parse(files.get('mini.json')!)).toEqual(chapter);
    expect(summaryOf(chapter).eventCount).toBe(3);
  });

  it('lists problems of the folder itself, which belong to no chapter, under "data"', () => {
    const problem = { file: 'data/index.json', path: '$', message: 'file is missing' };
    const { index } = publishDataset({ chapters: [], failed: [], problems: [problem] }, name);
    expect(index.failed).toEqual([{ id: 'data', problems: [problem] }]);
  });
});

describe('readChapterIndex(value, file)', () => {
  it('accepts what publishDataset wrote', () => {
    const { index } = publishDataset({ chapters: [miniChapter()], failed: [], problems: [] }, name);
    expect(readChapterIndex(JSON.parse(JSON.stringify(index)), 'chapters/index.json')).toEqual({ ok: true, value: index });
  });

  it('names the file and path of what is wrong', () => {
    const read = readChapterIndex({ format: 'other', chapters: [{ meta: {} }] }, 'chapters/index.json');
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => `${p.file}: ${p.path}`)).toEqual([
      'chapters/index.json: $.format',
      'chapters/index.json: $.chapters[0].meta.id',
      'chapters/index.json: $.chapters[0].file',
      'chapters/index.json: $.chapters[0].eventCount',
      'chapters/index.json: $.failed',
    ]);
  });
});

describe('readChapterFile(value, id, file)', () => {
  const published = () => JSON.parse(JSON.stringify(miniChapter())) as ReturnType<typeof miniChapter>;

  it('accepts a published chapter', () => {
    expect(readChapterFile(published(), 'mini', 'chapters/mini.json')).toEqual({ ok: true, value: miniChapter() });
  });

  it('refuses a file holding another chapter', () => {
    const read = readChapterFile(published(), 'other', 'chapters/other.json');
    expect(read.ok ? [] : read.problems).toEqual([
      { file: 'chapters/other.json', path: '$.meta.id', message: 'the file holds chapter "mini", not "other"' },
    ]);
  });

  it('refuses offsets that no longer cut out the quote (a stale file)', () => {
    const chapter = published();
    chapter.text = `前言${chapter.text}`;
    const read = readChapterFile(chapter, 'mini', 'chapters/mini.json');
    expect(read.ok ? [] : read.problems.map((p) => p.path)).toEqual([
      '$.events[0].anchor.exact',
      '$.events[1].anchor.exact',
      '$.events[2].anchor.exact',
    ]);
  });

  it('refuses what is not a chapter at all', () => {
    const read = readChapterFile('not a chapter', 'mini', 'chapters/mini.json');
    expect(read.ok ? [] : read.problems.map((p) => p.path)).toEqual([
      '$',
      '$.meta',
      '$.city',
      '$.city.rings',
      '$.city.places',
      '$.text',
      '$.events',
    ]);
  });
});

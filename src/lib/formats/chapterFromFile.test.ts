import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { chapterFromFile } from './chapterFromFile';
import { chapterFromBytes } from './chapterFromBytes';
import { bundleJson, bundleOf } from '../model/bundle';
import { syntheticChapter } from '../data/syntheticChapter';
import { decodeText } from '../data/loadChapter';

const file = (name: string, text: string) => new NodeFile([text], name) as unknown as File;

describe('chapterFromFile(file, taken)', () => {
  it('titles a text by its heading line, and names it by the file', async () => {
    const heading = '第六十六回　时迁火烧翠云楼　吴用智取大名府';
    const read = await chapterFromFile(
      file('shuihu-66.txt', `${heading}\n\n话说宋江与吴用商议。`),
      new Set(),
    );
    if (!('bundle' in read)) throw new Error('not read');
    expect(read.bundle.chapter.title).toEqual({ zh: heading, en: heading });
    expect(read.bundle.chapter.id).toBe('shuihu-66');
  });

  it('keeps the file name as the title where the text opens with prose', async () => {
    const read = await chapterFromFile(file('small-battle.txt', '辽兵打开南门，宋兵溃逃。'), new Set());
    if (!('bundle' in read)) throw new Error('not read');
    expect(read.bundle.chapter.title).toEqual({ zh: 'small-battle', en: 'small-battle' });
  });
});

describe('chapterFromBytes(bytes, name, taken)', () => {
  const utf8 = (s: string) => new TextEncoder().encode(s);

  it("carries a text's reading, so the page need not read it again after the worker", () => {
    const read = chapterFromBytes(utf8('辽兵打开南门，宋兵溃逃。'), 'battle.txt', new Set());
    if (!('bundle' in read)) throw new Error('not read');
    expect(read.read?.chapter?.text).toBe('辽兵打开南门，宋兵溃逃。');
    expect(read.read?.chapter?.meta.id).toBe(read.bundle.chapter.id);
  });

  it('refuses a chapter file whose title is megabytes long, naming the field', () => {
    const bundle = bundleOf(syntheticChapter(3));
    const sha256 = (decodeText(bundle.text) as { sha256: string }).sha256;
    const title = { ...bundle.chapter.title, en: 'A'.repeat(1_000_000) };
    const json = bundleJson({ ...bundle, chapter: { ...bundle.chapter, id: 'long', sha256, title } });
    const read = chapterFromBytes(utf8(json), 'long.chapter.json', new Set());
    if ('bundle' in read) throw new Error('read');
    expect(read.problems.map((p) => p.path)).toEqual(['$.chapter.title.en']);
    expect(read.problems[0]!.message).toContain('1,000,000 characters long');
  });
});

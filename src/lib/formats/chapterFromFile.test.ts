import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { chapterFromFile } from './chapterFromFile';

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

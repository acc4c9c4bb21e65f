/**
 * The bad-input corpus, issue 14 item 12: small inputs that were refused in the wrong words, reported at the
 * wrong place, or accepted without a word. One case per finding; each failed before its fix.
 */
import { File as NodeFile } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chapterFromFile } from '../../src/lib/formats/chapterFromFile';
import { csvToEvents, eventsToCsv } from '../../src/lib/formats/eventsCsv';
import { say } from '../../src/lib/i18n/messages';
import { MAX_FILE_BYTES } from '../../src/lib/model/bundle';
import { eventRecord } from '../../src/lib/model/types';
import { miniChapter } from '../../src/lib/testing/miniChapter';

// Node's File: it has arrayBuffer(), as the browser's does.
const file = (name: string, bytes: Uint8Array | string) => new NodeFile([bytes], name) as unknown as File;
const read = (name: string, bytes: Uint8Array | string) => chapterFromFile(file(name, bytes), new Set());
const problemOf = async (name: string, bytes: Uint8Array | string) => {
  const result = await read(name, bytes);
  if (!('problems' in result)) throw new Error('the file was accepted');
  return result.problems[0]!;
};

describe('a text file with control characters', () => {
  it('valid UTF-8 holding control characters says how many and where, not “0 characters could not be decoded”', async () => {
    const problem = await problemOf('ctrl.txt', '守将张三命人紧闭北门。\n敌军\u0001攻破南门\u0002。');
    expect(problem.path).toBe('line 2');
    expect(problem.message).toBe(
      'Read as UTF-8, the text holds 2 control characters, which no text contains (the first, U+0001, on line 2): it may not be a text file, or not in UTF-8. Remove them, or choose its encoding (UTF-8, GB18030/GBK or Big5), and load it again.',
    );
    expect(problem.message).not.toMatch(/\b0 characters/);
  });

  it('takes tabs, line breaks and form feeds as text', async () => {
    expect(await read('ok.txt', '守将张三\t命人紧闭北门。\r\n\f敌军攻破南门。')).toHaveProperty('bundle');
  });
});

describe('a file over the size limit', () => {
  it('5 MiB and 1 byte says both sizes to the byte, so that they differ', async () => {
    const problem = await problemOf('big.txt', 'x'.repeat(MAX_FILE_BYTES + 1));
    expect(problem.message).toBe('The file is 5,242,881 bytes; the limit is 5,242,880 bytes (5 MB).');
    expect(say(problem.text!, 'zh-Hans')).toBe('文件大小为 5,242,881 字节，上限为 5,242,880 字节（5 MB）。');
  });

  it('a file of exactly the limit is read', async () => {
    expect(await read('limit.txt', '城'.repeat(MAX_FILE_BYTES / 3) + 'ab')).not.toHaveProperty('problems');
  });
});

describe('a CSV with an unterminated quote', () => {
  const csv = eventsToCsv(miniChapter().events.map(eventRecord));
  const [header, ...rows] = csv.trim().split(/\r?\n/);

  it('in a two-line file is reported at row 2, the row it is in', () => {
    const result = csvToEvents(`${header}\n${rows[0]!.replace(/,([^,]*)$/, ',"$1')}`, 'two.csv');
    expect(result.problems.map((p) => p.path)).toContain('row 2');
    expect(result.problems.map((p) => p.path)).not.toContain('row 3');
  });

  it('after two good rows is reported at row 4', () => {
    const broken = rows[2]!.replace(/,([^,]*)$/, ',"$1');
    const result = csvToEvents([header, rows[0], rows[1], broken].join('\n'), 'four.csv');
    expect(result.problems.find((p) => p.message.includes('unterminated'))?.path).toBe('row 4');
  });
});

describe('random high bytes', () => {
  let seed = 14;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const noise = Uint8Array.from({ length: 4000 }, () => 0x81 + Math.floor(random() * 0x7e));

  it('read as GB18030 are added with a warning that the text looks garbled', async () => {
    const result = await read('noise.txt', noise);
    expect(result).toHaveProperty('bundle');
    const warning = 'warning' in result ? result.warning : undefined;
    expect(warning?.key).toBe('textLooksGarbled');
    expect(say(warning!, 'en')).toMatch(/^The chapter was added, but read as GB18030 only \d %/);
  });

  it('while a real GB18030 chapter gets no warning', async () => {
    const bytes = new Uint8Array(readFileSync('tests/fixtures/authoring/gbk-chapter.txt'));
    const result = await read('gbk-chapter.txt', bytes);
    expect(result).toHaveProperty('bundle');
    expect('warning' in result && result.warning).toBeFalsy();
  });
});

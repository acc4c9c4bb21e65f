// @vitest-environment jsdom
// (jsdom: so Svelte compiles the Library for the client, where $derived follows its records.)
/** Adding a chapter from a file (library.svelte.test.ts has saving, storage failures and undo). */
import 'fake-indexeddb/auto';
import { File as NodeFile } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleJson } from '../model/bundle';
import { readBundle } from '../data/readBundle';
import { loadStored } from '../authoring/storage';
import type { Chapter } from '../model/types';
import { miniChapter } from '../testing/miniChapter';
import { libraryTabs } from '../testing/libraryTabs';
import type { Library } from './library.svelte';

const shipped = miniChapter();

const tab = libraryTabs(shipped);

/** A chapter as the shelf shows it: the user's own, or a shipped one with the user's additions. */
const chapterIn = (library: Library, id: string): Chapter | undefined =>
  library.own.chapters.find((c) => c.meta.id === id) ??
  (id === 'mini' ? library.extend(shipped).chapter : undefined);

describe('Library.addFile(file, encoding?)', () => {
  // Node's File: jsdom's has no arrayBuffer().
  const file = (name: string, bytes: Uint8Array | string) => new NodeFile([bytes], name) as unknown as File;

  it('adds a GB18030 text as a new chapter that a reloaded tab still has', async () => {
    const a = await tab();
    const bytes = readFileSync('tests/fixtures/authoring/gbk-chapter.txt');
    const result = await a.addFile(file('gbk-chapter.txt', new Uint8Array(bytes)));
    expect(result).toEqual({ id: 'gbk-chapter' });
    expect(a.isUserChapter('gbk-chapter')).toBe(true);
    const reloaded = await tab();
    const chapter = chapterIn(reloaded, 'gbk-chapter');
    expect(chapter?.text).toContain('守将张三命人紧闭北门');
  });

  it('explains a file over the limit in every language', async () => {
    const a = await tab();
    const result = await a.addFile(file('huge.txt', 'x'.repeat(5 * 1024 * 1024 + 10)));
    expect(result).toEqual({
      problems: [
        {
          file: 'huge.txt',
          path: '$',
          message: 'The file is 5,242,890 bytes; the limit is 5,242,880 bytes (5 MB).',
          text: { key: 'fileTooLarge', params: { size: '5,242,890', limit: '5,242,880', limitMb: 5 } },
        },
      ],
    });
  });

  it('explains a text that does not read in the chosen encoding', async () => {
    const a = await tab();
    const bytes = new Uint8Array(readFileSync('tests/fixtures/authoring/big5-chapter.txt'));
    const result = await a.addFile(file('big5-chapter.txt', bytes), 'utf-8');
    expect('problems' in result && result.problems[0]!.text?.key).toBe('wrongEncoding');
    expect('problems' in result && result.problems[0]!.message).toMatch(
      /^The text does not read as UTF-8: \d+/,
    );
  });

  it('refuses a chapter file whose id is already here, replacing nothing', async () => {
    const a = await tab();
    const bundle = readBundle(
      bundleJson({
        format: 'battle-chronicle-chapter',
        version: 1,
        chapter: shipped.meta,
        city: shipped.city,
        events: [],
        text: shipped.text,
      }),
      'mini.chapter.json',
    ).bundle!;
    const result = await a.addFile(file('mini.chapter.json', bundleJson(bundle)));
    expect(result).toMatchObject({
      problems: [{ path: '$.chapter.id', text: { key: 'chapterExists', params: { id: 'mini' } } }],
    });
    expect(await loadStored()).toEqual([]);
  });
});

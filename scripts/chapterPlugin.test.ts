import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { miniChapter } from '../src/lib/testing/miniChapter';
import { chapterData } from './chapterPlugin';

/** Builds a one-line page with only the chapter plugin, in memory, and returns the files it wrote. */
async function publish(dir: string, inline = false): Promise<Map<string, string>> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: 'tests/fixtures',
    plugins: [chapterData({ dir, inline })],
    build: { write: false, rolldownOptions: { input: 'tests/fixtures/page.html' } },
  })) as Rolldown.RolldownOutput;
  return new Map(
    output.output.map((file) => [file.fileName, file.type === 'asset' ? String(file.source) : file.code]),
  );
}

describe('chapterData({ dir }) in a build', () => {
  it('writes chapters/index.json and one resolved, content-named file per chapter', async () => {
    const files = await publish('tests/fixtures/valid');
    const index = JSON.parse(files.get('chapters/index.json')!);
    expect(index.chapters.map((c: { meta: { id: string } }) => c.meta.id)).toEqual(['mini']);
    expect(index.chapters[0].file).toMatch(/^mini\.[0-9a-f]{10}\.json$/);
    const chapter = JSON.parse(files.get(`chapters/${index.chapters[0].file}`)!);
    expect(chapter).toEqual(miniChapter()); // resolved: offsets and text order included
  }, 30_000);

  it('writes each file’s loader holding the same JSON, and the page starts them from its head, naming each chapter', async () => {
    const files = await publish('tests/fixtures/valid');
    const name = JSON.parse(files.get('chapters/index.json')!).chapters[0].file as string;
    const kept: Record<string, unknown> = {};
    new Function('window', files.get(`chapters/${name}.js`)!)({ __battleChronicleFiles: kept });
    expect(kept[name]).toEqual(JSON.parse(files.get(`chapters/${name}`)!));
    const page = files.get('page.html')!;
    const preload = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1];
    expect(preload).toContain(`var files = ${JSON.stringify({ mini: name })};`);
    expect(
      [...files.keys()].filter((file) => file.startsWith('chapters/') && !file.includes('.json')),
    ).toEqual([]);
  }, 30_000);

  it('fails the build with the validator’s lines when the data is not valid', async () => {
    await expect(publish('tests/fixtures/missing-quote')).rejects.toThrow(
      'tests/fixtures/missing-quote/mini/events.json: $.events[0].anchor.exact: the quote of "liao-assault" is not in the text',
    );
  }, 30_000);

  it('with inline, embeds the files in the page and writes none beside it', async () => {
    const files = await publish('tests/fixtures/valid', true);
    expect([...files.keys()].some((name) => name.startsWith('chapters/'))).toBe(false);
    expect(files.get('page.html')).not.toContain('preload.js');
    expect(files.get('page.html')).toMatch(
      /<script type="application\/json" id="battle-chronicle-chapters">/,
    );
  }, 30_000);

  it('publishes the alignments beside the chapters, and the single offline file carries them', async () => {
    const files = await publish('tests/fixtures/aligned');
    const index = JSON.parse(files.get('chapters/index.json')!);
    const name = index.alignments[0].file as string;
    expect(name).toMatch(/^alignment\.mini-pair\.[0-9a-f]{10}\.json$/);
    expect(JSON.parse(files.get(`chapters/${name}`)!).pairs).toHaveLength(2);
    const page = (await publish('tests/fixtures/aligned', true)).get('page.html')!;
    const embedded =
      /<script type="application\/json" id="battle-chronicle-chapters">([\s\S]*?)<\/script>/.exec(page)![1]!;
    const all = JSON.parse(embedded) as Record<string, { id?: string }>;
    const inline = Object.keys(all).find((key) => key.startsWith('alignment.mini-pair.'));
    expect(inline && all[inline]?.id).toBe('mini-pair');
  }, 30_000);
});

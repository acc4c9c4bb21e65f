/**
 * The bad-input corpus, issue 26 items 11–13: quotes TimelineJS took for media, CSV cells a spreadsheet could run,
 * and chapter files in the wrong encoding or of an unknown version. Each case failed before its fix.
 */
import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { chapterFromFile } from '../../src/lib/formats/chapterFromFile';
import { csvToEvents, escapeCell, eventsToCsv, unescapeCell } from '../../src/lib/formats/eventsCsv';
import { quoteMedia } from '../../src/lib/formats/timelineJs';
import { say } from '../../src/lib/i18n/messages';
import { bundleJson, bundleOf } from '../../src/lib/model/bundle';
import { eventRecord } from '../../src/lib/model/types';
import { miniChapter } from '../../src/lib/testing/miniChapter';

/**
 * The url shapes TimelineJS (its current and older releases) takes for a media kind before it tries "blockquote",
 * searched anywhere in the url as it does.
 */
const SNIFFED = [
  /youtu\.be/,
  /\.pdf/,
  /imgur.com\/.+/,
  /google.+?\/maps\//,
  /maps.google/,
  /(jpg|png|gif)$/i,
];

describe('a quote that looks like a url, in the TimelineJS export', () => {
  const quotes = [
    '见 youtu.be/abc 所载',
    '军令.pdf 一卷',
    '图见 imgur.com/a/城门',
    '地图 https://www.google.com/maps/@39.9,116.4,12z 所示',
  ];
  it.each(quotes)(
    '%s is a blockquote TimelineJS cannot take for a video, document, image or map',
    (quote) => {
      const { url } = quoteMedia(quote, '');
      expect(url.startsWith('<blockquote>') && url.endsWith('</blockquote>')).toBe(true);
      expect(SNIFFED.filter((shape) => shape.test(url))).toEqual([]);
      // The character references render as the quote, exactly.
      const shown = url
        .replace(/^<blockquote>|<\/blockquote>$/g, '')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
      expect(shown).toBe(quote);
    },
  );
});

describe('a CSV cell a spreadsheet could run', () => {
  const cells = [
    '\n=1+1',
    '\0=1',
    ' =1+1',
    '\u3000=1',
    '＝1+1',
    '＋1',
    '－1',
    '＠SUM(A1)',
    '\u0001x',
    "'\n=x",
  ];
  it.each(cells.map((c) => [JSON.stringify(c), c]))('%s is escaped and reads back as it was', (_, cell) => {
    expect(escapeCell(cell).startsWith("'")).toBe(true);
    expect(unescapeCell(escapeCell(cell))).toBe(cell);
  });

  it('goes through a CSV file and back unchanged, in a title and a note', () => {
    const events = miniChapter()
      .events.map(eventRecord)
      .map((e, i) => ({ ...e, title: { zh: e.title.zh, en: cells[i % cells.length]! } }));
    const notes = { [events[0]!.id]: ' =HYPERLINK("x")' };
    const csv = eventsToCsv(events, notes);
    expect(csv).not.toMatch(/(^|,)"[\s\p{Cc}]*[=+\-@＝＋－＠]/mu);
    const read = csvToEvents(csv, 'events.csv');
    expect(read.problems).toEqual([]);
    expect(read.events?.map((e) => e.title.en)).toEqual(events.map((e) => e.title.en));
    expect(read.notes).toEqual(notes);
  });
});

const file = (name: string, bytes: Uint8Array) => new NodeFile([bytes], name) as unknown as File;
async function problemOf(bytes: Uint8Array) {
  const result = await chapterFromFile(file('c.chapter.json', bytes), new Set());
  if (!('problems' in result)) throw new Error('the file was accepted');
  return result.problems[0]!;
}
const chapterJson = (change: (json: string) => string = (j) => j) =>
  change(bundleJson(bundleOf(miniChapter())));

describe('a chapter file not in UTF-8, or of an unknown version', () => {
  it('with a byte that is not UTF-8 in its title is refused, naming the byte', async () => {
    const json = chapterJson();
    const at = new TextEncoder().encode(json.slice(0, json.indexOf('"title"'))).length + 10;
    const bytes = new TextEncoder().encode(json);
    const bad = new Uint8Array([...bytes.slice(0, at), 0xff, ...bytes.slice(at)]);
    const problem = await problemOf(bad);
    expect(problem.message).toBe(`Byte ${at} is not UTF-8; save it as UTF-8.`);
    expect(say(problem.text!, 'zh-Hans')).toContain(`第 ${at} 字节`);
  });

  it('in UTF-16, with or without a BOM, is named UTF-16, not a syntax error', async () => {
    const json = chapterJson();
    const le = new Uint8Array(json.length * 2);
    for (let i = 0; i < json.length; i++) new DataView(le.buffer).setUint16(i * 2, json.charCodeAt(i), true);
    const withBom = new Uint8Array([0xff, 0xfe, ...le]);
    for (const bytes of [le, withBom]) {
      expect((await problemOf(bytes)).message).toBe('This file is UTF-16LE; save it as UTF-8.');
    }
  });

  it('in GB18030 is named GB18030, not a syntax error', async () => {
    // Every character beyond ASCII written as 城, whose GB18030 bytes are B3 C7.
    const json = chapterJson((j) => j.replace(/[^\0-\x7f]/g, '城'));
    const bytes = new Uint8Array(
      [...json].flatMap((ch) => (ch === '城' ? [0xb3, 0xc7] : [ch.charCodeAt(0)])),
    );
    const problem = await problemOf(bytes);
    expect(problem.message).toBe('This file is GB18030; save it as UTF-8.');
  });

  it('of "version": 2 is refused, saying which versions are read', async () => {
    const json = chapterJson((j) => j.replace('"version": 1', '"version": 2'));
    const problem = await problemOf(new TextEncoder().encode(json));
    expect(problem.path).toBe('$.version');
    expect(problem.message).toBe('unknown version 2: this app reads version 1');
  });
});

/**
 * The files of the import benchmark, generated on each run (never committed): each just under the 5 MB limit, in
 * the shapes a red-team run found freezing the page: legacy encodings, UTF-16, a text with no line break, a
 * chapter file with one huge field, a chapter file with 10,000 places, and the synthetic chapter file of before.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleJson, bundleOf, MAX_FILE_BYTES } from '../src/lib/model/bundle';
import { decodeText } from '../src/lib/data/loadChapter';
import { syntheticChapter } from '../src/lib/data/syntheticChapter';
import { newChapter, templateGate } from '../src/lib/authoring/newChapter';

export interface ImportInput {
  name: string;
  file: string;
  bytes: number;
  /** The id the app gives the imported chapter, which its address then names. */
  id: string;
}

/** A little under the limit, so that every file is one the app must accept. */
const TARGET = MAX_FILE_BYTES - 64 * 1024;

/** Node has no GB18030 or Big5 encoder: each character's bytes are found by decoding every two-byte sequence. */
function legacyEncoder(encoding: 'gb18030' | 'big5'): (text: string) => Uint8Array | null {
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, [number, number]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\uFFFD' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  return (text) => {
    const out: number[] = [];
    for (const ch of text) {
      const code = ch.charCodeAt(0);
      if (code < 0x80) out.push(code);
      else if (table.has(ch)) out.push(...table.get(ch)!);
      else return null;
    }
    return new Uint8Array(out);
  };
}

/** Encodes paragraph after paragraph, each encodable one, until the file is as large as the target. */
function filled(paragraphs: string[], encode: (text: string) => Uint8Array | null, separator: string) {
  const parts: Uint8Array[] = [];
  let size = 0;
  for (let i = 0; size < TARGET; i++) {
    const part = encode(paragraphs[i % paragraphs.length]! + separator);
    if (!part) continue;
    if (size + part.length > TARGET) break;
    parts.push(part);
    size += part.length;
  }
  return Buffer.concat(parts);
}

/** UTF-16 is told by its byte-order mark (textEncoding.ts). */
const withBom = (utf16le: Buffer) => Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le]);

function seedParagraphs(chapter: string): string[] {
  return readFileSync(`data/${chapter}/text.txt`, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A chapter file of the synthetic chapter, changed by `change` and re-hashed. */
function chapterFile(events: number, id: string, change: (bundle: ReturnType<typeof bundleOf>) => void) {
  const bundle = bundleOf(syntheticChapter(events));
  const sha256 = (decodeText(bundle.text) as { sha256: string }).sha256;
  bundle.chapter = { ...bundle.chapter, id, sha256 };
  change(bundle);
  return Buffer.from(bundleJson(bundle));
}

function manyPlaces(count: number): [string, string, Buffer] {
  const sides = ['north', 'south', 'east', 'west'] as const;
  const bytes = chapterFile(60, `places-${count}`, (b) => {
    const extra = Array.from({ length: count - b.city.places.length }, (_, i) =>
      templateGate(sides[i % 4]!, `门${i}`, `bench-gate-${i}`, ((i * 7919) % 997) / 997),
    );
    b.city = { ...b.city, places: [...b.city.places, ...extra] };
  });
  return [`chapter file, ${count.toLocaleString('en')} places`, `places-${count}.chapter.json`, bytes];
}

export function importInputs(): ImportInput[] {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const simplified = seedParagraphs('yanjing');
  const traditional = seedParagraphs('miyun');
  const heading = '第一回 燕京之战';
  const txt = (paragraphs: string[]) => [heading, ...paragraphs];
  // The id a .txt gets: its heading has no Latin letters, so the file's name gives them.
  const textId = (file: string) => newChapter('x', { zh: heading, en: heading }, new Set(), file).chapter.id;
  const files: [string, string, Buffer][] = [
    [
      'synthetic chapter file, 6,200 events',
      'bench-import.chapter.json',
      chapterFile(6200, 'bench-import', () => {}),
    ],
    ['UTF-8 .txt', 'utf8-text.txt', filled(txt(simplified), (t) => Buffer.from(t), '\n')],
    ['GB18030 .txt', 'gb-text.txt', filled(txt(simplified), legacyEncoder('gb18030'), '\r\n')],
    ['Big5 .txt', 'big5-text.txt', filled(txt(traditional), legacyEncoder('big5'), '\r\n')],
    [
      'UTF-16 .txt',
      'utf16-text.txt',
      withBom(filled(txt(simplified), (t) => Buffer.from(t, 'utf16le'), '\n')),
    ],
    ['UTF-8 .txt, no line break', 'one-line.txt', filled(simplified, (t) => Buffer.from(t), '')],
    [
      'chapter file, a 4.9 MB title',
      'huge-title.chapter.json',
      chapterFile(60, 'huge-title', (b) => {
        b.chapter.title = { ...b.chapter.title, en: 'A'.repeat(TARGET - 120 * 1024) };
      }),
    ],
    manyPlaces(10_000),
    // The most a map may hold (schema.ts): this one opens.
    manyPlaces(500),
  ];
  return files.map(([name, file, bytes]) => {
    if (bytes.length > MAX_FILE_BYTES) throw new Error(`${file} is ${bytes.length} bytes, over the limit`);
    const path = join(dir, file);
    writeFileSync(path, bytes);
    const json = file.endsWith('.json')
      ? (JSON.parse(bytes.toString()) as { chapter: { id: string } })
      : null;
    return { name, file: path, bytes: bytes.length, id: json ? json.chapter.id : textId(file) };
  });
}

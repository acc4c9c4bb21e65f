import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDataset } from '../src/lib/data/validateDataset';

/** The seed texts the chapters were read from, and their sha256: the chapters' texts must stay byte-identical. */
const SEEDS = {
  yanjing: [
    '000_5eb83d0dc1800c3e.txt',
    '87d5c3257113b76852f4b90b1124bdf29c1bda3a77889624776671b9816d4ddc',
    'zh-Hans',
  ],
  miyun: [
    '001_fa65cf59ef800124.txt',
    '0918c6d6e086ce7495514263ce547981dab7a8d8eadb5aca3af16730e78af6b9',
    'zh-Hant',
  ],
  beijing: [
    '002_90e8dd7260a64d39.txt',
    'b7305c23e77a7181da659f4eaf4e17e88f94ccce92dbe71c52feabd50152bb71',
    'zh-Hant',
  ],
} as const;

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

const result = validateDataset({
  index: read('data/index.json'),
  readChapter: (dir) => ({
    dir,
    chapter: read(`data/${dir}/chapter.json`),
    city: read(`data/${dir}/city.json`),
    events: read(`data/${dir}/events.json`),
    text: new Uint8Array(readFileSync(`data/${dir}/text.txt`)),
  }),
});

describe('data/', () => {
  it('validates without a single problem', () => {
    expect(result.problems).toEqual([]);
    expect(result.chapters.map((c) => c.meta.id)).toEqual(Object.keys(SEEDS));
  });

  it.each(Object.entries(SEEDS))('%s keeps its seed text byte for byte', (id, [seed, hash, script]) => {
    expect(sha256(`data/${id}/text.txt`)).toBe(hash);
    const seedPath = `../shared/seeds/${seed}`;
    if (existsSync(seedPath)) expect(sha256(seedPath)).toBe(hash);
    const chapter = result.chapters.find((c) => c.meta.id === id)!;
    expect(chapter.meta).toMatchObject({ source: seed, sha256: hash, script });
  });

  it.each(Object.keys(SEEDS))('%s has a full set of events, each anchored on its own passage', (id) => {
    const chapter = result.chapters.find((c) => c.meta.id === id)!;
    expect(chapter.events.length).toBeGreaterThanOrEqual(15);
    expect(chapter.events.length).toBeLessThanOrEqual(40);
    for (const event of chapter.events) {
      expect(chapter.text.slice(event.start, event.end)).toBe(event.anchor.exact);
      for (const n of event.numbers) expect(chapter.text).toContain(n.text);
    }
    const types = new Set(chapter.events.map((e) => e.type));
    expect(types.size).toBeGreaterThanOrEqual(6);
  });

  it('puts the Ming Beijing gates on the walls history gives them', () => {
    const beijing = result.chapters.find((c) => c.meta.id === 'beijing')!;
    const gate = (name: string) => beijing.city.places.find((p) => p.name === name);
    for (const name of ['崇文門', '正陽門', '宣武門'])
      expect(gate(name)).toMatchObject({ side: 'south', ring: 'inner' });
    expect(gate('德勝門')).toMatchObject({ side: 'north', ring: 'inner' });
    expect(gate('左安門')).toMatchObject({ side: 'south', ring: 'outer' });
  });

  it('gives every place evidence for where it stands', () => {
    for (const chapter of result.chapters) {
      for (const place of chapter.city.places) expect(place.evidence.note.length).toBeGreaterThan(10);
    }
  });
});

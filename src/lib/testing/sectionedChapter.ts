/**
 * The mini fixture chapter as a history would give it: each of its two lines under a heading line, listed as the
 * chapter's `sections`, loaded through the real loader (the text's hash recomputed for the longer text).
 */
import { readFileSync } from 'node:fs';
import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { loadChapter } from '../data/loadChapter';
import type { Chapter } from '../model/types';

export const FIXTURE_SECTIONS = ['三国志·蜀书·诸葛亮传', '三国志·蜀书·王平传'] as const;

export function sectionedChapter(): Chapter {
  const dir = 'tests/fixtures/valid/mini';
  const read = (file: string) => readFileSync(`${dir}/${file}`, 'utf8');
  const [first, second] = read('text.txt').split('\n');
  const text = `${FIXTURE_SECTIONS[0]}\n${first}\n${FIXTURE_SECTIONS[1]}\n${second}`;
  const bytes = new TextEncoder().encode(text);
  const meta = {
    ...JSON.parse(read('chapter.json')),
    sha256: bytesToHex(sha256(bytes)),
    sections: FIXTURE_SECTIONS,
  };
  const loaded = loadChapter({
    dir: 'mini',
    base: 'tests/fixtures/valid',
    chapter: JSON.stringify(meta),
    city: read('city.json'),
    events: read('events.json'),
    text: bytes,
  });
  if (!loaded.chapter) throw new Error(loaded.problems.map((p) => p.message).join('\n'));
  return loaded.chapter;
}

/** The validator's "valid" fixture chapter, loaded through the real loader, for tests of the pure modules. */
import { readFileSync } from 'node:fs';
import { loadChapter } from '../data/loadChapter';
import type { Chapter } from '../model/types';

export function miniChapter(): Chapter {
  const dir = 'tests/fixtures/valid/mini';
  const read = (file: string) => readFileSync(`${dir}/${file}`, 'utf8');
  const loaded = loadChapter({
    dir: 'mini',
    base: 'tests/fixtures/valid',
    chapter: read('chapter.json'),
    city: read('city.json'),
    events: read('events.json'),
    text: new Uint8Array(readFileSync(`${dir}/text.txt`)),
  });
  if (!loaded.chapter) throw new Error(loaded.problems.map((p) => p.message).join('\n'));
  return loaded.chapter;
}

/** A chapter of data/, loaded through the real loader, for component tests that render a real battle. */
import { readFileSync } from 'node:fs';
import { loadChapter } from '../data/loadChapter';
import type { Chapter } from '../model/types';

/** The shipped chapters' ids, as data/index.json lists them. */
export function dataChapterIds(): string[] {
  return (JSON.parse(readFileSync('data/index.json', 'utf8')) as { chapters: string[] }).chapters;
}

export function dataChapter(id: string): Chapter {
  const read = (file: string) => readFileSync(`data/${id}/${file}`, 'utf8');
  const loaded = loadChapter({
    dir: id,
    base: 'data',
    chapter: read('chapter.json'),
    city: read('city.json'),
    events: read('events.json'),
    text: new Uint8Array(readFileSync(`data/${id}/text.txt`)),
  });
  if (!loaded.chapter) {
    throw new Error(
      `data/${id} does not load:\n${loaded.problems.map((p) => `${p.path}: ${p.message}`).join('\n')}`,
    );
  }
  return loaded.chapter;
}

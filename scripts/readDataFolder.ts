/**
 * Reads a data folder from disk in the shape the validator takes: the index, then each listed chapter's files
 * (or its one-file form, `<id>.chapter.json`). Shared by `npm run validate` and the build's chapter plugin, so
 * the two never read data/ differently.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RawDataset } from '../src/lib/data/validateDataset';

const readIfPresent = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/** `root` as an absolute path or relative to `cwd`; problems name files relative to `cwd`. */
export function readDataFolder(root: string, cwd: string = process.cwd()): RawDataset {
  const base = relative(cwd, root) || '.';
  return {
    base,
    index: readIfPresent(join(root, 'index.json')),
    readChapter: (dir) => {
      // A chapter exported from the app can stand in data/ as one file, <id>.chapter.json.
      const bundlePath = join(root, `${dir}.chapter.json`);
      if (!existsSync(join(root, dir)) && existsSync(bundlePath)) {
        return { bundle: readFileSync(bundlePath, 'utf8'), file: join(base, `${dir}.chapter.json`) };
      }
      const textPath = join(root, dir, 'text.txt');
      return {
        dir,
        chapter: readIfPresent(join(root, dir, 'chapter.json')),
        city: readIfPresent(join(root, dir, 'city.json')),
        events: readIfPresent(join(root, dir, 'events.json')),
        text: existsSync(textPath) ? new Uint8Array(readFileSync(textPath)) : undefined,
      };
    },
  };
}

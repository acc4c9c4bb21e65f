/**
 * Reads a data folder from disk in the shape the validator takes: the index, then each listed chapter's files
 * (or its one-file form, `<id>.chapter.json`). Shared by `npm run validate` and the build's chapter plugin, so
 * the two never read data/ differently.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RawDataset } from '../src/lib/data/validateDataset';

/** A file that is there but cannot be read fails with one `<file>: $: <why>` line, which the CLI prints as it is. */
function readBytes(path: string, shown: string): Buffer | undefined {
  if (!existsSync(path)) return undefined;
  if (statSync(path).isDirectory()) throw new Error(`${shown}: $: is a folder, not a file`);
  try {
    return readFileSync(path);
  } catch (error) {
    throw new Error(
      `${shown}: $: could not be read (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
}

/** `root` as an absolute path or relative to `cwd`; problems name files relative to `cwd`. */
export function readDataFolder(root: string, cwd: string = process.cwd()): RawDataset {
  const base = relative(cwd, root) || '.';
  const text = (...parts: string[]) =>
    readBytes(join(root, ...parts), join(base, ...parts))?.toString('utf8');
  return {
    base,
    index: text('index.json'),
    readChapter: (dir) => {
      // A chapter exported from the app can stand in data/ as one file, <id>.chapter.json.
      if (!existsSync(join(root, dir)) && existsSync(join(root, `${dir}.chapter.json`))) {
        return { bundle: text(`${dir}.chapter.json`)!, file: join(base, `${dir}.chapter.json`) };
      }
      const bytes = readBytes(join(root, dir, 'text.txt'), join(base, dir, 'text.txt'));
      return {
        dir,
        chapter: text(dir, 'chapter.json'),
        city: text(dir, 'city.json'),
        events: text(dir, 'events.json'),
        text: bytes ? new Uint8Array(bytes) : undefined,
      };
    },
    readAlignment: (id) => text('alignments', `${id}.json`),
  };
}

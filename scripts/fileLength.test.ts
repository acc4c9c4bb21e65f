import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 22: a file does one job and reads in one sitting; the interface's string tables are data, not code. */
const MAX_LINES = 250;
const DATA_TABLES = /^src\/lib\/i18n\/locales\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|js|svelte|css)$/.test(entry.name) ? [path] : [];
  });
}

describe('src/', () => {
  it(`has no file over ${MAX_LINES} lines but the string tables`, () => {
    const long = sourceFiles('src')
      .filter((path) => !DATA_TABLES.test(path))
      .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

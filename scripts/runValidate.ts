/**
 * The body of `npm run validate`, as a function: the arguments in, what the CLI prints and its exit code out.
 * The CLI (validate.ts) only writes these; the tests call this in-process for every fixture.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { toContractJson } from '../src/lib/data/contractJson';
import { formatProblem, validateDataset } from '../src/lib/data/validateDataset';

export interface ValidateRun {
  stdout: string;
  stderr: string;
  code: 0 | 1;
}

/** `args` as the CLI takes them: `--json`, `--dir <folder>` (default data/), relative to `cwd`. */
export function runValidate(args: readonly string[], cwd: string = process.cwd()): ValidateRun {
  const asJson = args.includes('--json');
  const dirFlag = args.indexOf('--dir');
  const root = resolve(cwd, dirFlag >= 0 && args[dirFlag + 1] ? args[dirFlag + 1]! : 'data');
  const base = relative(cwd, root) || '.';
  const readIfPresent = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

  const result = validateDataset({
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
  });

  const stderr = result.problems.map((problem) => `${formatProblem(problem)}\n`).join('');
  let stdout = '';
  if (asJson) stdout = `${JSON.stringify(toContractJson(result.chapters), null, 2)}\n`;
  else if (result.problems.length === 0) {
    const counts = result.chapters.map((c) => `${c.meta.id} (${c.events.length} events)`).join(', ');
    stdout = `data is valid: ${counts}\n`;
  }
  return { stdout, stderr, code: result.problems.length > 0 ? 1 : 0 };
}

/**
 * `npm run validate [-- --json] [-- --dir <folder>]`: checks every chapter in data/ (or another folder laid out
 * the same way). One line per problem, `<file>: <JSON path>: <message>`, and exit 1 on any; with --json, the
 * resolved data as TEST-CONTRACT.md gives it, on standard output alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { toContractJson } from '../src/lib/data/contractJson';
import { formatProblem, validateDataset } from '../src/lib/data/validateDataset';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const dirFlag = args.indexOf('--dir');
const root = dirFlag >= 0 && args[dirFlag + 1] ? args[dirFlag + 1]! : 'data';
const base = relative(process.cwd(), root) || '.';

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

for (const problem of result.problems) console.error(formatProblem(problem));
if (asJson) process.stdout.write(`${JSON.stringify(toContractJson(result.chapters), null, 2)}\n`);
else if (result.problems.length === 0) {
  const counts = result.chapters.map((c) => `${c.meta.id} (${c.events.length} events)`).join(', ');
  console.log(`data is valid: ${counts}`);
}
process.exit(result.problems.length > 0 ? 1 : 0);

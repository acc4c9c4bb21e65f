/**
 * The body of `npm run validate`, as a function: the arguments in, what the CLI prints and its exit code out.
 * The CLI (validate.ts) only writes these; the tests call this in-process for every fixture.
 */
import { relative, resolve } from 'node:path';
import { toContractJson } from '../src/lib/data/contractJson';
import { formatProblem, validateDataset } from '../src/lib/data/validateDataset';
import { forceWarnings } from '../src/lib/data/forceWarnings';
import { routeWarnings } from '../src/lib/diagram/routeWarnings';
import { readDataFolder } from './readDataFolder';

export interface ValidateRun {
  stdout: string;
  stderr: string;
  code: 0 | 1;
}

/** `args` as the CLI takes them: `--json`, `--dir <folder>` (default data/), relative to `cwd`. */
export function runValidate(args: readonly string[], cwd: string = process.cwd()): ValidateRun {
  const asJson = args.includes('--json');
  const dirFlag = args.indexOf('--dir');
  const folder = dirFlag >= 0 ? args[dirFlag + 1] : 'data';
  if (!folder || folder.startsWith('--'))
    return { stdout: '', stderr: 'validate: --dir: needs the folder to check after it\n', code: 1 };
  const root = resolve(cwd, folder);
  const base = relative(cwd, root) || '.';
  let result: ReturnType<typeof validateDataset>;
  try {
    result = validateDataset(readDataFolder(root, cwd));
  } catch (error) {
    // A file that cannot be read (a folder where a file should be, no permission): one line, never a trace.
    const message = error instanceof Error ? error.message : String(error);
    return { stdout: '', stderr: `${message}\n`, code: 1 };
  }

  // Warnings do not fail the run: a force set out from a place it is not at, or a route the map cannot keep
  // to, is worth a look, not a refusal.
  const warnings = result.chapters.flatMap((chapter) => [
    ...forceWarnings(chapter, base),
    ...routeWarnings(chapter, base),
  ]);
  const stderr = [...result.problems, ...warnings].map((problem) => `${formatProblem(problem)}\n`).join('');
  let stdout = '';
  if (asJson) stdout = `${JSON.stringify(toContractJson(result.chapters, result.alignments), null, 2)}\n`;
  else if (result.problems.length === 0) {
    const counts = result.chapters.map((c) => `${c.meta.id} (${c.events.length} events)`).join(', ');
    const aligned = result.alignments.map((a) => `${a.id} (${a.left} | ${a.right})`).join(', ');
    stdout = `data is valid: ${counts}${aligned ? `; alignments: ${aligned}` : ''}\n`;
  }
  return { stdout, stderr, code: result.problems.length > 0 ? 1 : 0 };
}

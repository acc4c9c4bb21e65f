/**
 * `npm run validate [-- --json] [-- --dir <folder>]`: checks every chapter in data/ (or another folder laid out
 * the same way). One line per problem, `<file>: <JSON path>: <message>`, and exit 1 on any; with --json, the
 * resolved data as TEST-CONTRACT.md gives it, on standard output alone. The work is runValidate's.
 */
import { runValidate } from './runValidate';

const run = runValidate(process.argv.slice(2));

/**
 * Standard output that cannot be written is one line on standard error and exit 1, not a stack trace. A reader
 * that closed the pipe (`| head -1`) is the exception: it chose to read no more, as `head` and `grep -q` do, so
 * nothing is said and the exit code stays the verdict on the data (0 valid, 1 problems): a pipeline under
 * `set -o pipefail` then fails only when the data is bad, not because its reader had enough.
 */
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(run.code);
  process.stderr.write(`validate: cannot write standard output: ${error.code ?? error.message}\n`);
  process.exit(1);
});

process.stderr.write(run.stderr);
process.stdout.write(run.stdout);
process.exitCode = run.code;

/**
 * `npm run validate [-- --json] [-- --dir <folder>]`: checks every chapter in data/ (or another folder laid out
 * the same way). One line per problem, `<file>: <JSON path>: <message>`, and exit 1 on any; with --json, the
 * resolved data as TEST-CONTRACT.md gives it, on standard output alone. The work is runValidate's.
 */
import { runValidate } from './runValidate';

const run = runValidate(process.argv.slice(2));
process.stderr.write(run.stderr);
process.stdout.write(run.stdout);
process.exitCode = run.code;

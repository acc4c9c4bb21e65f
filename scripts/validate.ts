/**
 * `npm run validate [-- --json] [-- --dir <folder>]`: checks every chapter in data/ (or another folder laid out
 * the same way). One line per problem, `<file>: <JSON path>: <message>`, and exit 1 on any; with --json, the
 * resolved data as TEST-CONTRACT.md gives it, on standard output alone.
 */
import { toContractJson } from '../src/lib/data/contractJson';
import { formatProblem, validateDataset } from '../src/lib/data/validateDataset';
import { readDataFolder } from './readDataFolder';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const dirFlag = args.indexOf('--dir');
const root = dirFlag >= 0 && args[dirFlag + 1] ? args[dirFlag + 1]! : 'data';

const result = validateDataset(readDataFolder(root));

for (const problem of result.problems) console.error(formatProblem(problem));
if (asJson) process.stdout.write(`${JSON.stringify(toContractJson(result.chapters), null, 2)}\n`);
else if (result.problems.length === 0) {
  const counts = result.chapters.map((c) => `${c.meta.id} (${c.events.length} events)`).join(', ');
  console.log(`data is valid: ${counts}`);
}
process.exit(result.problems.length > 0 ? 1 : 0);

/**
 * data/ validated and published as the app reads it (see src/lib/data/chapterFiles.ts): every file by name, the
 * index first, and the validator's problems. Run by the build's chapter plugin (scripts/chapterPlugin.ts).
 */
import { INDEX_FILE, publishDataset } from '../src/lib/data/chapterFiles';
import { formatProblem, validateDataset } from '../src/lib/data/validateDataset';
import { readDataFolder } from './readDataFolder';

export function publishData(root: string, fileName: (id: string, json: string) => string) {
  const result = validateDataset(readDataFolder(root));
  const { index, files } = publishDataset(result, fileName);
  return {
    problems: result.problems.map(formatProblem),
    files: new Map([[INDEX_FILE, JSON.stringify(index)], ...files]),
  };
}

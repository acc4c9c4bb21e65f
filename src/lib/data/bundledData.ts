/**
 * The chapters in data/, bundled into the app at build time and checked by the same loader as the CLI,
 * so a broken file shows its problems on the page instead of a blank view.
 */
import { validateDataset, type DatasetResult } from './validateDataset';

const files = import.meta.glob<string>('/data/**/*.{json,txt}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export function loadBundledData(): DatasetResult {
  return validateDataset({
    index: files['/data/index.json'],
    readChapter: (dir) => ({
      dir,
      chapter: files[`/data/${dir}/chapter.json`],
      city: files[`/data/${dir}/city.json`],
      events: files[`/data/${dir}/events.json`],
      text: files[`/data/${dir}/text.txt`],
    }),
  });
}

/**
 * The heavy cases alone (bench/heavy.ts), against the last build: `npm run build && tsx bench/heavyRun.ts`.
 * BENCH_HEAVY=imports or =interactions runs one half.
 */
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM } from '../tests/chromium';
import { measureImports, measureInteractions, printHeavy, type HeavyRow } from './heavy';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4399);
const only = process.env.BENCH_HEAVY;

const server = await preview({
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  logLevel: 'silent',
});
const browser = await chromium.launch(CHROMIUM);
const rows: HeavyRow[] = [];
try {
  const url = `http://127.0.0.1:${PORT}/`;
  if (only !== 'interactions') rows.push(...(await measureImports(browser, url, RUNS)));
  if (only !== 'imports') rows.push(...(await measureInteractions(browser, url, RUNS)));
} finally {
  await browser.close();
  await server.close();
}
printHeavy(rows, RUNS);

/**
 * `npm run bench`: opens the production build in headless Chromium with `?bench=N` synthetic chapters and reports,
 * for each N, the time to the first full render, the JS heap, the p95 frame work while zooming and panning the
 * timeline, and the time from a click on an event to its highlighted passage in view. Prints a table and writes
 * bench/results.json. Timing is never asserted here or in a test: this machine is noisy; read the figures.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM } from '../tests/chromium';

const SIZES = (process.env.BENCH_SIZES ?? '60,1000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(page: Page, url: string, n: number) {
  const client = await page.context().newCDPSession(page);
  await page.goto(`${url}?bench=${n}`);
  await page.waitForFunction(
    () => (window as unknown as { __benchReady?: boolean }).__benchReady === true,
    null,
    {
      timeout: 120_000,
    },
  );
  const firstRender = await page.evaluate(
    () => (window as unknown as { __benchReadyAt: number }).__benchReadyAt,
  );
  await client.send('HeapProfiler.collectGarbage');
  const heap = (await client.send('Runtime.getHeapUsage')) as { usedSize: number };
  // In-page measuring code is plain JavaScript, injected as is, so no bundler helper leaks into the page.
  await page.addScriptTag({ path: 'bench/inPage.js' });
  const frames = ((await page.evaluate('window.__bench.frameWork()')) as number[]).sort((a, b) => a - b);
  const p95 = frames[Math.floor(frames.length * 0.95)]!;
  const click = (await page.evaluate('window.__bench.clickToPassage()')) as number;
  await client.detach();
  return { firstRender, heapMB: heap.usedSize / 2 ** 20, p95Frame: p95, clickToPassage: click };
}

const server = await preview({
  preview: { port: 4399, strictPort: true, host: '127.0.0.1' },
  logLevel: 'silent',
});
const url = 'http://127.0.0.1:4399/';
const browser = await chromium.launch(CHROMIUM);
const results: Record<string, Record<string, number>> = {};
try {
  for (const n of SIZES) {
    const runs: Awaited<ReturnType<typeof measure>>[] = [];
    for (let r = 0; r < RUNS; r++) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      runs.push(await measure(page, url, n));
      await page.close();
    }
    const keys = Object.keys(runs[0]!) as (keyof (typeof runs)[number])[];
    results[n] = Object.fromEntries(keys.map((k) => [k, median(runs.map((run) => run[k]))]));
  }
} finally {
  await browser.close();
  await server.close();
}

const rows = Object.entries(results).map(([n, r]) => ({
  events: Number(n),
  'first render (ms)': Math.round(r.firstRender!),
  'JS heap (MB)': Number(r.heapMB!.toFixed(1)),
  'p95 frame work (ms)': Number(r.p95Frame!.toFixed(1)),
  'click → passage (ms)': Math.round(r.clickToPassage!),
}));
console.table(rows);
console.log(`median of ${RUNS} runs each, viewport 1366×768, headless Chromium, ${new Date().toISOString()}`);
writeFileSync('bench/results.json', `${JSON.stringify(rows, null, 2)}\n`);

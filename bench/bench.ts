/**
 * `npm run bench`: opens the production build in headless Chromium with `?bench=N` synthetic chapters and reports,
 * for each N, the time to the first full render, the JS heap, the p95 frame work while zooming and panning the
 * timeline, the time from a click on an event to its highlighted passage in view, and the p95 frame time while
 * the replay plays (tokens moving, the reader and timeline following). Beside each app run it
 * opens a bare d3 page (bench/bare.html: no Svelte, the same N marks) and reports the app/bare ratio of first
 * render; then the first load's size (JS + CSS, gzip). Prints tables and writes bench/results.json. Timing is
 * never asserted here or in a test: this machine is noisy; read the figures.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM } from '../tests/chromium';
import { firstLoadAssets } from './firstLoad';

const SIZES = (process.env.BENCH_SIZES ?? '60,1000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4399);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function firstRender(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __benchReady?: boolean }).__benchReady === true,
    null,
    { timeout: 120_000 },
  );
  return page.evaluate(() => (window as unknown as { __benchReadyAt: number }).__benchReadyAt);
}

async function measure(page: Page, url: string, n: number) {
  const client = await page.context().newCDPSession(page);
  const first = await firstRender(page, `${url}?bench=${n}`);
  await client.send('HeapProfiler.collectGarbage');
  const heap = (await client.send('Runtime.getHeapUsage')) as { usedSize: number };
  // In-page measuring code is plain JavaScript, injected as is, so no bundler helper leaks into the page.
  await page.addScriptTag({ path: 'bench/inPage.js' });
  const frames = ((await page.evaluate('window.__bench.frameWork()')) as number[]).sort((a, b) => a - b);
  const p95 = frames[Math.floor(frames.length * 0.95)]!;
  const click = (await page.evaluate('window.__bench.clickToPassage()')) as number;
  const replay = ((await page.evaluate('window.__bench.replayFrames()')) as number[]).sort((a, b) => a - b);
  const replayP95 = replay[Math.floor(replay.length * 0.95)]!;
  await client.detach();
  return {
    firstRender: first,
    heapMB: heap.usedSize / 2 ** 20,
    p95Frame: p95,
    clickToPassage: click,
    replayP95,
  };
}

// The bare page is built beside the app, into dist/bench/, and served by the same preview server.
await build({
  configFile: false,
  root: 'bench',
  base: './',
  logLevel: 'warn',
  build: { outDir: '../dist/bench', emptyOutDir: true, rolldownOptions: { input: 'bench/bare.html' } },
});
const server = await preview({
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  logLevel: 'silent',
});
const url = `http://127.0.0.1:${PORT}/`;
const browser = await chromium.launch(CHROMIUM);
const results: Record<string, Record<string, number>> = {};
try {
  for (const n of SIZES) {
    const runs: (Awaited<ReturnType<typeof measure>> & { bare: number })[] = [];
    for (let r = 0; r < RUNS; r++) {
      // App and bare page alternate, so both see the same state of a noisy machine.
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const app = await measure(page, url, n);
      await page.close();
      const barePage = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const bare = await firstRender(barePage, `${url}bench/bare.html?bench=${n}`);
      await barePage.close();
      runs.push({ ...app, bare });
    }
    const keys = Object.keys(runs[0]!) as (keyof (typeof runs)[number])[];
    results[n] = Object.fromEntries(keys.map((k) => [k, median(runs.map((run) => run[k]))]));
    results[n]!.ratio = median(runs.map((run) => run.firstRender / run.bare));
  }
} finally {
  await browser.close();
  await server.close();
}

const rows = Object.entries(results).map(([n, r]) => ({
  events: Number(n),
  'first render (ms)': Math.round(r.firstRender!),
  'bare d3 (ms)': Math.round(r.bare!),
  'app / bare': Number(r.ratio!.toFixed(2)),
  'JS heap (MB)': Number(r.heapMB!.toFixed(1)),
  'p95 frame work (ms)': Number(r.p95Frame!.toFixed(1)),
  'click → passage (ms)': Math.round(r.clickToPassage!),
  'p95 frame while replaying (ms)': Number(r.replayP95!.toFixed(1)),
}));
console.table(rows);
console.log(`median of ${RUNS} runs each, viewport 1366×768, headless Chromium, ${new Date().toISOString()}`);

const assets = firstLoadAssets();
const total = assets.reduce((sum, a) => sum + a.gzip, 0);
console.table(
  assets.map((a) => ({
    'first load (dist/index.html)': a.file,
    'gzip (kB)': Number((a.gzip / 1000).toFixed(2)),
  })),
);
console.log(`first load, JS + CSS: ${(total / 1000).toFixed(1)} kB gzip (target ≤ 80 kB)`);
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ rows, firstLoad: { assets, totalGzipBytes: total } }, null, 2)}\n`,
);

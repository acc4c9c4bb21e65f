/**
 * `npm run bench`: opens the production build in headless Chromium with `?bench=N` synthetic chapters and reports,
 * for each N, the time to the first full render, the JS heap, the p95 frame work while zooming and panning the
 * timeline, the time from a click on an event to its highlighted passage in view (on the canvas, with the whole
 * chapter in view, where the timeline draws one; and on an SVG mark, zoomed in), and the p95 frame time while
 * the replay plays (tokens moving, the reader and timeline following). Beside each app run it
 * opens a bare d3 page (bench/bare.html: no Svelte, the same N marks) and reports the app/bare ratio of first
 * render; and a static copy of the app's own first render (its DOM and style sheets, no script) to show what the
 * browser alone spends drawing that page; then the first load's size (JS + CSS, gzip), and Lighthouse's mobile
 * score, LCP, TBT and CLS on each shipped chapter (bench/lighthouse.ts); and the heavy cases (bench/heavy.ts): the
 * longest main-thread task of 5 MB imports of every shape and of the 100,000-event chapter's interactions, each
 * against 200 ms. Prints tables and writes
 * bench/results.json. Timing is never asserted here or in a test: this machine is noisy; read the figures.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM } from '../tests/chromium';
import { assetSizes, firstLoadAssets } from './firstLoad';
import { lighthouseChapters } from './lighthouse';
import { measureImports, measureInteractions, printHeavy, type HeavyRow } from './heavy';

const SIZES = (process.env.BENCH_SIZES ?? '60,1000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4399);
/** Lighthouse runs per chapter (0 skips Lighthouse). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60;

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

/** Every script and style sheet the page had loaded by the end of its first full render. */
let loadedByFirstRender: string[] = [];

/** Where the static copy of the app's first render at N events is written (beside the bare page, in its build). */
const staticCopyFile = (n: number) => `static-${n}.html`;
const STATIC_READY = 'static-ready.js';

async function measure(page: Page, url: string, n: number) {
  const client = await page.context().newCDPSession(page);
  const first = await firstRender(page, `${url}?bench=${n}`);
  loadedByFirstRender = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  await client.send('HeapProfiler.collectGarbage');
  const heap = (await client.send('Runtime.getHeapUsage')) as { usedSize: number };
  // In-page measuring code is plain JavaScript, injected as is, so no bundler helper leaks into the page.
  await page.addScriptTag({ path: 'bench/inPage.js' });
  const copy = (await page.evaluate(`window.__bench.staticCopy(${JSON.stringify(STATIC_READY)})`)) as string;
  writeFileSync(join('dist/bench', staticCopyFile(n)), copy);
  const frames = ((await page.evaluate('window.__bench.frameWork()')) as number[]).sort((a, b) => a - b);
  const p95 = frames[Math.floor(frames.length * 0.95)]!;
  const canvasClick = (await page.evaluate('window.__bench.clickOnCanvas()')) as number;
  const click = (await page.evaluate('window.__bench.clickToPassage()')) as number;
  const replay = ((await page.evaluate('window.__bench.replayFrames()')) as number[]).sort((a, b) => a - b);
  const replayP95 = replay[Math.floor(replay.length * 0.95)]!;
  // Headless Chromium's frame clock ticks every 16.6–16.8 ms, so a run that drops no frame reads 16.8 at p95 as
  // often as 16.7: the intervals counted in frames at 60 Hz (one frame: none dropped) say it without the jitter.
  const replayP95Frames = Math.round(replayP95 / FRAME_MS);
  const replayDropped = replay.filter((interval) => interval > 1.5 * FRAME_MS).length / replay.length;
  await client.detach();
  return {
    firstRender: first,
    heapMB: heap.usedSize / 2 ** 20,
    p95Frame: p95,
    canvasClickToPassage: canvasClick,
    clickToPassage: click,
    replayP95,
    replayP95Frames,
    replayDropped,
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
// The static copies' ready mark: the same two frames after the page is parsed as the app and the bare page wait.
writeFileSync(
  join('dist/bench', STATIC_READY),
  'requestAnimationFrame(() => requestAnimationFrame(() =>\n' +
    '  Object.assign(window, { __benchReady: true, __benchReadyAt: performance.now() })));\n',
);
const server = await preview({
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
  logLevel: 'silent',
});
const url = `http://127.0.0.1:${PORT}/`;
const browser = await chromium.launch(CHROMIUM);

const heavy: HeavyRow[] = [];
let phone: Awaited<ReturnType<typeof lighthouseChapters>> = [];
const results: Record<string, Record<string, number>> = {};
try {
  for (const n of SIZES) {
    const runs: (Awaited<ReturnType<typeof measure>> & { bare: number; staticCopy: number })[] = [];
    for (let r = 0; r < RUNS; r++) {
      // App and bare page alternate, so both see the same state of a noisy machine.
      // The app's policy refuses inline scripts; the benchmark's own measuring script is let through.
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
      const app = await measure(page, url, n);
      await page.close();
      const barePage = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const bare = await firstRender(barePage, `${url}bench/bare.html?bench=${n}`);
      await barePage.close();
      // The copy written by this run's app page (each run rewrites it; they differ only in the canvas's pixels).
      const staticPage = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const staticCopy = await firstRender(staticPage, `${url}bench/${staticCopyFile(n)}`);
      await staticPage.close();
      runs.push({ ...app, bare, staticCopy });
    }
    const keys = Object.keys(runs[0]!) as (keyof (typeof runs)[number])[];
    results[n] = Object.fromEntries(keys.map((k) => [k, median(runs.map((run) => run[k]))]));
    results[n]!.ratio = median(runs.map((run) => run.firstRender / run.bare));
    results[n]!.staticRatio = median(runs.map((run) => run.staticCopy / run.bare));
  }
  heavy.push(
    ...(await measureImports(browser, url, RUNS)),
    ...(await measureInteractions(browser, url, RUNS)),
  );
  // Last, with the benchmark's own browser idle: Lighthouse starts a Chromium of its own for each run.
  if (LIGHTHOUSE_RUNS > 0) phone = await lighthouseChapters(url, LIGHTHOUSE_RUNS);
} finally {
  await browser.close();
  await server.close();
}

const rows = Object.entries(results).map(([n, r]) => ({
  events: Number(n),
  'first render (ms)': Math.round(r.firstRender!),
  'bare d3 (ms)': Math.round(r.bare!),
  'app / bare': Number(r.ratio!.toFixed(2)),
  'static copy (ms)': Math.round(r.staticCopy!),
  'static copy / bare': Number(r.staticRatio!.toFixed(2)),
  'JS heap (MB)': Number(r.heapMB!.toFixed(1)),
  'p95 frame work (ms)': Number(r.p95Frame!.toFixed(1)),
  // NaN where the timeline draws no canvas (few events).
  'click on canvas → passage (ms)': Number.isNaN(r.canvasClickToPassage!)
    ? '–'
    : Math.round(r.canvasClickToPassage!),
  'click on mark → passage (ms)': Math.round(r.clickToPassage!),
  'p95 frame while replaying (ms)': Number(r.replayP95!.toFixed(1)),
  'p95 replay interval (frames)': r.replayP95Frames!,
  'replay frames dropped (%)': Number((100 * r.replayDropped!).toFixed(1)),
}));
console.table(rows);
console.log(`median of ${RUNS} runs each, viewport 1366×768, headless Chromium, ${new Date().toISOString()}`);

if (heavy.length) printHeavy(heavy, RUNS);

if (phone.length) {
  const spread = (s: { median: number; low: number; high: number }, digits = 0) =>
    `${s.median.toFixed(digits)} (${s.low.toFixed(digits)}–${s.high.toFixed(digits)})`;
  console.table(
    phone.map((p) => ({
      'Lighthouse mobile': `#/${p.chapter}`,
      'score (target ≥ 95)': spread(p.score),
      'FCP (ms)': spread(p.fcp),
      'LCP (ms, ≤ 2500)': spread(p.lcp),
      'TBT (ms, ≤ 100)': spread(p.tbt),
      'CLS (0)': spread(p.cls, 3),
    })),
  );
  console.log(`Lighthouse 12, default mobile preset: median of ${LIGHTHOUSE_RUNS} runs (lowest–highest)`);
}

const assets = firstLoadAssets();
const total = assets.reduce((sum, a) => sum + a.gzip, 0);
console.table(
  assets.map((a) => ({
    'first load (dist/index.html)': a.file,
    'gzip (kB)': Number((a.gzip / 1000).toFixed(2)),
  })),
);
console.log(`first load, JS + CSS: ${(total / 1000).toFixed(1)} kB gzip (target ≤ 80 kB)`);
// The views that arrive just after the first paint (src/components/lazyComponents.ts) and the synthetic chapter are
// fetched as the page starts; this is all that the first full render had loaded, for comparison.
const rendered = assetSizes(loadedByFirstRender);
const renderedTotal = rendered.reduce((sum, a) => sum + a.gzip, 0);
console.log(
  `loaded by the end of the first full render (last run, ?bench=${SIZES[SIZES.length - 1]}), JS + CSS: ` +
    `${(renderedTotal / 1000).toFixed(1)} kB gzip in ${rendered.length} files`,
);
writeFileSync(
  'bench/results.json',
  `${JSON.stringify(
    {
      rows,
      heavy,
      lighthouse: phone,
      firstLoad: { assets, totalGzipBytes: total },
      loadedByFirstRender: { assets: rendered, totalGzipBytes: renderedTotal },
    },
    null,
    2,
  )}\n`,
);

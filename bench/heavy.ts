/**
 * The heavy cases of `npm run bench`: importing each file of bench/importInputs.ts, and the interactions of a
 * 100,000-event chapter (the diagram's ☰ List, the storylines, a filter change with the list open). Each reports
 * the longest main-thread task (Long Tasks API) from the action until the page has settled, and passes if it is
 * under 200 ms (issue 26). Medians of `runs`. Also runnable alone: `npm run build && tsx bench/heavy.ts`.
 */
import type { Browser, Page } from '@playwright/test';
import { importInputs } from './importInputs';

/** The longest task a person may wait on one action (issue 26). */
export const BUDGET_MS = 200;
/** After an action's result is drawn, how long tasks are still counted: the work it deferred blocks too. */
const SETTLE_MS = 1000;

export interface HeavyRow {
  case: string;
  /** For an import: opened, or refused and why. */
  outcome?: string;
  longestTask: number;
  total: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function observeLongTasks() {
  const w = window as unknown as { __tasks: number[] };
  w.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
}

const clearTasks = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __tasks: number[] }).__tasks.length = 0));
const longestTask = async (page: Page) =>
  Math.max(0, ...(await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks)));

async function ready(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __benchReady?: boolean }).__benchReady === true,
    null,
    {
      timeout: 180_000,
    },
  );
  await page.waitForTimeout(500);
}

/** Times `act` until `done` holds, then counts the tasks of SETTLE_MS more. */
async function timed(page: Page, act: () => Promise<void>, done: () => Promise<unknown>) {
  await clearTasks(page);
  const t0 = Date.now();
  await act();
  await done();
  const total = Date.now() - t0;
  await page.waitForTimeout(SETTLE_MS);
  return { longestTask: await longestTask(page), total };
}

/** Opened, or refused with a message (a field over its bound): either way the page is done with the file. */
async function importOnce(browser: Browser, base: string, file: string, id: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript(observeLongTasks);
  await page.goto(`${base}#/miyun`);
  await ready(page);
  try {
    // From a file on disk, the browser reads it itself: no page script of the harness's runs meanwhile.
    const result = await timed(
      page,
      () => page.locator('input[data-import="chapter"]').setInputFiles(file),
      () =>
        page.waitForFunction(
          (id) =>
            document.querySelector('[data-notice="error"]') !== null ||
            (location.hash.startsWith(`#/${id}`) &&
              document.querySelector('[data-notice="reading"]') === null &&
              document.querySelector('[data-view="timeline"]') !== null),
          id,
          { timeout: 180_000 },
        ),
    );
    const refused = await page.locator('[data-notice="error"]').allInnerTexts();
    return {
      ...result,
      outcome: refused.length ? `refused: ${refused.join(' ').replace(/\s+/g, ' ')}` : 'opened',
    };
  } finally {
    await context.close();
  }
}

export async function measureImports(browser: Browser, base: string, runs: number): Promise<HeavyRow[]> {
  const rows: HeavyRow[] = [];
  for (const input of importInputs()) {
    const results: Awaited<ReturnType<typeof importOnce>>[] = [];
    for (let r = 0; r < runs; r++) results.push(await importOnce(browser, base, input.file, input.id));
    rows.push({
      case: `import: ${input.name} (${(input.bytes / 1048576).toFixed(1)} MB)`,
      longestTask: median(results.map((x) => x.longestTask)),
      total: median(results.map((x) => x.total)),
      outcome: results[0]!.outcome.slice(0, 120),
    });
  }
  return rows;
}

/** One load of `?bench=N`: the list, the storylines and back, a filter change with the list open. */
async function interactOnce(browser: Browser, base: string, events: number) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.addInitScript(observeLongTasks);
  await page.goto(`${base}?bench=${events}`);
  await ready(page);
  const visible = (selector: string) => () => page.locator(selector).first().waitFor({ timeout: 60_000 });
  const click = (selector: string) => () => page.locator(selector).first().click({ timeout: 120_000 });
  const out: Record<string, { longestTask: number; total: number }> = {};
  try {
    out['diagram ☰ List'] = await timed(
      page,
      click('[data-control="diagram-list"]'),
      visible('[data-view-list="places"]'),
    );
    out['storylines'] = await timed(
      page,
      click('[data-chart="storylines"]'),
      visible('[data-view="storylines"]'),
    );
    out['back to the timeline'] = await timed(
      page,
      click('[data-chart="timeline"]'),
      visible('[data-view="timeline"]'),
    );
    await page.locator('.filters summary').click();
    await page.locator('.filters input[type="checkbox"]').first().waitFor();
    out['filter change, list open'] = await timed(page, click('.filters input[type="checkbox"]'), () =>
      page.waitForFunction(() => document.querySelector('.filters summary')?.textContent?.includes('(1)')),
    );
    out['filter cleared, list open'] = await timed(page, click('.filters input[type="checkbox"]'), () =>
      page.waitForFunction(() => !document.querySelector('.filters summary')?.textContent?.includes('(')),
    );
  } finally {
    await page.close();
  }
  return out;
}

export async function measureInteractions(
  browser: Browser,
  base: string,
  runs: number,
  events = 100_000,
): Promise<HeavyRow[]> {
  const results: Awaited<ReturnType<typeof interactOnce>>[] = [];
  for (let r = 0; r < runs; r++) results.push(await interactOnce(browser, base, events));
  return Object.keys(results[0]!).map((name) => ({
    case: `?bench=${events}: ${name}`,
    longestTask: median(results.map((x) => x[name]!.longestTask)),
    total: median(results.map((x) => x[name]!.total)),
  }));
}

export function printHeavy(rows: HeavyRow[], runs: number) {
  console.table(
    rows.map((row) => ({
      case: row.case,
      'longest task (ms)': Math.round(row.longestTask),
      [`< ${BUDGET_MS} ms`]: row.longestTask < BUDGET_MS ? 'pass' : 'FAIL',
      'done after (ms)': Math.round(row.total),
    })),
  );
  for (const row of rows)
    if (row.outcome && row.outcome !== 'opened') console.log(`${row.case}: ${row.outcome}`);
  console.log(
    `longest main-thread task from the action until ${SETTLE_MS} ms after it is drawn; median of ${runs}`,
  );
}

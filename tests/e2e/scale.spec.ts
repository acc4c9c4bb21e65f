/**
 * A whole book of events: at ?bench=100000 the views that list every event stay responsive because they draw only
 * what is in view. Counts of drawn rows, not timings (the machine is noisy; `npm run bench` measures).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chapterDrawn, expect, test } from './fixtures';

test('the event list of a 100,000-event chapter draws only the rows in view, and scrolls and selects through all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('./?bench=100000#/bench-100000');
  await page.waitForFunction(() => (window as { __benchReady?: boolean }).__benchReady === true, null, {
    timeout: 90_000,
  });
  await page.locator('[data-control="timeline-list"]').click();
  const table = page.locator('[data-view-list="events"]');
  await expect(table).toHaveAttribute('aria-rowcount', '100001');
  const rows = table.locator('tbody tr[data-event-id]');
  await expect(rows.first()).toHaveAttribute('data-event-id', 'e1');
  expect(await rows.count()).toBeLessThan(200);

  // Scrolled to the end, the last rows are drawn, still only a window of them.
  const wrap = page.locator('.table-wrap');
  await wrap.evaluate((node) => (node.scrollTop = node.scrollHeight));
  await expect(rows.last()).toHaveAttribute('aria-rowindex', '100001');
  expect(await rows.count()).toBeLessThan(200);

  // A selection far from the rows in view brings its row into view and marks it.
  await page.evaluate(() => (location.hash = '#/bench-100000/e50000'));
  const chosen = table.locator('tr[data-event-id="e50000"]');
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(chosen).toBeInViewport();
  expect(await rows.count()).toBeLessThan(200);
  await page.screenshot({ path: 'tests/screenshots/list-100000.png' });

  // Clicking a drawn row selects its event.
  const other = rows.nth(5);
  const id = await other.getAttribute('data-event-id');
  await other.locator('button').click();
  await expect(page).toHaveURL(new RegExp(`/bench-100000/${id}`));
});

test('a short chapter keeps every row of its list in the DOM, for find-in-page and screen readers', async ({
  page,
}) => {
  await page.goto('./#/miyun');
  await page.locator('[data-control="timeline-list"]').click();
  const table = page.locator('[data-view-list="events"]');
  const total = Number(await table.getAttribute('aria-rowcount')) - 1;
  expect(total).toBeGreaterThan(0);
  await expect(table.locator('tbody tr[data-event-id]')).toHaveCount(total);
});

const singleFile = pathToFileURL(resolve('dist/battle-chronicle.html')).href;

for (const [build, base] of [
  ['the server build', './'],
  ['the single offline file', singleFile],
] as const) {
  test(`a chapter file of several megabytes is read in a worker, with a progress bar, and opens: ${build}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { syntheticChapter } = await import('../../src/lib/data/syntheticChapter');
    const { bundleOf, bundleJson } = await import('../../src/lib/model/bundle');
    const { decodeText } = await import('../../src/lib/data/loadChapter');
    const bundle = bundleOf(syntheticChapter(5000));
    const decoded = decodeText(bundle.text) as { sha256: string };
    const id = 'big-import';
    const json = bundleJson({ ...bundle, chapter: { ...bundle.chapter, id, sha256: decoded.sha256 } });
    expect(json.length).toBeGreaterThan(1024 * 1024);

    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${base}#/miyun`);
    await expect(page.locator('[data-view="timeline"]')).toBeVisible();
    await page.locator('input[data-import="chapter"]').setInputFiles({
      name: `${id}.chapter.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(json),
    });
    await expect(page.locator('[data-notice="reading"] progress')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/${id}`), { timeout: 60_000 });
    await expect(page.locator('[data-notice="reading"]')).toHaveCount(0);
    // The policy allows it (the fixture fails the test on any refusal), and the work was done off the page.
    expect(workers.length).toBeGreaterThan(0);
    await expect(page.locator('[data-view="timeline"]')).toBeVisible();
  });
}

test('a 100,000-event presentation steps at once: its progress strip draws the steps nearest the current one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('./?bench=100000#/bench-100000/e50000?mode=present');
  const strip = page.locator('.presentation nav.strip');
  await expect(strip.locator('button[aria-current="true"]')).toHaveAttribute('data-event-id', 'e50000', {
    timeout: 90_000,
  });
  const marks = strip.locator('button[data-event-id]');
  expect(await marks.count()).toBeLessThanOrEqual(40);
  await page.keyboard.press('PageDown');
  await expect(strip.locator('button[aria-current="true"]')).not.toHaveAttribute('data-event-id', 'e50000');
  expect(await marks.count()).toBeLessThanOrEqual(40);
  // The strip fits the slide, and the slide the window.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1920);
  await page.screenshot({ path: 'tests/screenshots/present-100000.png' });
});

test('a 100,000-event handout comes in parts of its list, and says why its maps draw no moves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./?bench=100000#/bench-100000?mode=handout');
  const handout = page.locator('[data-view="handout"]');
  await expect(handout.locator('li[data-event-id]')).toHaveCount(200, { timeout: 90_000 });
  await expect(handout.locator('.too-many')).toContainText('100,000 events');
  await expect(handout.locator('[data-map]')).toHaveCount(0);
  await expect(handout.locator('li[data-event-id]').first()).toHaveAttribute('data-event-id', 'e1');
  await handout.locator('[data-action="next-part"]').click();
  await expect(handout.locator('[data-handout-part]')).toHaveAttribute('data-handout-part', '2');
  await expect(handout.locator('li[data-event-id]').first()).toHaveAttribute('data-event-id', 'e201');
  await expect(handout.locator('li[data-event-id]')).toHaveCount(200);
});

test('a text of one long line opens, read in a worker, in pieces that read on as one paragraph', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./#/miyun');
  await chapterDrawn(page);
  // Over 256 kB: read in the worker.
  const line = '城中喊杀之声不绝，兵马自第六门出，战于城下。'.repeat(4000);
  await page.locator('input[data-import="chapter"]').setInputFiles({
    name: 'one-line.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(line),
  });
  await page.waitForFunction(() => location.hash.startsWith('#/one-line'), null, { timeout: 90_000 });
  const pieces = page.locator('[data-view="reader"] p[data-start]');
  await expect(pieces.nth(1)).toHaveClass(/continued/);
  const longest = await pieces.evaluateAll((ps) => Math.max(...ps.map((p) => p.textContent!.length)));
  expect(longest).toBeLessThanOrEqual(1000);
});

test('the storylines of a 100,000-event chapter draw the points and lines their width can show, not every one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('./?bench=100000#/bench-100000');
  await page.waitForFunction(() => (window as { __benchReady?: boolean }).__benchReady === true, null, {
    timeout: 90_000,
  });
  await page.locator('[data-chart="storylines"]').click({ timeout: 90_000 });
  const points = page.locator('[data-view="storylines"] circle[data-event-id]');
  await expect(points.first()).toBeVisible({ timeout: 90_000 });
  // Six forces on a chart about 1,100 pixels wide: a point (10 px across) at most every 10 pixels of each line.
  expect(await points.count()).toBeLessThan(6 * 120);
  // Each line a band of at most two vertices per pixel column: a stroke through four points a column, zigzagging
  // between rows, took the browser seconds to paint every frame.
  const vertices = await page
    .locator('[data-view="storylines"] [data-force-id] path')
    .evaluateAll((paths) => paths.map((p) => (p.getAttribute('d') ?? '').split(/[MLCZ]/).length - 1));
  expect(vertices).toHaveLength(6);
  for (const count of vertices) expect(count).toBeLessThanOrEqual(2 * 1366);
});

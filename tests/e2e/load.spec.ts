import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The published files the page asked for, by name (a file's loader, `<file>.js`, counts as its file). */
function publishedRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/chapters\/([^/?]+\.json)(\.js)?$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return names;
}

test('opening a chapter loads the chapter list and that chapter alone', async ({ page }) => {
  const names = publishedRequests(page);
  await page.goto('./#/miyun');
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]').first()).toBeVisible();
  expect(names.filter((n) => n !== 'index.json').map((n) => n.split('.')[0])).toEqual(['miyun']);
  expect(names).toContain('index.json');
  await page.locator('[data-control="chapter"]').selectOption('beijing');
  await expect(page.locator('[data-control="chapter"]')).toHaveValue('beijing');
  expect(new Set(names.map((n) => n.split('.')[0]))).toEqual(new Set(['index', 'miyun', 'beijing']));
});

test('a chapter whose file cannot be loaded shows why, instead of a blank view', async ({ page }) => {
  // The file and its loader both gone: the page reads the file itself to say why.
  await page.route(/\/chapters\/miyun\.[^/]*\.json(\.js)?$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.goto('./#/miyun');
  const alert = page.locator('main.notice [role="alert"]');
  await expect(alert).toContainText('miyun');
  await expect(alert).toContainText(/chapters\/miyun\.\w+\.json/);
  await expect(alert).toContainText('HTTP 404');
  await page.screenshot({ path: 'tests/screenshots/load-failed-1366x768.png' });
});

test('a chapter file that no longer matches its text names the events whose quotes moved', async ({
  page,
}) => {
  // The loader fails, so the page reads the file itself (as it does when a loader cannot run), and the file is stale.
  await page.route(/\/chapters\/beijing\.[^/]*\.json\.js$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.route(/\/chapters\/beijing\.[^/]*\.json$/, async (route) => {
    const chapter = await (await route.fetch()).json();
    chapter.text = `序。${chapter.text}`;
    await route.fulfill({ json: chapter });
  });
  await page.goto('./#/beijing');
  const alert = page.locator('main.notice [role="alert"]');
  await expect(alert).toContainText('$.events[0].anchor.exact');
  await expect(alert).toContainText('do not hold the quote');
});

test('?bench=N draws its synthetic chapter without asking for any published file', async ({ page }) => {
  const names = publishedRequests(page);
  await page.goto('./?bench=60');
  await page.waitForFunction(() => (window as unknown as { __benchReady?: boolean }).__benchReady === true);
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(60);
  expect(names).toEqual([]);
});

test('the page links its icon and web manifest from public/; the single file carries its icon and links nothing beside it', async ({
  page,
  request,
}) => {
  await page.goto('./#/miyun');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(icon).toBe('./icon.svg');
  const iconResponse = await request.get(icon!);
  expect(iconResponse.status()).toBe(200);
  expect(await iconResponse.text()).toContain('<svg');
  const manifest = (await (await request.get(manifestHref!)).json()) as {
    name: string;
    start_url: string;
    icons: { src: string }[];
  };
  expect(manifest.name).toContain('Battle Chronicle');
  expect(manifest.start_url).toBe('./');
  expect((await request.get(manifest.icons[0]!.src)).status()).toBe(200);

  const single = readFileSync('dist/battle-chronicle.html', 'utf8');
  expect(single).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  expect(single).not.toContain('rel="manifest"');
  expect(single).not.toContain('icon.svg');
});

/** When the browser cannot keep the user's work, the work stays in the tab and its export holds all of it. */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addPastedChapter, chooseSide, selectInReader, staleTab } from './authoringHelpers';

const FIXTURES = 'tests/fixtures/authoring';
const KEPT = 'is kept in this tab until you close it; export the chapter to keep it.';

async function importChapter(page: Page) {
  await page.locator('input[data-import="chapter"]').setInputFiles(`${FIXTURES}/gbk-chapter.txt`);
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  await expect(page.locator('[data-view="reader"]')).toContainText('守将张三命人紧闭北门');
}

async function addEvent(page: Page, passage: string) {
  await selectInReader(page, passage);
  await page.locator('[data-action="new-event"]').click();
  await chooseSide(page);
  await page.locator('[data-action="save-event"]').click();
  await expect(page.locator('[data-view="event-form"]')).toHaveCount(0);
}

async function exportedEventCount(page: Page): Promise<number> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-chapter"]').click(),
  ]);
  return (JSON.parse(readFileSync((await download.path())!, 'utf8')) as { events: unknown[] }).events.length;
}

test('with no indexedDB the page says so in words, and an imported chapter opens and takes events in memory', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  await page.goto('./#/');
  const notice = page.locator('[data-notice="error"]');
  await expect(notice).toContainText('This browser gives this page no storage');
  await expect(notice).not.toContainText(/TypeError|undefined/);
  await importChapter(page);
  await addEvent(page, '守将张三命人紧闭北门');
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(1);
  await expect(notice).toContainText('Not saved to this browser: it gives this page no storage.');
  await expect(notice).toContainText(KEPT);
  expect(await exportedEventCount(page)).toBe(1);
  await page.screenshot({ path: 'tests/screenshots/storage-unavailable-1366x768.png' });
  expect(errors).toEqual([]);
});

test('a full disk keeps the new event in the tab, shown and exported, with a message that says so', async ({
  page,
}) => {
  await page.goto('./#/');
  await importChapter(page);
  await addEvent(page, '守将张三命人紧闭北门');
  await page.evaluate(() => {
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await addEvent(page, '敌军攻破南门');
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(2);
  await expect(page.locator('[data-notice="error"]')).toHaveText(
    new RegExp(
      `Not saved to this browser: the disk or the browser’s storage quota is full\\. Your change to “gbk-chapter” ${KEPT.replace(/\./g, '\\.')}`,
    ),
  );
  expect(await exportedEventCount(page)).toBe(2);
  await page.screenshot({ path: 'tests/screenshots/storage-full-1366x768.png' });
});

const PASTED = '第一回 北门之战\n守将张三命人紧闭北门。敌军攻破南门，斩首三千余级。';

test('with storage missing, a pasted chapter and its event survive a reload of the tab', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  const id = await addPastedChapter(page, PASTED, '守将张三命人紧闭北门');
  await addEvent(page, '守将张三命人紧闭北门');
  await expect(page.locator('[data-notice="error"]')).toContainText(KEPT);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`#/${id}/`));
  await expect(page.locator('[data-view="reader"]')).toContainText('敌军攻破南门');
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(1);
  expect(await exportedEventCount(page)).toBe(1);
  await page.screenshot({ path: '/tmp/channel26-storage-reloaded.png' });
});

test('with storage and the tab’s session storage both refused, the message says a reload loses the chapter and offers its file at once', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined });
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const id = await addPastedChapter(page, PASTED, '守将张三命人紧闭北门');
  const notice = page.locator('[data-notice="error"]');
  await expect(notice).toContainText(`It will be lost when you reload or close this page: export it now.`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notice.locator('[data-action="export-now"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${id}.chapter.json`);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { text: string };
  expect(file.text).toContain('守将张三命人紧闭北门');
  await page.screenshot({ path: '/tmp/channel26-storage-lost.png' });
});

/** The timeline's event ids, in order. */
const markIds = (page: Page) =>
  page
    .locator('[data-view="timeline"] .marks [data-event-id]')
    .evaluateAll((marks) => marks.map((m) => m.getAttribute('data-event-id')!).sort());

test('two tabs on one chapter: B adds X, A adds Y, B presses Ctrl+Z: X alone is taken back, in both tabs and after reload', async ({
  context,
  page: a,
}) => {
  await a.goto('./#/');
  await importChapter(a);
  await addEvent(a, '斩首三千余级');
  const b = await context.newPage();
  await b.goto('./#/gbk-chapter');
  await expect(b.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(1);
  const [original] = await markIds(b);

  await addEvent(b, '守将张三命人紧闭北门');
  const x = decodeURIComponent(b.url().split('/').pop()!);
  await expect(a.locator(`[data-view="timeline"] .marks [data-event-id="${x}"]`)).toHaveCount(1);
  await addEvent(a, '敌军攻破南门');
  const y = decodeURIComponent(a.url().split('/').pop()!);
  await expect(b.locator(`[data-view="timeline"] .marks [data-event-id="${y}"]`)).toHaveCount(1);
  expect(new Set([original, x, y]).size).toBe(3);
  expect(await markIds(a)).toEqual(await markIds(b));

  await b.locator('[data-view="reader"]').click();
  await b.keyboard.press('Control+z');
  const left = [original!, y].sort();
  await expect.poll(() => markIds(b)).toEqual(left);
  await expect.poll(() => markIds(a)).toEqual(left);
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
  for (const tab of [a, b]) {
    await tab.reload();
    await expect(tab.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(2);
    expect(await markIds(tab)).toEqual(left);
  }
  await b.close();
});

test('a tab reloaded before it chose between two versions offers the same choice again, and keeps mine', async ({
  context,
  page: a,
}) => {
  await a.goto('./#/');
  await importChapter(a);
  // Tab B is stale: it never hears from tab A, so both take the id “event-1”.
  const b = await staleTab(context, 'gbk-chapter', '守将');
  await addEvent(a, '守将张三命人紧闭北门');
  await selectInReader(b, '敌军攻破南门');
  await b.locator('[data-action="new-event"]').click();
  await chooseSide(b);
  await b.locator('[data-field="title-en"]').fill('From tab B');
  await b.locator('[data-action="save-event"]').click();
  const conflict = b.locator('[data-notice="conflict"] [data-conflict="event:event-1"]');
  await expect(conflict.locator('[data-version="mine"]')).toContainText('From tab B');

  await b.reload();
  await expect(conflict.locator('[data-version="mine"]')).toContainText('From tab B');
  await expect(conflict.locator('[data-version="theirs"]')).toContainText('守将张三命人紧闭北门');
  await conflict.locator('[data-action="keep-mine"]').click();
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
  await b.reload();
  await expect(b.locator('[data-view="timeline"] .marks [data-event-id="event-1"]')).toHaveCount(1);
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
  await a.reload();
  await a.goto('./#/gbk-chapter/event-1');
  await expect(a.locator('[data-view="detail"]')).toContainText('From tab B');
  await b.close();
});

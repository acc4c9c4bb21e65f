import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseSide, selectInReader } from './authoringHelpers';
import { embedChapter } from '../../src/lib/export/sharedPage';

const singleFile = pathToFileURL(resolve('dist/battle-chronicle.html')).href;

async function addEvent(page: Page, chapterId: string, passage: string, title: string) {
  await selectInReader(page, passage);
  await page.locator('[data-action="new-event"]').click();
  await chooseSide(page);
  await page.locator('[data-field="title-en"]').fill(title);
  await page.locator('[data-action="save-event"]').click();
  await expect(page).toHaveURL(new RegExp(`#/${chapterId}/event-1$`));
}

/** Shares the open chapter and saves the file in the test's own folder. */
async function share(page: Page, chapterId: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="share-chapter"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${chapterId}.battle-chronicle.html`);
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

/** Opens the file from disk in a fresh profile: no IndexedDB, nothing but the file. */
async function openFromDisk(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(path).href);
  test.info().annotations.push({ type: 'page errors', description: errors.join('; ') });
  return page;
}

test('a user’s own chapter shared from the server opens from disk in a fresh browser, and presents', async ({
  page,
  browser,
}) => {
  await page.goto('./#/');
  await page
    .locator('input[data-import="chapter"]')
    .setInputFiles('tests/fixtures/authoring/gbk-chapter.txt');
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  await addEvent(page, 'gbk-chapter', '敌军攻破南门', 'The south gate falls');
  const path = await share(page, 'gbk-chapter');
  expect(readFileSync(path, 'utf8')).toContain('id="shared-chapter"');

  const shared = await openFromDisk(browser, path);
  await expect(shared.locator('[data-view="reader"]')).toContainText('守将张三命人紧闭北门');
  await expect(shared.locator('[data-view="timeline"] [data-event-id="event-1"]')).toHaveCount(1);
  await shared.locator('[data-view="timeline"] [data-event-id="event-1"]').first().click();
  await expect(shared.locator('[data-view="detail"]')).toContainText('The south gate falls');
  await shared.screenshot({ path: test.info().outputPath('shared-own-chapter.png') });
  await shared.keyboard.press('p');
  await expect(shared.locator('.presentation')).toBeVisible();
  await expect(shared.locator('.presentation .passage-card')).toContainText('敌军攻破南门');
  await shared.screenshot({ path: test.info().outputPath('shared-own-chapter-present.png') });
});

test('a shipped chapter with an added event, shared from the offline file itself, opens from disk with it', async ({
  page,
  browser,
}) => {
  await page.goto(`${singleFile}#/yanjing`);
  await expect(page.locator('[data-view="reader"]')).toBeVisible();
  await addEvent(page, 'yanjing', '六千多人的大队人马', 'Six thousand wait outside');
  // A teacher's note on it travels in the shared file too.
  const NOTE = 'Ask: why wait outside the walls?';
  await page.locator('textarea[data-note="event-1"]').fill(NOTE);
  await expect(page.locator('[data-note-status="saved"]')).toBeVisible();
  const path = await share(page, 'yanjing');

  const shared = await openFromDisk(browser, path);
  // The shared chapter opens first, and stands in the list in the shipped one's place.
  await expect(shared).toHaveURL(/battle-chronicle\.html(#\/)?$/);
  await expect(shared.locator('[data-view="timeline"] [data-event-id="event-1"]')).toHaveCount(1);
  await shared.locator('[data-view="timeline"] [data-event-id="event-1"]').first().click();
  await expect(shared.locator('[data-view="detail"]')).toContainText('Six thousand wait outside');
  await expect(shared.locator('textarea[data-note="event-1"]')).toHaveValue(NOTE);
  await shared.keyboard.press('p');
  await expect(shared.locator('.presentation')).toBeVisible();
  await expect(shared.locator('.presentation .passage-card')).toContainText('六千多人的大队人马');
  // Shared again from the shared file: still one embedded chapter, still opening.
  await shared.keyboard.press('Escape');
  const again = await share(shared, 'yanjing');
  expect(readFileSync(again, 'utf8').match(/id="shared-chapter"/g)).toHaveLength(1);
  const third = await openFromDisk(browser, again);
  await expect(third.locator('[data-view="timeline"] [data-event-id="event-1"]')).toHaveCount(1);
  await third.goto(`${pathToFileURL(again).href}#/yanjing?mode=handout&handout=teacher`);
  await expect(third.locator('[data-view="handout"]')).toContainText(NOTE);
});

test('a shared file whose chapter is broken shows what is wrong, not a blank page', async ({ browser }) => {
  const page = readFileSync('dist/battle-chronicle.html', 'utf8');
  const path = test.info().outputPath('broken.html');
  writeFileSync(path, embedChapter(page, '{"format":"battle-chronicle-chapter","version":1,"text":"x"}'));
  const shared = await openFromDisk(browser, path);
  await expect(shared.getByText('The chapter shared in this file could not be read')).toBeVisible();
  await expect(shared.locator('main.notice')).toContainText('$.chapter');
  await shared.screenshot({ path: test.info().outputPath('shared-broken.png') });
});

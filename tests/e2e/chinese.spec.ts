/** The Chinese interface speaks Chinese: summaries, settings and titles from the records' Chinese, in every view. */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';

const chapters = loadChapters();
const LATIN_WORD = /[A-Za-z]{3,}/;

async function inChinese(page: Page, locale: 'zh-Hans' | 'zh-Hant') {
  await page.addInitScript((l) => localStorage.setItem('bc-locale', l), locale);
}

for (const locale of ['zh-Hans', 'zh-Hant'] as const) {
  test(`in ${locale} every event's summary in the detail is its Chinese summary, with no English title`, async ({
    page,
  }) => {
    await inChinese(page, locale);
    for (const chapter of chapters) {
      for (const event of chapter.events) {
        await page.goto(`./#/${chapter.id}/${event.id}`);
        const summary = page.locator('[data-view="detail"] [data-summary]');
        await expect(summary).toHaveText(event.summary.zh);
        expect(await summary.textContent()).not.toMatch(LATIN_WORD);
        await expect(page.locator('[data-view="detail"] .en-title')).toHaveCount(0);
      }
    }
  });
}

test('the presentation, the handout and the chapter list show Chinese prose in Chinese', async ({ page }) => {
  await inChinese(page, 'zh-Hant');
  const chapter = chapters[1]!;
  const event = chapter.events[3]!;
  await page.goto(`./#/${chapter.id}/${event.id}?mode=present`);
  await expect(page.locator('[data-view="presentation"] [data-summary]')).toHaveText(event.summary.zh);
  await expect(page.locator('[data-view="presentation"] .en-title')).toHaveCount(0);

  await page.goto(`./#/${chapter.id}?mode=handout`);
  const summaries = page.locator('[data-view="handout"] [data-summary]');
  await expect(summaries).toHaveCount(chapter.events.length);
  for (const text of await summaries.allTextContents()) expect(text).not.toMatch(LATIN_WORD);
  await expect(page.locator('[data-view="handout"] .setting')).not.toHaveText(LATIN_WORD);

  await page.goto('./#/');
  for (const setting of await page.locator('.chapter-list .setting').allTextContents())
    expect(setting).not.toMatch(LATIN_WORD);
});

test('an inferred value is marked and gives its reason on focus', async ({ page }) => {
  const chapter = chapters.find((c) =>
    c.events.some((e) => e.inferred.some((p) => /^movements\[\d+\]\.to$/.test(p))),
  )!;
  const event = chapter.events.find((e) => e.inferred.some((p) => /^movements\[\d+\]\.to$/.test(p)))!;
  await page.goto(`./#/${chapter.id}/${event.id}`);
  const mark = page.locator('[data-view="detail"] [data-inferred="true"]').first();
  await expect(mark).toBeVisible();
  await mark.locator('button').focus();
  await expect(mark.locator('[role="tooltip"]')).toBeVisible();
  await expect(mark.locator('[role="tooltip"]')).toContainText('Inferred from');
});

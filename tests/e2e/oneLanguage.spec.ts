/**
 * Issue 23, one language is enough: a chapter whose events have Chinese titles and summaries only is read, and
 * its events are shown in the English interface in Chinese with a visible "Chinese only" mark, never an empty or
 * made-up English line.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const dir = 'data/yanjing';
const read = (file: string) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));

type Sides = { zh: string; en: string };

/** Yanjing with every event's title and summary in one language only. */
function oneLanguageChapter(side: 'zh' | 'en'): Buffer {
  const chapter = { ...read('chapter.json'), id: `yanjing-${side}` };
  const events = read('events.json').events.map((e: { title: Sides; summary: Sides }) => ({
    ...e,
    title: { [side]: e.title[side] },
    summary: { [side]: e.summary[side] },
  }));
  const bundle = {
    format: 'battle-chronicle-chapter',
    version: 1,
    chapter,
    city: read('city.json'),
    events,
    text: readFileSync(`${dir}/text.txt`, 'utf8'),
  };
  return Buffer.from(JSON.stringify(bundle));
}

test('a chapter written in Chinese only is read, and its events are marked "Chinese only" in English', async ({
  page,
}) => {
  await page.goto('./#/');
  await page.locator('input[data-import="chapter"]').setInputFiles({
    name: 'yanjing-zh.chapter.json',
    mimeType: 'application/json',
    buffer: oneLanguageChapter('zh'),
  });
  await expect(page.locator('[data-view="timeline"]')).toBeVisible();
  await page.locator('[data-view="timeline"] .marks [data-event-id]').nth(4).click();
  const detail = page.locator('[data-view="detail"]');
  await expect(detail.locator('#detail-title [data-lang-mark]')).toHaveText('Chinese only');
  await expect(detail.locator('[data-summary] [data-lang-mark]')).toHaveText('Chinese only');
  await expect(detail.locator('.en-title')).toHaveCount(0);
  await page.screenshot({ path: `${process.env.SHOT_DIR ?? 'test-results'}/one-language-explorer.png` });
  await page.goto(`${page.url().split('?')[0]}?mode=present`);
  await expect(page.locator('[data-slide]')).toBeVisible();
  await page.screenshot({ path: `${process.env.SHOT_DIR ?? 'test-results'}/one-language-present.png` });
});

test('a chapter written in English only is marked 仅英文 in the Chinese interface', async ({ page }) => {
  await page.goto('./#/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-Hans');
  await page.locator('input[data-import="chapter"]').setInputFiles({
    name: 'yanjing-en.chapter.json',
    mimeType: 'application/json',
    buffer: oneLanguageChapter('en'),
  });
  await page.locator('[data-view="timeline"] .marks [data-event-id]').nth(4).click();
  const detail = page.locator('[data-view="detail"]');
  await expect(detail.locator('#detail-title [data-lang-mark]')).toHaveText('仅英文');
  await expect(detail.locator('#detail-title [lang="en"]')).not.toBeEmpty();
  await page.screenshot({ path: `${process.env.SHOT_DIR ?? 'test-results'}/one-language-english-in-zh.png` });
});

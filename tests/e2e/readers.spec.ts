import { expect, test } from './fixtures';
import { Converter } from 'opencc-js';
import { loadChapters } from './chapterData';

const chapters = loadChapters();
const toHant = Converter({ from: 'cn', to: 't' });
const toHans = Converter({ from: 't', to: 'cn' });

test('the interface speaks English, 简体中文 and 繁體中文, follows the browser, and remembers the choice', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-TW' });
  const page = await context.newPage();
  await page.goto('./#/miyun');
  await expect(page.locator('[data-chart="timeline"]')).toHaveText('時間線');
  await page.locator('[data-control="locale"]').selectOption('zh-Hans');
  await expect(page.locator('[data-chart="timeline"]')).toHaveText('时间线');
  await expect(page.locator('[data-order="story"]')).toHaveText('故事顺序');
  expect(
    await page.locator('[data-view="timeline"] .marks [data-event-id]').first().getAttribute('aria-label'),
  ).toMatch(/^第\d+(–\d+)?步/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.locator('[data-control="locale"]').selectOption('en');
  await expect(page.locator('[data-chart="timeline"]')).toHaveText('Timeline');
  await page.reload();
  await expect(page.locator('[data-chart="timeline"]')).toHaveText('Timeline');
  await context.close();
});

test('simplified text shown in traditional keeps each highlight on exactly its passage', async ({ page }) => {
  const chapter = chapters.find((c) => c.id === 'yanjing')!;
  const event = chapter.events.find((e) => e.quote.includes('耶律余睹') && e.quote.includes('东门'))!;
  await page.goto(`./#/yanjing/${event.id}`);
  await page.locator('[data-control="script"]').selectOption('zh-Hant');
  await expect(page.locator('[data-view="reader"]')).toContainText('耶律餘睹');
  const highlighted = await page
    .locator('[data-view="reader"] .passage.selected')
    .evaluateAll((spans) => spans.map((s) => s.textContent).join(''));
  expect(highlighted).toBe(toHant(event.quote));
  expect(highlighted).toContain('東門進城');
  // Every other event still highlights its own passage, converted.
  for (const other of chapter.events.slice(0, 8)) {
    await page.locator(`[data-view="timeline"] [data-event-id="${other.id}"]`).click();
    const text = await page
      .locator('[data-view="reader"] .passage.selected')
      .evaluateAll((spans) => spans.map((s) => s.textContent).join(''));
    expect(text).toBe(toHant(other.quote));
  }
});

test('traditional text shown in simplified, and back as written', async ({ page }) => {
  await page.goto('./#/miyun');
  await page.locator('[data-control="script"]').selectOption('zh-Hans');
  await expect(page.locator('[data-view="reader"]')).toContainText('萧思温');
  await expect(page.locator('[data-view="diagram"]')).toContainText('西城门');
  await page.locator('[data-control="script"]').selectOption('as-written');
  await expect(page.locator('[data-view="reader"]')).toContainText('蕭思溫');
  expect(toHans('蕭思溫')).toBe('萧思温');
});

test('pinyin over names and English glosses leave the passage text untouched', async ({ page }) => {
  const chapter = chapters.find((c) => c.id === 'beijing')!;
  const event = chapter.events.find((e) => e.quote.includes('朱震'))!;
  await page.goto(`./#/beijing/${event.id}`);
  await page.locator('[data-control="pinyin"]').check();
  const name = page.locator('[data-view="reader"] .passage.selected.name', { hasText: /^朱震$/ }).first();
  await expect(name).toHaveAttribute('data-pinyin', 'zhū zhèn');
  const pinyinShown = await name.evaluate((el) => getComputedStyle(el, '::before').content);
  expect(pinyinShown).toContain('zhū zhèn');
  await page.locator('[data-control="glosses"]').check();
  await expect(name).toHaveAttribute('data-gloss', 'Zhu Zhen');
  const highlighted = await page
    .locator('[data-view="reader"] .passage.selected')
    .evaluateAll((spans) => spans.map((s) => s.textContent).join(''));
  expect(highlighted).toBe(event.quote);
});

test('the converters and pinyin stay out of the first load', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await page.goto('./#/yanjing');
  await expect(page.locator('[data-view="reader"]')).toBeVisible();
  expect(loaded.filter((url) => /cn2t|t2cn|esm-/.test(url))).toEqual([]);
  await page.locator('[data-control="script"]').selectOption('zh-Hant');
  await expect(page.locator('[data-view="reader"]')).toContainText('遼兵');
  expect(loaded.some((url) => /cn2t/.test(url))).toBe(true);
});

test('a keyboard alone opens a chapter, walks its events, presents it and comes back', async ({ page }) => {
  const chapter = chapters.find((c) => c.id === 'miyun')!;
  const story = [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder);
  await page.goto('./#/');
  // Tab to the chapter's link and open it.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const onLink = await page.evaluate(
      () => document.activeElement?.closest('[data-chapter-id="miyun"]') !== null,
    );
    if (onLink) break;
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/miyun$/);
  // The chapter is fetched after the URL changes; its keys work once it is on the page.
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/${story[1]!.id}$`));
  // Focus is always visible: the focused mark draws an outline ring.
  const firstMark = page.locator('[data-view="timeline"] .marks [data-event-id]').first();
  await firstMark.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const focusedId = await page.evaluate(() => document.activeElement?.getAttribute('data-event-id'));
  await expect(page).toHaveURL(new RegExp(`/${focusedId}$`));
  const ring = await page.evaluate(
    () => getComputedStyle(document.activeElement!.querySelector('.glyph')!).stroke,
  );
  expect(ring).not.toBe('none');
  await page.keyboard.press('p');
  await expect(page.locator('.presentation')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Escape');
  await expect(page.locator('.presentation')).toHaveCount(0);
  // The passage of the selected event is reachable and selectable from the keyboard too.
  const passage = page.locator('[data-view="reader"] .passage').nth(3);
  await passage.focus();
  await page.keyboard.press('Enter');
  await expect(passage).toHaveAttribute('aria-current', 'true');
});

test('zoomed to 200 % on a laptop, every view is still reachable and nothing is cut sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 683, height: 384 });
  await page.goto(`./#/beijing/${chapters[2]!.events[4]!.id}`);
  for (const view of ['timeline', 'diagram', 'reader', 'detail']) {
    const element = page.locator(`[data-view="${view}"]`).first();
    await element.scrollIntoViewIfNeeded();
    await expect(element).toBeVisible();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'tests/screenshots/beijing-zoom200-683x384.png' });
});

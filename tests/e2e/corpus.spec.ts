/**
 * The bad-input corpus in the browser (issue 14): inputs that broke a view. The unit-level corpus is in
 * tests/corpus/.
 */
import { expect, test } from './fixtures';
import { routeChapterFile } from './chapterRoute';

for (const length of [300, 420]) {
  for (const locale of ['en-GB', 'zh-CN']) {
    test(`a ${length}-character faction name (${locale}) leaves every timeline mark in view, its name cut short and whole on hover`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const zh = '辽'.repeat(length);
      const en = 'Liao'.repeat(length / 4);
      await routeChapterFile(page, 'miyun', (chapter) =>
        Object.assign(chapter.meta.factions[0]!, { name: zh, en }),
      );
      await page.goto('./#/miyun');
      const marks = page.locator('[data-view="timeline"] .marks [data-event-id]');
      await expect(marks.first()).toBeVisible();
      const plot = (await page.locator('svg[data-view="timeline"]').boundingBox())!;
      expect(plot.height).toBeGreaterThanOrEqual(96);
      for (const box of await marks.evaluateAll((all) =>
        all.map((m) => m.getBoundingClientRect().toJSON()),
      )) {
        expect(box.y).toBeGreaterThanOrEqual(plot.y - 1);
        expect(box.y + box.height).toBeLessThanOrEqual(plot.y + plot.height + 1);
      }
      const negative = await page
        .locator('svg rect')
        .evaluateAll(
          (rects) =>
            rects.filter((r) => Number(r.getAttribute('height')) < 0 || Number(r.getAttribute('width')) < 0)
              .length,
        );
      expect(negative).toBe(0);
      const long = locale === 'en-GB' ? en : zh;
      const keyName = page.locator('.legend .name', { hasText: long.slice(0, 20) }).first();
      await expect(keyName).toHaveAttribute('title', new RegExp(`${long}$`));
      const cut = await keyName.evaluate((e) => e.scrollWidth > e.clientWidth && e.clientWidth < 400);
      expect(cut).toBe(true);
      await page.screenshot({ path: `tests/screenshots/corpus-faction-${length}-${locale}-1366x768.png` });
      // The projector's smaller screen: the key still leaves the plot its room.
      await page.setViewportSize({ width: 1280, height: 720 });
      await expect
        .poll(async () => (await page.locator('svg[data-view="timeline"]').boundingBox())!.height)
        .toBeGreaterThanOrEqual(96);
      await page.screenshot({ path: `tests/screenshots/corpus-faction-${length}-${locale}-1280x720.png` });
      await context.close();
    });
  }
}

test('random high bytes picked as a text are added with a warning that they read as garble', async ({
  page,
}) => {
  let seed = 14;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const noise = Buffer.from(Array.from({ length: 4000 }, () => 0x81 + Math.floor(random() * 0x7e)));
  await page.goto('./#/');
  await page
    .locator('input[data-import="chapter"]')
    .setInputFiles({ name: 'noise.txt', mimeType: 'text/plain', buffer: noise });
  await expect(page).toHaveURL(/#\/noise$/);
  await expect(page.locator('[data-notice]')).toContainText(
    /The chapter was added, but read as GB18030 only \d % of its characters are common Chinese ones/,
  );
  await page.screenshot({ path: 'tests/screenshots/corpus-garble-1366x768.png' });
});

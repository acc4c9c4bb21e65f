import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';

const data = loadChapters();
const chapters = data.map((c) => c.id);
/** The event count the data gives, whatever it is today: the records are still being corrected. */
const countOf = (id: string) => data.find((c) => c.id === id)!.events.length;
const sizes = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

test('the start page lists the three chapters with their event counts', async ({ page }) => {
  await page.goto('./');
  for (const id of chapters) {
    const item = page.locator(`[data-chapter-id="${id}"]`);
    await expect(item).toBeVisible();
    expect(Number(await item.locator('.count').textContent())).toBe(countOf(id));
  }
  await page.screenshot({ path: 'tests/screenshots/start-1366x768.png' });
});

for (const size of sizes) {
  for (const id of chapters) {
    test(`${id} at ${size.width}×${size.height} fits the window and renders every view`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`./#/${id}`);
      const firstMark = page.locator('[data-view="timeline"] [data-event-id]').first();
      await expect(firstMark).toBeVisible();
      const eventId = await page
        .locator('[data-view="timeline"] [data-event-id]')
        .nth(3)
        .getAttribute('data-event-id');
      await page.locator(`[data-view="timeline"] [data-event-id="${eventId}"]`).click();
      await expect(page.locator(`[data-view="reader"] [aria-current="true"]`).first()).toBeVisible();
      const scroll = await page.evaluate(() => ({
        h: document.documentElement.scrollHeight,
        w: document.documentElement.scrollWidth,
      }));
      expect(scroll.h).toBeLessThanOrEqual(size.height);
      expect(scroll.w).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: `tests/screenshots/${id}-${size.width}x${size.height}.png` });
    });
  }
}

import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** Downloads the view's export and returns the SVG's texts, or the saved PNG's path. */
async function exported(page: Page, action: string, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`[data-action="${action}"]`).click(),
  ]);
  const path = test.info().outputPath(name);
  await download.saveAs(path);
  return path;
}

async function svgTexts(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    (text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      if (doc.querySelector('parsererror')) throw new Error('the SVG does not parse');
      return [...doc.querySelectorAll('text')].map((t) => t.textContent ?? '');
    },
    readFileSync(path, 'utf8'),
  );
}

test('the timeline export stands alone: title, key, caption and source credit', async ({ page }) => {
  await page.goto('./#/yanjing');
  await expect(page.locator('[data-view="timeline"]')).toBeVisible();
  const texts = await svgTexts(page, await exported(page, 'export-timeline-svg', 'timeline.svg'));
  expect(texts).toContain('辽兵复夺燕京 · The Liao Retake Yanjing — Timeline');
  expect(
    texts.some((t) =>
      /^\d+ events of the chapter in story order; each lane groups them by faction\.$/.test(t),
    ),
  ).toBe(true);
  expect(texts).toContain('Source: 辽兵复夺燕京 · The Liao Retake Yanjing (000_5eb83d0dc1800c3e.txt)');
  expect(texts).toContain('Liao troops');
  await exported(page, 'export-timeline-png', 'timeline.png');
});

test('the diagram export stands alone: title, key, caption and source credit', async ({ page }) => {
  await page.goto('./#/yanjing');
  await page.locator('[data-view="timeline"] [data-event-id]').nth(5).click();
  const texts = await svgTexts(page, await exported(page, 'export-diagram-svg', 'diagram.svg'));
  expect(texts.some((t) => t.startsWith('燕京 · '))).toBe(true);
  expect(texts.some((t) => /^The city at step \d+: walls and gates as they stand after it/.test(t))).toBe(
    true,
  );
  expect(texts.some((t) => t.startsWith('Source: 辽兵复夺燕京'))).toBe(true);
  expect(texts).toContain('Water');
  await exported(page, 'export-diagram-png', 'diagram.png');
});

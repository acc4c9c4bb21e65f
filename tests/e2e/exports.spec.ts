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
      // A wrapped caption is one text of several lines (tspans): read as the sentence it is.
      return [...doc.querySelectorAll('text')].map((t) => {
        const lines = [...t.querySelectorAll('tspan')];
        return lines.length ? lines.map((l) => l.textContent).join(' ') : (t.textContent ?? '');
      });
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
  test.setTimeout(120_000); // eight exports, each written and read back
  await page.goto('./#/yanjing');
  await page.locator('[data-view="timeline"] [data-event-id]').nth(5).click();
  const texts = await svgTexts(page, await exported(page, 'export-diagram-svg', 'diagram.svg'));
  expect(texts.some((t) => t.startsWith('燕京 · '))).toBe(true);
  expect(
    texts.some((t) =>
      /^The city at step \d+: walls and gates as they stand after it, with this step’s moves\.$/.test(t),
    ),
  ).toBe(true);
  expect(texts.some((t) => t.startsWith('Source: 辽兵复夺燕京'))).toBe(true);
  expect(texts).toContain('Water');
  // Every line of every text stays inside the exported picture, at every early step (a caption once ran off the
  // right edge where the camera frames a small part of the city and the text is large beside it).
  const blank = await page.context().newPage();
  for (let i = 0; i < 8; i++) {
    await page.locator('[data-view="timeline"] [data-event-id]').nth(i).click();
    await blank.setContent(readFileSync(await exported(page, 'export-diagram-svg', `step-${i}.svg`), 'utf8'));
    const overflow = await blank.evaluate(() => {
      const svg = document.querySelector('svg')!;
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .map((t) => ({ text: t.textContent, right: t.getBoundingClientRect().right }))
        .filter((t) => t.right > box.right + 1);
    });
    expect(overflow, `step ${i}`).toEqual([]);
  }
  await blank.close();
  await exported(page, 'export-diagram-png', 'diagram.png');
});

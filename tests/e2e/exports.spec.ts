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
  // The web novel's title and author did not come with the text: the credit says so, and never names the file.
  expect(texts).toContain(
    'Source: web novel, title, author and chapter not recorded, passage beginning 「城墙上的辽兵在杀退宋兵后」',
  );
  expect(texts.some((t) => t.includes('.txt'))).toBe(false);
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
  expect(texts.some((t) => t.startsWith('Source: web novel, title, author and chapter not recorded'))).toBe(
    true,
  );
  expect(texts.some((t) => t.includes('.txt'))).toBe(false);
  // The key names the sides in the interface's language.
  expect(texts).toContain('Held by Liao troops');
  expect(texts).toContain('Water');
  // Every line of every text stays inside the exported picture, at every early step (a caption once ran off the
  // right edge where the camera frames a small part of the city and the text is large beside it; a long citation,
  // drawn from the right, off the left).
  const blank = await page.context().newPage();
  for (let i = 0; i < 8; i++) {
    await page.locator('[data-view="timeline"] [data-event-id]').nth(i).click();
    await blank.setContent(readFileSync(await exported(page, 'export-diagram-svg', `step-${i}.svg`), 'utf8'));
    const overflow = await blank.evaluate(() => {
      const svg = document.querySelector('svg')!;
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .map((t) => ({ text: t.textContent, ...t.getBoundingClientRect().toJSON() }))
        .filter((t) => t.right > box.right + 1 || t.left < box.left - 1);
    });
    expect(overflow, `step ${i}`).toEqual([]);
  }
  await blank.close();
  await exported(page, 'export-diagram-png', 'diagram.png');
});

for (const [locale, credit] of [
  [
    'en',
    'Source: Luo Guanzhong, Romance of the Three Kingdoms, chapter 95, "Ma Su rejects advice and loses Jieting; the Marquis of Wu plays the zither and drives off Zhongda"',
  ],
  ['zh-Hans', '出处: 罗贯中《三国演义》第九十五回「马谡拒谏失街亭　武侯弹琴退仲达」'],
] as const) {
  test(`an export and the handout credit the book and its chapter, not the file (${locale})`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('bc-locale', l), locale);
    await page.goto('./#/jieting-novel');
    await expect(page.locator('[data-view="timeline"]')).toBeVisible();
    const texts = await svgTexts(page, await exported(page, 'export-timeline-svg', `timeline-${locale}.svg`));
    expect(texts).toContain(credit);
    expect(texts.some((t) => t.includes('sanguo-yanyi-095'))).toBe(false);
    await page.goto('./#/jieting-novel?mode=handout');
    const line = page.locator('[data-view="handout"] .title-block .credit');
    await expect(line).toHaveText(credit);
    await page.locator('[data-view="handout"] .title-block').screenshot({
      path: `tests/screenshots/handout-credit-${locale}.png`,
    });
  });
}

import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';

const chapters = loadChapters();

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
}

const views: [string, string, ((page: Page) => Promise<void>)?][] = [
  ['the chapter list', './#/'],
  ...chapters.map((c): [string, string] => [`${c.id} explored`, `./#/${c.id}/${c.events[3]!.id}`]),
  ['the explorer in text order by type', `./#/miyun/${chapters[1]!.events[6]!.id}?order=text&lanes=type`],
  [
    'the explorer in Chinese',
    `./#/beijing/${chapters[2]!.events[2]!.id}`,
    async (page) => {
      await page.locator('[data-control="locale"]').selectOption('zh-Hant');
    },
  ],
  [
    'the dark theme',
    `./#/yanjing/${chapters[0]!.events[8]!.id}`,
    async (page) => {
      await page.locator('[data-control="theme"]').click();
    },
  ],
  [
    'the list views',
    `./#/yanjing/${chapters[0]!.events[8]!.id}`,
    async (page) => {
      await page.locator('[data-control="timeline-list"]').click();
      await page.locator('[data-control="diagram-list"]').click();
    },
  ],
  [
    'the filters open',
    './#/miyun',
    async (page) => {
      await page.locator('.filters summary').click();
    },
  ],
  [
    'pinyin and glosses in traditional',
    `./#/yanjing/${chapters[0]!.events[1]!.id}`,
    async (page) => {
      await page.locator('[data-control="script"]').selectOption('zh-Hant');
      await page.locator('[data-control="pinyin"]').check();
      await page.locator('[data-control="glosses"]').check();
    },
  ],
  ...chapters.map((c): [string, string] => [
    `${c.id} presented`,
    `./#/${c.id}/${c.events[5]!.id}?mode=present`,
  ]),
  ...['title', 'overview', 'phase-breach', 'end'].map((slide): [string, string] => [
    `the miyun deck's ${slide} slide`,
    `./#/miyun?mode=present&slide=${slide}`,
  ]),
  ['the presenter view on a step', `./#/miyun/${chapters[1]!.events[3]!.id}?mode=presenter`],
  ['the handout', `./#/beijing?mode=handout`],
];

for (const [name, url, prepare] of views) {
  test(`axe finds no serious or critical violation: ${name}`, async ({ page }) => {
    await page.goto(url);
    await page.waitForTimeout(200);
    if (prepare) await prepare(page);
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { chapterDrawn, expect, test } from './fixtures';

const diagram = '[data-view="diagram"]';

/** Whether each element is the topmost at its centre: drawn where it is, not covered by the map's key or cut off. */
const uncovered = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return !!top && (top === el || el.contains(top));
    }),
  );

for (const [width, height] of [
  [1366, 768],
  [1920, 1080],
] as const) {
  test(`a place's events are listed in full under the map at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('./#/miyun');
    await chapterDrawn(page);
    // The last event: every event has been told, so the place lists them all.
    await page.keyboard.press('End');
    await page.keyboard.press('w');
    const place = page.locator(`${diagram} [data-place-id="baiyu-river"]`).first();
    await place.focus();
    await page.keyboard.press('Enter');
    await page.screenshot({ path: `tests/screenshots/place-events-${width}x${height}.png` });
    const rows = page.locator(`${diagram} .place-events button[data-event-id]`);
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(5);
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      expect(await uncovered(page, `${diagram} .place-events button >> nth=${i}`)).toEqual([true]);
    }
  });
}

test('Escape closes the open Filters panel and keeps the selection; a click outside closes it too', async ({
  page,
}) => {
  await page.goto('./#/miyun');
  await chapterDrawn(page);
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/#\/miyun\/[^/?]+/);
  const selected = page.url();
  const filters = page.locator('details.filters');
  const button = filters.locator('summary');
  await button.click();
  await filters.locator('input[type="checkbox"]').first().focus();
  await page.screenshot({ path: 'tests/screenshots/filters-open.png' });
  // Even from one of its checkboxes.
  await page.keyboard.press('Escape');
  await expect(filters).not.toHaveAttribute('open');
  await expect(button).toBeFocused();
  expect(page.url()).toBe(selected);
  // The next Escape is the explorer's again: it deselects.
  await page.keyboard.press('Escape');
  await expect.poll(() => page.url()).not.toBe(selected);

  await button.click();
  await expect(filters.locator('input[type="checkbox"]').first()).toBeVisible();
  await page.locator('[data-view="reader"] p').first().click();
  await expect(filters).not.toHaveAttribute('open');
  await expect(filters.locator('input[type="checkbox"]')).toHaveCount(0);
});

test('the replay and file controls draw their glyphs as SVG, not with a font that may lack them', async ({
  page,
}) => {
  await page.goto('./#/miyun');
  await chapterDrawn(page);
  const play = page.locator('[data-action="replay"]');
  await expect(play.locator('svg.icon path')).toHaveCount(1);
  await expect(play).toHaveAccessibleName(/Play/);
  await expect(play).not.toContainText(/[⏵⏸⏹⏮⏭▶]/);
  await play.click();
  await expect(play).toHaveAccessibleName(/Pause/);
  await expect(play.locator('svg.icon path')).toHaveAttribute('d', /z.*z/);
  await play.screenshot({ path: 'tests/screenshots/replay-pause.png' });
  await play.click();
  const addFile = page.locator('label.add-file');
  await expect(addFile.locator('svg.icon')).toHaveCount(1);
  await expect(addFile).not.toContainText('⤒');
  await page.locator('header, .toolbar').first().screenshot({ path: 'tests/screenshots/toolbar-icons.png' });
});

for (const [locale, words] of [
  ['en', /Pick a chapter to begin/],
  ['zh-Hans', /选一章开始/],
  ['zh-Hant', /選一章開始/],
] as const) {
  test(`the start screen says what the app is and how to begin (${locale})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('bc-locale', l), locale);
    await page.goto('./#/');
    const intro = page.locator('.chapter-list .intro');
    await expect(intro).toHaveText(words);
    // At the top: above the list's heading.
    const [introBox, headingBox] = [
      await intro.boundingBox(),
      await page.locator('.chapter-list h1').boundingBox(),
    ];
    expect(introBox!.y).toBeLessThan(headingBox!.y);
    await page.screenshot({ path: `tests/screenshots/start-${locale}.png` });
  });
}

test('pointing at a place previews its events over the key and moves nothing on the map', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('./#/yanjing');
  await chapterDrawn(page);
  await page.waitForTimeout(1200);
  // The named place with the most events: its list is the longest, the one that took the most room from the map.
  const records = JSON.parse(readFileSync('data/yanjing/events.json', 'utf8')) as {
    events: { places: string[] }[];
  };
  const named = await page
    .locator(`${diagram} .place[data-place-id]:has(text.label:not(.callout-number))`)
    .evaluateAll((places) => places.map((el) => el.getAttribute('data-place-id')!));
  const eventsAt = (id: string) => records.events.filter((event) => event.places.includes(id)).length;
  const place = named.sort((a, b) => eventsAt(b) - eventsAt(a))[0]!;
  expect(place).toBeTruthy();
  const label = page.locator(`${diagram} [data-place-id="${place}"] .label`).first();
  const box = (await label.boundingBox())!;
  const stageBefore = (await page.locator(`${diagram} .stage`).boundingBox())!;
  const anchor = await label.evaluate((text) => `${text.getAttribute('x')},${text.getAttribute('y')}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const preview = page.locator(`${diagram} .place-events .preview`);
  await expect(preview).toHaveAttribute('data-previewing', place);
  // Sampled for half a second, every frame: the stage and the name under the pointer stay where they were.
  const seen = await page.evaluate(
    ({ selector, place }) =>
      new Promise<string[]>((resolve) => {
        const states = new Set<string>();
        const start = performance.now();
        const sample = () => {
          const stage = document.querySelector(`${selector} .stage`)!.getBoundingClientRect();
          // Where the name is placed (its anchor): the hover sets it bold, which changes its box, not its place.
          const name = document.querySelector(`${selector} [data-place-id="${place}"] .label`);
          const hovered =
            document.querySelector(`${selector} .preview`)?.getAttribute('data-previewing') ?? 'none';
          states.add(
            `${Math.round(stage.height)} ${name ? `${name.getAttribute('x')},${name.getAttribute('y')}` : 'gone'} ${hovered}`,
          );
          if (performance.now() - start < 500) requestAnimationFrame(sample);
          else resolve([...states]);
        };
        requestAnimationFrame(sample);
      }),
    { selector: diagram, place },
  );
  expect(seen).toEqual([`${Math.round(stageBefore.height)} ${anchor} ${place}`]);
  // The preview takes no click and no room; a click pins the place and lists its events as buttons.
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.locator(`${diagram} .place-events > button[data-event-id]`).first()).toBeVisible();
});

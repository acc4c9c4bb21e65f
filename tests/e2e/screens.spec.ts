import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { loadChapters } from './chapterData';

const data = loadChapters();
const chapters = data.map((c) => c.id);
/** The event count the data gives, whatever it is today: the records are still being corrected. */
const countOf = (id: string) => data.find((c) => c.id === id)!.events.length;
const cityName = (id: string) =>
  (JSON.parse(readFileSync(`data/${id}/chapter.json`, 'utf8')) as { city: { name: string } }).city.name;
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

for (const size of [
  { width: 412, height: 823 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
]) {
  test(`at ${size.width}×${size.height} the map's header breaks neither its title nor a tool's label`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    for (const id of chapters) {
      await page.goto(`./#/${id}`);
      const caption = page.locator('[data-view="diagram"] figcaption').first();
      await expect(caption.locator('h2')).toContainText(cityName(id));
      const parts = await caption.evaluate((figcaption) =>
        [...figcaption.querySelectorAll<HTMLElement>('h2, button')].map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          // One line box per line the text takes (a button's glyph and label share one).
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
          return {
            text: element.textContent!.trim(),
            lines: lines.size,
            cut: element.scrollWidth > element.clientWidth,
          };
        }),
      );
      expect(parts.length).toBeGreaterThan(3);
      for (const part of parts)
        expect(part, `${id}: "${part.text}"`).toEqual({ ...part, lines: 1, cut: false });
    }
  });
}

for (const size of [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`at ${size.width}×${size.height} the map has the widest of the explorer's three lower panels`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(`./#/${chapters[0]}`);
    await expect(page.locator('[data-view="diagram"] .stage > svg')).toBeVisible();
    // The map is what a class at the back of the room must read: at 1024×768 it was 314 px across beside a
    // reader of 400 and a side column of 260.
    const widths = await page
      .locator('.chapter-view .lower > .panel')
      .evaluateAll((panels) => panels.map((panel) => panel.getBoundingClientRect().width));
    expect(widths).toHaveLength(3);
    const [map, reader, side] = widths as [number, number, number];
    expect(map).toBeGreaterThan(reader);
    expect(map).toBeGreaterThan(side);
  });
}

test("on a projector's 1024×768 the header keeps to one line and the timeline shows every lane", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const id of chapters) {
    await page.goto(`./#/${id}`);
    await expect(page.locator('[data-view="timeline"] [data-event-id]').first()).toBeVisible();
    // A header of two rows and a key that pushed the exports onto a third left 北京 one lane of three in view.
    const middles = await page.locator('.toolbar > *').evaluateAll((items) =>
      items
        .map((item) => item.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => box.top + box.height / 2),
    );
    expect(Math.max(...middles) - Math.min(...middles), id).toBeLessThan(12);
    await expect(page.locator('.timeline-figure .thumb'), `${id}: a lane scrollbar`).toHaveCount(0);
    const plot = (await page.locator('svg[data-view="timeline"]').boundingBox())!;
    const lanes = await page
      .locator('svg[data-view="timeline"] rect[data-lane]')
      .evaluateAll((rects) =>
        rects.map((rect) => rect.getBoundingClientRect()).map((b) => [b.top, b.bottom]),
      );
    expect(lanes.length, id).toBeGreaterThanOrEqual(2);
    for (const [top, bottom] of lanes) {
      expect(top!, id).toBeGreaterThanOrEqual(plot.y - 0.5);
      expect(bottom!, id).toBeLessThanOrEqual(plot.y + plot.height + 0.5);
    }
  }
  await page.screenshot({ path: 'tests/screenshots/explorer-1024x768.png' });
});

for (const locale of ['en', 'zh-Hans', 'zh-Hant'])
  test(`${locale}: from 1000 px up the header fits the window and the search box shows its whole placeholder`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('bc-locale', l), locale);
    for (const width of [1000, 1024, 1366, 1920]) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto(`./#/${chapters[0]}`);
      const search = page.locator('[data-control="search"]');
      await expect(search).toBeVisible();
      // At 1024 px the English placeholder read "Search titl", and it was cut at every width up to 1920.
      const fit = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { needs: context.measureText(input.placeholder).width, room };
      });
      expect(fit.needs, `${width} px`).toBeLessThanOrEqual(fit.room);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(width);
    }
  });

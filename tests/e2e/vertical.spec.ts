import { chapterDrawn, expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { loadChapters } from './chapterData';

const chapters = loadChapters();
const reader = '[data-view="reader"]';

/** The selected passage's marked text, and whether it lies within the reader's scrolled text box. */
async function selectedPassage(page: Page) {
  return page.locator(`${reader} .text`).evaluate((text) => {
    const marked = [...text.querySelectorAll('.passage.selected')];
    const view = text.getBoundingClientRect();
    const box = marked[0]?.getBoundingClientRect();
    return {
      text: marked.map((m) => m.textContent).join(''),
      // A passage wider than the view is in view where it starts; a shorter one is in view whole.
      inView: !!box && box.right <= view.right + 1 && (box.left >= view.left - 1 || box.width > view.width),
    };
  });
}

for (const chapter of chapters) {
  test(`set vertically, ${chapter.id}'s passages select their events and → brings each one into view`, async ({
    page,
  }) => {
    await page.goto(`./#/${chapter.id}?writing=vertical`);
    await expect(page.locator(reader)).toHaveAttribute('data-writing', 'vertical');
    const text = page.locator(`${reader} .text`);
    expect(await text.evaluate((el) => getComputedStyle(el).writingMode)).toBe('vertical-rl');
    for (const event of chapter.events) {
      const passage = page.locator(`${reader} .passage[data-event-id="${event.id}"]`).first();
      // A long text draws its later columns as they come near the view: read on (leftwards) until it is drawn.
      await expect(async () => {
        if ((await passage.count()) === 0) await text.evaluate((el) => el.scrollBy(-el.clientWidth, 0));
        expect(await passage.count()).toBe(1);
      }).toPass({ timeout: 20_000 });
      await passage.click();
      await expect(page).toHaveURL(new RegExp(`/${event.id}(\\?|$)`));
      await expect(page.locator(`${reader} .passage[data-event-id="${event.id}"]`).first()).toHaveAttribute(
        'aria-current',
        'true',
      );
    }
    await page.goto(`./#/${chapter.id}`);
    await page.reload();
    await chapterDrawn(page);
    const story = [...chapter.events].sort(
      (a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder,
    );
    for (const event of story) {
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(new RegExp(`/${event.id}$`));
      await expect.poll(() => selectedPassage(page)).toEqual({ text: event.quote, inView: true });
    }
  });
}

test('the writing is remembered over a reload, and the checkbox turns it back', async ({ page }) => {
  await page.goto('./#/miyun');
  await expect(page.locator(reader)).toHaveAttribute('data-writing', 'horizontal');
  await page.locator('[data-control="writing"]').check();
  await expect(page.locator(reader)).toHaveAttribute('data-writing', 'vertical');
  await page.reload();
  await expect(page.locator(reader)).toHaveAttribute('data-writing', 'vertical');
  await expect(page.locator('[data-control="writing"]')).toBeChecked();
  await page.locator('[data-control="writing"]').uncheck();
  await page.reload();
  await expect(page.locator(reader)).toHaveAttribute('data-writing', 'horizontal');
});

test('digits stand upright in pairs, and the text keeps its characters', async ({ page }) => {
  const chapter = chapters.find((c) => c.id === 'miyun')!;
  const event = chapter.events.find((e) => e.quote.includes('11年'));
  await page.goto(`./#/miyun${event ? `/${event.id}` : ''}?writing=vertical`);
  const upright = page.locator(`${reader} .upright`, { hasText: /^11$/ });
  await expect(upright).toHaveCount(1);
  expect(await upright.evaluate((el) => getComputedStyle(el).textCombineUpright)).toBe('all');
  // 400 is three digits: it lies sideways rather than be squeezed into one column's width.
  await expect(page.locator(`${reader} .upright`, { hasText: '400' })).toHaveCount(0);
  if (event) expect((await selectedPassage(page)).text).toBe(event.quote);
});

for (const [width, height] of [
  [1366, 768],
  [1920, 1080],
] as const) {
  test(`vertical reading at ${width}×${height}: the explorer and the deck's passage card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const chapter = chapters.find((c) => c.id === 'miyun')!;
    const event = chapter.events.find((e) => e.quote.includes('“')) ?? chapter.events[5]!;
    await page.goto(`./#/miyun/${event.id}?writing=vertical`);
    await expect.poll(() => selectedPassage(page)).toEqual({ text: event.quote, inView: true });
    await page.screenshot({ path: `tests/screenshots/vertical-reader-${width}x${height}.png` });
    await page.goto(`./#/miyun/${event.id}?mode=present&writing=vertical`);
    const card = page.locator(`.passage-card[data-event-id="${event.id}"]`);
    await expect(card).toHaveAttribute('aria-current', 'true');
    const quote = card.locator('blockquote');
    expect(await quote.evaluate((el) => getComputedStyle(el).writingMode)).toBe('vertical-rl');
    expect((await quote.textContent())!.trim()).toBe(event.quote);
    await page.screenshot({ path: `tests/screenshots/vertical-deck-${width}x${height}.png` });
  });
}

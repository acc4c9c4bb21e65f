import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { chapterDrawn, expect, test } from './fixtures';
import { loadChapters } from './chapterData';

const chapters = loadChapters();
const timeline = '[data-view="timeline"]';
const reader = '[data-view="reader"]';
const diagram = '[data-view="diagram"]';

async function selectedPassageText(page: Page): Promise<string> {
  return page
    .locator(`${reader} .passage.selected`)
    .evaluateAll((spans) => spans.map((s) => s.textContent).join(''));
}

async function currentIds(page: Page): Promise<string[]> {
  return page
    .locator('[aria-current="true"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id') ?? ''));
}

for (const chapter of chapters) {
  test(`${chapter.id}: every event selected in the timeline highlights exactly its quote and marks its places`, async ({
    page,
  }) => {
    await page.goto(`./#/${chapter.id}`);
    for (const event of chapter.events) {
      await page.locator(`${timeline} [data-event-id="${event.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`#/${chapter.id}/${event.id}$`));
      expect(await selectedPassageText(page)).toBe(event.quote);
      // aria-current marks the selected event's elements and nothing else.
      const current = await currentIds(page);
      expect(current.length).toBeGreaterThan(0);
      expect(new Set(current)).toEqual(new Set([event.id]));
      for (const placeId of event.placeIds) {
        await expect(page.locator(`${diagram} [data-place-id="${placeId}"]`)).toHaveAttribute(
          'data-involved',
          'true',
        );
      }
      // The diagram shows each place's state as of this event: its own effects hold.
      const last = new Map(event.effects.map((e) => [e.place, e.state]));
      for (const [placeId, state] of last) {
        await expect(page.locator(`${diagram} [data-place-id="${placeId}"]`)).toHaveAttribute(
          'data-state',
          state,
        );
      }
    }
  });
}

test('clicking a passage selects its event, in every view', async ({ page }) => {
  const chapter = chapters[1]!;
  await page.goto(`./#/${chapter.id}`);
  for (const event of chapter.events.slice(0, 6)) {
    await page.locator(`${reader} .passage[data-event-id="${event.id}"]`).first().click();
    await expect(page.locator(`${timeline} [data-event-id="${event.id}"]`)).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('[data-view="detail"] h2')).toBeVisible();
  }
});

test('← and → step through the events in story order, and the diagram follows', async ({ page }) => {
  const chapter = chapters[0]!;
  await page.goto(`./#/${chapter.id}`);
  const story = [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder);
  await chapterDrawn(page);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/${story[0]!.id}$`));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/${story[2]!.id}$`));
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/${story[1]!.id}$`));
  await page.keyboard.press('End');
  await expect(page).toHaveURL(new RegExp(`/${story[story.length - 1]!.id}$`));
});

test('a gate changes state as the story steps past the event that changes it', async ({ page }) => {
  for (const chapter of chapters) {
    const story = [...chapter.events].sort(
      (a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder,
    );
    const index = story.findIndex((e, i) => i > 0 && e.effects.length > 0);
    const event = story[index]!;
    const effect = event.effects[0]!;
    await page.goto(`./#/${chapter.id}/${story[index - 1]!.id}`);
    const place = page.locator(`${diagram} [data-place-id="${effect.place}"]`);
    const before = await place.getAttribute('data-state');
    await page.keyboard.press('ArrowRight');
    await expect(place).toHaveAttribute('data-state', effect.state);
    if (before === effect.state) continue;
    await page.keyboard.press('ArrowLeft');
    await expect(place).toHaveAttribute('data-state', before!);
  }
});

test('a copied URL reopens the same chapter, event, order and filters; Back and Forward walk the history', async ({
  page,
  context,
}) => {
  const chapter = chapters[2]!;
  await page.goto(`./#/${chapter.id}`);
  await page.locator('[data-order="text"]').click();
  const [a, b] = [chapter.events[2]!, chapter.events[5]!];
  await page.locator(`${timeline} [data-event-id="${a.id}"]`).click();
  await page.locator(`${timeline} [data-event-id="${b.id}"]`).click();
  const url = page.url();
  expect(url).toContain(`#/${chapter.id}/${b.id}?order=text`);

  const fresh = await context.newPage();
  await fresh.goto(url);
  await expect(fresh.locator(`${timeline} [data-event-id="${b.id}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(fresh.locator('[data-order="text"]')).toHaveAttribute('aria-pressed', 'true');
  expect(await selectedPassageText(fresh)).toBe(b.quote);

  await page.goBack();
  await expect(page.locator(`${timeline} [data-event-id="${a.id}"]`)).toHaveAttribute('aria-current', 'true');
  await page.goForward();
  await expect(page.locator(`${timeline} [data-event-id="${b.id}"]`)).toHaveAttribute('aria-current', 'true');
});

test('a link with a malformed escape opens its chapter instead of a blank page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const hash of ['#/miyun/%', '#/miyun/%E0%A4%A']) {
    await page.goto(`./${hash}`);
    await expect(page.locator(`${timeline} [data-event-id]`).first()).toBeVisible();
    await expect(page.locator(`${timeline} [aria-current="true"]`)).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('the order switch moves the marks to their places in the text', async ({ page }) => {
  const chapter = chapters[1]!;
  await page.goto(`./#/${chapter.id}`);
  const xs = async () =>
    page
      .locator(`${timeline} .marks [data-event-id]`)
      .evaluateAll((marks) =>
        Object.fromEntries(marks.map((m) => [m.getAttribute('data-event-id'), m.getBoundingClientRect().x])),
      );
  // The timeline draws a few frames after the page's first paint (firstTurns.svelte.ts).
  await expect(page.locator(`${timeline} .marks [data-event-id]`).first()).toBeVisible();
  const story = await xs();
  await page.locator('[data-order="text"]').click();
  await page.waitForTimeout(900); // the marks glide for 700 ms
  const text = await xs();
  const moved = chapter.events.filter((e) => Math.abs(story[e.id]! - text[e.id]!) > 2);
  expect(moved.length).toBeGreaterThan(0);
  const byText = [...chapter.events].sort((a, b) => a.textOrder - b.textOrder).map((e) => text[e.id]!);
  expect(byText).toEqual([...byText].sort((p, q) => p - q));
});

test('filters and search apply to the timeline and the reader at once, and live in the URL', async ({
  page,
}) => {
  const chapter = chapters[0]!;
  const type = chapter.events[0]!.type;
  const matching = chapter.events.filter((e) => e.type === type).map((e) => e.id);
  await page.goto(`./#/${chapter.id}?types=${type}`);
  const marks = await page
    .locator(`${timeline} .marks [data-event-id]`)
    .evaluateAll((m) => m.map((e) => e.getAttribute('data-event-id')));
  expect(new Set(marks)).toEqual(new Set(matching));
  const passages = await page
    .locator(`${reader} .passage`)
    .evaluateAll((m) => m.map((e) => e.getAttribute('data-event-id')));
  expect(new Set(passages)).toEqual(new Set(matching));

  await page.goto(`./#/${chapter.id}`);
  await page.locator('[data-control="search"]').fill('迎春门');
  await expect(page).toHaveURL(/q=/);
  const found = await page.locator(`${timeline} .marks [data-event-id]`).count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(chapter.events.length);
});

test('timeline marks and gates are reachable by Tab and named; Enter selects', async ({ page }) => {
  const chapter = chapters[0]!;
  await page.goto(`./#/${chapter.id}`);
  const firstMark = page.locator(`${timeline} .marks [data-event-id]`).first();
  await firstMark.focus();
  await expect(firstMark).toBeFocused();
  expect(await firstMark.getAttribute('aria-label')).toMatch(/^Steps? \d+(–\d+)?: /);
  await page.keyboard.press('Tab');
  const next = page.locator(':focus');
  await expect(next).toHaveAttribute('data-event-id', /.+/);
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-current', 'true');
  const gate = page.locator(`${diagram} .kind-gate`).first();
  await gate.focus();
  await expect(gate).toBeFocused();
  expect(await gate.getAttribute('tabindex')).toBe('0');
  expect((await gate.getAttribute('aria-label'))!.length).toBeGreaterThan(2);
});

test('the wheel zooms the timeline and the overview brush follows', async ({ page }) => {
  const chapter = chapters[1]!;
  await page.goto(`./#/${chapter.id}`);
  // Measured once the whole first render has drawn, so that the plot's box is where the wheel turns.
  await page.waitForFunction(() => (window as unknown as { __benchReady?: boolean }).__benchReady === true);
  const plot = page.locator(timeline);
  const box = (await plot.boundingBox())!;
  const spread = async () => {
    const xs = await page
      .locator(`${timeline} .marks [data-event-id]`)
      .evaluateAll((m) => m.map((e) => e.getBoundingClientRect().x));
    return Math.max(...xs) - Math.min(...xs);
  };
  const before = await spread();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -600);
  await page.waitForTimeout(300);
  expect(await spread()).toBeGreaterThan(before);
  await expect(page.locator('.overview .selection')).toBeVisible();
});

test('the reader keeps every paragraph of the text exactly, character for character', async ({ page }) => {
  for (const chapter of chapters) {
    await page.goto(`./#/${chapter.id}`);
    // Only the hash changes, so the next chapter loads after goto returns: wait until it is the one shown.
    await expect(page.locator('[data-control="chapter"]')).toHaveValue(chapter.id);
    const text = readFileSync(`data/${chapter.id}/text.txt`, 'utf8');
    const lines = text.split('\n').filter((line) => line.length > 0);
    // A long text draws its later parts as they come near the view: scroll through it a screen at a time until
    // all are drawn (jieting-novel is about 28 screens in a 1366-wide window).
    const paragraphs = page.locator(`${reader} p`);
    await expect(async () => {
      await page.locator(`${reader} .text`).evaluate((el) => el.scrollBy(0, el.clientHeight));
      expect(await paragraphs.count()).toBe(lines.length);
    }).toPass({ intervals: [200], timeout: 30_000 });
    expect(await paragraphs.allTextContents()).toEqual(lines);
  }
});

test('the hover tooltip previews an event without changing the URL', async ({ page }) => {
  const chapter = chapters[0]!;
  await page.goto(`./#/${chapter.id}`);
  const url = page.url();
  await page.locator(`${timeline} .marks [data-event-id]`).nth(4).hover();
  await expect(page.locator('.tooltip')).toBeVisible();
  expect(page.url()).toBe(url);
});

test('the dark theme renders every view', async ({ page }) => {
  await page.goto(`./#/${chapters[1]!.id}/${chapters[1]!.events[10]!.id}`);
  await page.locator('[data-control="theme"]').click();
  await expect(page.locator('.app')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: 'tests/screenshots/miyun-dark-1366x768.png' });
});

test('on a wide screen the detail’s ← and → carry the step actions and step the story', async ({ page }) => {
  const chapter = chapters[0]!;
  await page.goto(`./#/${chapter.id}`);
  const next = page.locator('[data-view="detail"] [data-action="next-event"]');
  const previous = page.locator('[data-view="detail"] [data-action="previous-event"]');
  const count = page.locator('[data-view="detail"] .stepper .count');
  const selected = () => new URL(page.url()).hash.split('?')[0]!.split('/')[2];
  await expect(count).toHaveText(`– / ${chapter.events.length}`);
  await next.click();
  await expect(count).toHaveText(`1 / ${chapter.events.length}`);
  const first = selected();
  expect(first).toBeTruthy();
  await next.click();
  await expect(count).toHaveText(`2 / ${chapter.events.length}`);
  expect(selected()).not.toBe(first);
  await previous.click();
  await expect(count).toHaveText(`1 / ${chapter.events.length}`);
  expect(selected()).toBe(first);
});

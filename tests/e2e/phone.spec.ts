/**
 * A student's phone, portrait and landscape: the chapter is stepped with the bar's → and with swipes while the map
 * and ← ▶ → stay on the screen; the detail is one tap away and whole; the compact strip names the step; the deck
 * fits the screen; every control of the bar and the header is a finger's size.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { chapterDrawn, expect, test } from './fixtures';
import { expectedCounter } from './stepData';

const SIZES = [
  { width: 390, height: 844, name: 'portrait' },
  { width: 844, height: 390, name: 'landscape' },
] as const;
const CHAPTERS = ['yanjing', 'jieting-novel'];

/** The selected event, from the URL. */
const selectedId = (page: Page) => new URL(page.url()).hash.split('?')[0]!.split('/')[2] ?? null;

/** A one-finger swipe as a phone's touch screen sends it. */
async function swipe(page: Page, from: { x: number; y: number }, dx: number, dy = 0) {
  // A flick is judged by its speed (swipe.ts: at most 800 ms). Sent while the map still glides from the last step,
  // each of its touch events waits for a frame of that motion, and on a loaded machine the six of them took
  // longer than a flick may (a CI run's jieting-novel): swiped at rest, as a reader swipes after looking.
  await expect(page.locator('svg.flying, [data-moving]')).toHaveCount(0, { timeout: 10_000 });
  const cdp = await page.context().newCDPSession(page);
  const at = (f: number) => [{ x: from.x + dx * f, y: from.y + dy * f }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (const f of [0.25, 0.5, 0.75, 1])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(f) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 120) };
}

async function noSidewaysScroll(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

/** The map, and the bar's ← ▶ →, are on the screen: the buttons whole, most of the map. */
async function controlsInView(page: Page) {
  for (const action of ['previous-event', 'replay', 'next-event'])
    await expect(page.locator(`[data-phone-bar] [data-action="${action}"]`)).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[data-view="diagram"] .stage > svg')).toBeInViewport({ ratio: 0.6 });
}

for (const size of SIZES) {
  test.describe(`a phone, ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true, isMobile: true });

    for (const id of CHAPTERS) {
      test(`${id}: → and swipes step it with the map and ← ▶ → in view`, async ({ page }) => {
        await page.goto(`./#/${id}`);
        await chapterDrawn(page);
        const next = page.locator('[data-phone-bar] [data-action="next-event"]');
        const strip = page.locator('[data-phone-strip]');
        const seen: string[] = [];
        for (let i = 0; i < 5; i++) {
          await next.tap();
          await expect.poll(() => selectedId(page)).not.toBe(seen.at(-1) ?? null);
          const now = selectedId(page)!;
          seen.push(now);
          await controlsInView(page);
          // The compact timeline: the step's place in the chapter and its title.
          await expect(strip.locator('.at')).toHaveText(expectedCounter(id, now));
          await expect(strip.locator('.title')).toHaveAttribute('data-event-id', now);
          await expect(page.locator(`[data-view="reader"] [data-event-id="${now}"]`).first()).toBeVisible();
        }
        expect(new Set(seen).size).toBe(5);
        // Scrolled down to the passage and beyond, the map and the bar are still held at the top.
        await page.evaluate(() => window.scrollBy(0, 500));
        await next.tap();
        await controlsInView(page);

        const reader = page.locator('[data-view="reader"]');
        const before = selectedId(page)!;
        await swipe(page, await centre(reader), -160);
        await expect.poll(() => selectedId(page)).not.toBe(before);
        const after = selectedId(page)!;
        await controlsInView(page);
        await swipe(page, await centre(reader), 160);
        await expect.poll(() => selectedId(page)).toBe(before);
        // A vertical scroll, and a short touch, step nothing.
        await swipe(page, await centre(reader), -20, -200);
        await swipe(page, await centre(reader), -20);
        await page.waitForTimeout(200);
        expect(selectedId(page)).toBe(before);
        expect(after).not.toBe(before);
        await noSidewaysScroll(page);
        await page.screenshot({ path: `tests/screenshots/phone-${id}-${size.name}.png` });
      });
    }

    test('a tap on a place’s name lists its events (a finger does not hover)', async ({ page }) => {
      await page.goto(`./#/yanjing`);
      await chapterDrawn(page);
      await page.waitForTimeout(1200);
      const records = JSON.parse(readFileSync('data/yanjing/events.json', 'utf8')) as {
        events: { places: string[] }[];
      };
      const eventsAt = (id: string) => records.events.filter((event) => event.places.includes(id)).length;
      // Every name the map draws whole and that stands on the screen, with the most events first.
      const names = await page
        .locator('[data-view="diagram"] .place[data-place-id] text.label:not(.callout-number)')
        .evaluateAll((labels) =>
          labels.flatMap((label) => {
            const r = label.getBoundingClientRect();
            const x = r.x + r.width / 2;
            const y = r.y + r.height / 2;
            return document.elementFromPoint(x, y) === label
              ? [{ id: label.closest('[data-place-id]')!.getAttribute('data-place-id')!, x, y }]
              : [];
          }),
        );
      const name = names.sort((a, b) => eventsAt(b.id) - eventsAt(a.id))[0]!;
      await page.touchscreen.tap(name.x, name.y);
      const listed = page.locator('[data-view="diagram"] .place-events > button[data-event-id]');
      await expect(listed).toHaveCount(eventsAt(name.id));
    });

    test('the map’s key is one line, scrolled sideways, so the map keeps its room', async ({ page }) => {
      await page.goto(`./#/yanjing`);
      await chapterDrawn(page);
      const key = page.locator('[data-view="diagram"] ul.legend').first();
      const line = await key.evaluate((ul) => {
        const entries = [...ul.children].map((li) => li.getBoundingClientRect());
        return {
          height: ul.getBoundingClientRect().height,
          tallest: Math.max(...entries.map((box) => box.height)),
          tops: new Set(entries.map((box) => Math.round(box.top))).size,
          scrolls: ul.scrollWidth > ul.clientWidth,
        };
      });
      // One row of entries, each one line of 11 px type (the gates' five states side by side, not stacked).
      expect(line.tops).toBe(1);
      expect(line.tallest).toBeLessThan(24);
      expect(line.height).toBeLessThan(24);
      expect(line.scrolls).toBe(true);
      // The stage takes the room the key does not: most of the map's panel.
      const stage = (await page.locator('[data-view="diagram"] .stage').boundingBox())!;
      const panel = (await page.locator('[data-view="diagram"]').boundingBox())!;
      expect(stage.height).toBeGreaterThan(panel.height * 0.5);
      // No place tapped: the line that lists a place's events takes no room from the map; tapped, it lists them.
      const placeEvents = page.locator('[data-view="diagram"] .place-events');
      expect((await placeEvents.boundingBox())!.height).toBe(0);
      // A place the camera shows: the first whose centre is itself on the screen.
      const spot = await page.locator('[data-view="diagram"] [data-place-id]').evaluateAll((places) =>
        places
          .map((el) => el.getBoundingClientRect())
          .map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 }))
          .find(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-place-id]')),
      );
      await page.touchscreen.tap(spot!.x, spot!.y);
      await expect(placeEvents.locator('strong')).toBeVisible();
      expect((await placeEvents.boundingBox())!.height).toBeGreaterThan(12);
    });

    test('the first screen draws at once and nothing on it moves as the views below it follow', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        // The reader's paragraphs in the first frame that shows any: the text's first screenful, not all of it.
        const firstParagraphs = () => {
          const drawn = document.querySelectorAll('[data-view="reader"] p[data-start]').length;
          if (drawn > 0)
            Object.assign(window, { __firstParagraphs: drawn, __firstFrameAt: performance.now() });
          else requestAnimationFrame(firstParagraphs);
        };
        requestAnimationFrame(firstParagraphs);
        Object.assign(window, { __shifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`./#/yanjing`);
      await chapterDrawn(page);
      await expect(page.locator('[data-phone-bar] [data-action="next-event"]')).toBeVisible();
      // Long enough for any turn after a paint to have drawn (firstTurns waits a frame, at most 500 ms).
      await page.waitForTimeout(1200);
      // The detail, below the first screen, has drawn by now, and nothing on it moved.
      await expect(page.locator('[data-view="detail"]')).toHaveCount(1);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts).toEqual([]);
      // The rest of the text followed, a part per task after the first paint (firstTurns.inParts).
      const lines = readFileSync('data/yanjing/text.txt', 'utf8')
        .split('\n')
        .filter((line) => line.length > 0);
      await expect(page.locator('[data-view="reader"] p[data-start]')).toHaveCount(lines.length);
      const first = await page.evaluate(
        () => (window as unknown as { __firstParagraphs: number }).__firstParagraphs,
      );
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(lines.length);
      // The storage engine and the form drafts, which that screen does not show, are asked for after it.
      const asked = await page.evaluate(() => ({
        firstFrame: (window as unknown as { __firstFrameAt: number }).__firstFrameAt,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/(librarySync|formDrafts)-[^/]*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(asked.chunks).toHaveLength(2);
      for (const at of asked.chunks) expect(at).toBeGreaterThan(asked.firstFrame);
      // The timeline, a screen below, waits until the page is scrolled near it (firstTurns), then draws.
      await expect(page.locator('.timeline-panel [data-view="timeline"]')).toHaveCount(0);
      await page.locator('.timeline-panel').scrollIntoViewIfNeeded();
      await expect(page.locator('.timeline-panel [data-view="timeline"]')).toBeVisible();
      await noSidewaysScroll(page);
    });

    test('the detail opens with one tap, whole, under the map and the bar', async ({ page }) => {
      await page.goto(`./#/yanjing`);
      await chapterDrawn(page);
      await page.locator('[data-phone-bar] [data-action="next-event"]').tap();
      const toggle = page.locator('[data-action="phone-detail"]');
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const detail = page.locator('[data-view="detail"]');
      await expect(detail.locator('#detail-title')).toBeInViewport();
      // Not clipped: the detail is as tall as its content, and the page scrolls to its end.
      const clipped = await detail.evaluate((el) => el.scrollHeight - el.clientHeight);
      expect(clipped).toBeLessThanOrEqual(1);
      const box = (await detail.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      const bar = (await page.locator('[data-phone-bar]').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      await detail.locator('> :last-child').scrollIntoViewIfNeeded();
      await expect(detail.locator('> :last-child')).toBeInViewport();
      await controlsInView(page);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `tests/screenshots/phone-detail-${size.name}.png` });
      await toggle.tap();
      await expect(page.locator('[data-view="reader"]')).toBeVisible();
    });

    test('every control of the bar and the header is at least 44 px each way', async ({ page }) => {
      await page.goto(`./#/jieting-novel`);
      await chapterDrawn(page);
      const targets = page.locator(
        ':is([data-phone-bar], .toolbar) :is(button, select, input:not([type="file"]), .add-file)',
      );
      expect(await targets.count()).toBeGreaterThan(8);
      for (const target of await targets.all()) {
        if (!(await target.isVisible())) continue;
        const box = (await target.boundingBox())!;
        const name = await target.evaluate((el) => el.outerHTML.slice(0, 80));
        expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
      }
    });

    for (const id of CHAPTERS) {
      test(`${id}: the deck fits the screen and steps with ← → and a swipe`, async ({ page }) => {
        await page.goto(`./#/${id}`);
        await chapterDrawn(page);
        await page.locator('[data-phone-bar] [data-action="next-event"]').tap();
        await page.locator('[data-phone-bar] [data-action="next-event"]').tap();
        await page.locator('[data-action="present"]').tap();
        const card = page.locator('.passage-card');
        await expect(card).toBeVisible();
        const fits = async () => {
          await noSidewaysScroll(page);
          const overflow = await page
            .locator('.presentation')
            .evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          for (const part of ['.presentation header h1', '.passage-card h2', '.passage-card blockquote']) {
            const box = (await page.locator(part).boundingBox())!;
            expect(box.x, part).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, part).toBeLessThanOrEqual(size.width + 0.5);
          }
          await expect(page.locator('.stage-diagram')).toBeInViewport({ ratio: 0.9 });
          // Nothing of the passage's side is cut: in portrait it scrolls with the slide, in landscape on its own.
          const right = page.locator('.step-slide .right');
          const cut = await right.evaluate(
            (el) => getComputedStyle(el).overflowY === 'visible' && el.scrollHeight > el.clientHeight + 1,
          );
          expect(cut).toBe(false);
          if (size.name === 'portrait') {
            const parts = await right.evaluate((el) => el.scrollHeight - el.clientHeight);
            expect(parts).toBeLessThanOrEqual(1);
          }
        };
        await fits();
        await page.screenshot({ path: `tests/screenshots/phone-present-${id}-${size.name}.png` });
        const first = await card.getAttribute('data-event-id');
        await page.locator('[data-action="next-slide"]').tap();
        await expect(card).not.toHaveAttribute('data-event-id', first!);
        await fits();
        await swipe(page, await centre(card), 160);
        await expect(card).toHaveAttribute('data-event-id', first!);
        await swipe(page, await centre(card), -160);
        await expect(card).not.toHaveAttribute('data-event-id', first!);
        for (const action of ['previous-slide', 'replay', 'next-slide', 'leave-presentation']) {
          const box = (await page.locator(`.presentation [data-action="${action}"]`).boundingBox())!;
          expect(Math.min(box.width, box.height), action).toBeGreaterThanOrEqual(44);
        }
      });
    }
  });
}

test.describe('a phone held upright, presenting', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const id of ['yanjing', 'beijing']) {
    test(`${id}: the title, overview and closing slides are one column, the map the slide's whole width`, async ({
      page,
    }) => {
      const slideWidth = () => page.locator('[data-slide]').evaluate((el) => el.clientWidth);
      for (const slide of ['title', 'overview'] as const) {
        await page.goto(`./#/${id}?mode=present&slide=${slide}`);
        const map = page.locator(`.${slide}-slide .map`);
        await expect(map.locator('[data-view="diagram"] .stage > svg')).toBeVisible();
        await noSidewaysScroll(page);
        // Side by side, each column was half the phone: the map's key wrapped a name two characters a line.
        expect((await map.boundingBox())!.width).toBeGreaterThanOrEqual(0.95 * (await slideWidth()));
        for (const entry of await map.locator('[data-key-side] li').all()) {
          const { name, lines } = await entry.evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el.lastChild!);
            const bottoms = [...range.getClientRects()].map((line) => Math.round(line.bottom));
            return { name: el.lastChild!.textContent!.trim(), lines: new Set(bottoms).size };
          });
          expect(lines, `${name}: five characters or more a line`).toBeLessThanOrEqual(
            Math.ceil(name.length / 5),
          );
        }
        // The key under the map is one line, scrolled sideways: its gates' row once stood five lines high.
        const keyLines = await map
          .locator('ul.legend')
          .first()
          .evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).fontSize));
        expect(keyLines).toBeLessThan(2);
        // The title and the whole map are on the first screen; the rest follows as the slide scrolls.
        if (slide === 'title') {
          await expect(page.locator('.title-slide h2')).toBeInViewport({ ratio: 1 });
          await expect(map).toBeInViewport({ ratio: 0.95 });
        }
        await page.screenshot({ path: `tests/screenshots/phone-present-${id}-${slide}-portrait.png` });
      }
      await page.goto(`./#/${id}?mode=present&slide=end`);
      const outcome = (await page.locator('.end-slide .outcome').boundingBox())!;
      const toll = (await page.locator('.end-slide .toll').boundingBox())!;
      expect(toll.y).toBeGreaterThanOrEqual(outcome.y + outcome.height - 1);
      expect(toll.width).toBeGreaterThanOrEqual(0.95 * (await slideWidth()));
      await noSidewaysScroll(page);
    });
  }
});

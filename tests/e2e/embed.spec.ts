/** Share → Embed (issue 25): the code, pasted into another page, opens the chapter at its step in a frame. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, chapterDrawn } from './fixtures';
import { loadChapters } from './chapterData';

const chapter = loadChapters()[0]!;

test('the embed code opens the chapter at its step in an iframe of a test page, without the chrome', async ({
  page,
  context,
}) => {
  const event = chapter.events[4]!;
  await page.goto(`./#/${chapter.id}/${event.id}`);
  await chapterDrawn(page);
  await page.locator('[data-action="embed"]').click();
  const code = await page.locator('[data-embed-code]').inputValue();
  expect(code).toMatch(/^<iframe [^>]*title="[^"]+"[^>]* allowfullscreen><\/iframe>$/);
  expect(code).toContain(`?embed=1#/${chapter.id}/${event.id}`);

  // A course page written by the test (on the preview's host: Chromium's local network checks keep any other
  // origin from framing a 127.0.0.1 address).
  const port = new URL(page.url()).port;
  const host = await context.newPage();
  await host.route(`http://127.0.0.1:${port}/course/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><h1>Lesson</h1>${code}</body></html>`,
    }),
  );
  await host.setViewportSize({ width: 1366, height: 900 });
  await host.goto(`http://127.0.0.1:${port}/course/lesson.html`);
  const frame = host.frameLocator('iframe');
  await expect(frame.locator(`[data-event-id="${event.id}"][aria-current="true"]`).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(frame.locator('header.toolbar')).toHaveCount(0);
  await expect(frame.locator('[data-action="embed"]')).toHaveCount(0);
  // Stepping inside the frame moves its own link on.
  await frame.locator('[data-view="reader"]').click({ position: { x: 5, y: 5 } });
  const inner = host.frames().find((f) => f.url().includes('embed=1'))!;
  await inner.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' })));
  await expect.poll(() => inner.url()).not.toContain(`/${event.id}`);
  expect(inner.url()).toContain('embed=1');
  mkdirSync('test-results/embed', { recursive: true });
  writeFileSync('test-results/embed/course-page.png', await host.screenshot());

  // The presentation's code opens the deck.
  await page.locator('[data-embed-shows="present"]').check();
  const deckCode = await page.locator('[data-embed-code]').inputValue();
  expect(deckCode).toContain(`#/${chapter.id}/${event.id}?mode=present`);
});

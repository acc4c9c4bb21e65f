/** The presentation as a deck: title, overview, phase dividers, steps, close; the presenter's window; reveal. */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';
import { expectedDeck, type ExpectedSlide } from './deckData';

const chapters = loadChapters();
const singleFile = pathToFileURL(resolve('dist/battle-chronicle.html')).href;

async function expectSlide(page: Page, slide: ExpectedSlide) {
  const shown = page.locator('.presentation [data-slide]');
  await expect(shown).toHaveAttribute('data-slide', slide.kind);
  await expect(shown).toHaveAttribute('data-slide-key', slide.key);
}

/** Every visible element of the slide lies inside the window, and the slide's regions do not overlap. */
async function expectInsideAndApart(page: Page, size: { width: number; height: number }) {
  const problems = await page.evaluate(({ width, height }) => {
    const found: string[] = [];
    const slide = document.querySelector('.presentation [data-slide]')!;
    for (const el of slide.querySelectorAll(
      'h2, h3, p, li, blockquote, section, nav, figure, .facts > div',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('.visually-hidden')) continue;
      if (r.left < -1 || r.top < -1 || r.right > width + 1 || r.bottom > height + 1)
        found.push(`${el.tagName}.${el.className} leaves the window`);
    }
    // Text that does not fit its scrolling box is clipped on a projector: nothing may need scrolling.
    for (const el of slide.querySelectorAll('section, .facts > div, .passage-card')) {
      if (el.scrollHeight - el.clientHeight > 1) found.push(`${el.tagName}.${el.className} is cut off`);
    }
    const regions = [...slide.querySelectorAll('.body > div > *, .strip')].map((el) => ({
      name: `${el.tagName}.${el.className}`,
      r: el.getBoundingClientRect(),
    }));
    for (const [i, a] of regions.entries())
      for (const b of regions.slice(i + 1))
        if (
          a.r.left < b.r.right - 1 &&
          b.r.left < a.r.right - 1 &&
          a.r.top < b.r.bottom - 1 &&
          b.r.top < a.r.bottom - 1
        )
          found.push(`${a.name} overlaps ${b.name}`);
    return found;
  }, size);
  expect(problems).toEqual([]);
}

test('every slide of miyun at 1920×1080, and a sample at 1280×720: inside the window, apart, looked at', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const deck = expectedDeck('miyun');
  // Stills of where each slide lands: the camera and the tokens go there at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('./#/miyun?mode=present');
    for (const [i, slide] of deck.entries()) {
      await expectSlide(page, slide);
      const sampled = size.width === 1920 || i < 4 || i % 9 === 0 || slide.kind === 'end';
      if (sampled) {
        await page.waitForTimeout(400);
        await expectInsideAndApart(page, size);
        await page.screenshot({
          path: `tests/screenshots/deck-miyun-${size.width}-${String(i).padStart(2, '0')}-${slide.key}.png`,
        });
      }
      await page.keyboard.press('PageDown');
    }
  }
});

test('the whole deck walks with PageDown from the single offline file, title to close, and back with Home/End', async ({
  browser,
}) => {
  const context = await browser.newContext({ offline: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const id of ['miyun', 'beijing']) {
    const deck = expectedDeck(id);
    await page.goto(`${singleFile}#/${id}?mode=present`);
    for (const [i, slide] of deck.entries()) {
      await expectSlide(page, slide);
      const url = new URL(page.url());
      if (slide.kind === 'step') expect(url.hash).toBe(`#/${id}/${slide.key}?mode=present`);
      else if (i > 0) expect(url.hash).toBe(`#/${id}?mode=present&slide=${slide.key}`);
      if (slide.kind === 'step')
        await expect(page.locator(`.passage-card[data-event-id="${slide.key}"]`)).toBeVisible();
      await page.keyboard.press('PageDown');
    }
    await expectSlide(page, deck.at(-1)!);
    await page.keyboard.press('PageUp');
    await expectSlide(page, deck.at(-2)!);
    await page.keyboard.press('Home');
    await expectSlide(page, deck[0]!);
    await page.keyboard.press('End');
    await expectSlide(page, deck.at(-1)!);
    // A copied link to a slide reopens it.
    const phase = deck.find((s) => s.kind === 'phase')!;
    await page.goto(`${singleFile}#/${id}?mode=present&slide=${phase.key}`);
    await expectSlide(page, phase);
  }
  expect(errors).toEqual([]);
  await context.close();
});

for (const size of [
  { width: 1920, height: 1080, label: 20, legend: 18 },
  { width: 1280, height: 720, label: 14, legend: 14 },
]) {
  test(`at ${size.width}×${size.height} the slide's diagram has no tools, labels ≥ ${size.label} px and a key ≥ ${size.legend} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const steps = expectedDeck('miyun').filter((s) => s.kind === 'step');
    for (const slide of [{ key: null }, steps[2]!, steps[20]!]) {
      await page.goto(slide.key ? `./#/miyun/${slide.key}?mode=present` : './#/miyun?mode=present');
      const diagram = page.locator('.presentation [data-view="diagram"]');
      await expect(diagram.locator('[data-label-for]').first()).toBeVisible();
      await page.waitForTimeout(1600);
      await expect(diagram.locator('button, select, input')).toHaveCount(0);
      const sizes = await diagram.evaluate((figure) => {
        const svg = figure.querySelector('svg')!;
        const scale = svg.getScreenCTM()!.a;
        const labels = [...figure.querySelectorAll<SVGTextElement>('text[data-label-for]')]
          .filter((t) => t.getBoundingClientRect().width > 0)
          .map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
        const legend = [...figure.querySelectorAll('.legend li')].map((li) =>
          parseFloat(getComputedStyle(li).fontSize),
        );
        return { labels, legend };
      });
      expect(sizes.labels.length).toBeGreaterThan(3);
      expect(Math.min(...sizes.labels)).toBeGreaterThanOrEqual(size.label);
      expect(Math.min(...sizes.legend)).toBeGreaterThanOrEqual(size.legend);
    }
  });
}

test('on a 768-line projector a step slide folds the fuller key, so the map keeps its room; at 1080 lines it is open', async ({
  page,
}) => {
  for (const size of [
    // The least share of the window's height the map takes (it took 39–51 % at 768 lines with the key open).
    { width: 1366, height: 768, open: false, mapShare: 0.45 },
    { width: 1024, height: 768, open: false, mapShare: 0.45 },
    { width: 1920, height: 1080, open: true, mapShare: 0.4 },
  ]) {
    await page.setViewportSize(size);
    for (const { id } of chapters) {
      const step = expectedDeck(id).filter((s) => s.kind === 'step')[3]!;
      await page.goto(`./#/${id}/${step.key}?mode=present`);
      const diagram = page.locator('.presentation [data-slide="step"] [data-view="diagram"]');
      await expect(diagram.locator('[data-label-for]').first()).toBeVisible();
      const key = diagram.locator('details.more');
      // Folded, its summary still shows: one click opens it.
      await expect(key.locator('summary')).toBeVisible();
      expect(
        await key.evaluate((d) => (d as HTMLDetailsElement).open),
        `${id} ${size.width}×${size.height}`,
      ).toBe(size.open);
      const map = await diagram.locator('svg').first().boundingBox();
      expect(map!.height, `${id}: the map's height at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(
        size.mapShare * size.height,
      );
    }
  }
});

for (const build of ['server', 'single file'] as const) {
  test(`the presenter's window and the audience's step each other (${build})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext(build === 'single file' ? { offline: true } : {});
    const base = build === 'server' ? baseURL! : singleFile;
    const deck = expectedDeck('miyun');
    const audience = await context.newPage();
    await audience.goto(`${base}#/miyun?mode=present`);
    await expectSlide(audience, deck[0]!);
    // The button (as S does) opens the presenter's window on the same page and slide.
    const [presenter] = await Promise.all([
      context.waitForEvent('page'),
      audience.locator('[data-action="open-presenter"]').click(),
    ]);
    await expect(presenter).toHaveURL(/#\/miyun\?mode=presenter$/);
    const current = presenter.locator('[data-presenter="current"] [data-slide]');
    const next = presenter.locator('[data-presenter="next"] [data-slide]');
    await expect(current).toHaveAttribute('data-slide-key', 'title');
    await expect(next).toHaveAttribute('data-slide-key', 'overview');
    await expect(presenter.locator('[data-presenter="notes"]')).toContainText('No notes for this slide');
    await expect(presenter.locator('[data-presenter="clock"] time')).toHaveText(/^0:0\d$/);
    // The audience's window shows only the slide: no notes, no next slide.
    await expect(audience.locator('[data-presenter]')).toHaveCount(0);

    await audience.bringToFront();
    await audience.keyboard.press('PageDown');
    await expect(current).toHaveAttribute('data-slide-key', 'overview');
    await expect(presenter).toHaveURL(/#\/miyun\?mode=presenter&slide=overview$/);
    await audience.keyboard.press('PageDown');
    await expect(current).toHaveAttribute('data-slide-key', deck[2]!.key);

    await presenter.bringToFront();
    for (const i of [3, 4]) {
      await presenter.keyboard.press('PageDown');
      await expectSlide(audience, deck[i]!);
      await expect(current).toHaveAttribute('data-slide-key', deck[i]!.key);
    }
    // On a step, the presenter reads the text around its passage.
    await expect(presenter.locator('[data-presenter="context"]')).toContainText(/\S{4,}/);
    await presenter.locator('[data-action="previous-slide"]').click();
    await expectSlide(audience, deck[3]!);
    await presenter.waitForTimeout(1600);
    await presenter.screenshot({
      path: `tests/screenshots/deck-presenter-step-${build.replace(' ', '-')}.png`,
    });
    await audience.bringToFront();
    await audience.keyboard.press('End');
    await expect(current).toHaveAttribute('data-slide-key', 'end');
    await expect(presenter.locator('[data-presenter="next"]')).toContainText('This is the last slide');
    // Reveal as you go is shared too, so the presenter previews what the audience sees.
    await audience.locator('[data-action="toggle-reveal"]').click();
    await expect(presenter).toHaveURL(/#\/miyun\?mode=presenter&slide=end&reveal=1$/);
    // No echo: after the last move, neither window moves again by itself.
    await audience.waitForTimeout(500);
    await expectSlide(audience, deck.at(-1)!);
    await expect(audience).toHaveURL(/#\/miyun\?mode=present&slide=end&reveal=1$/);
    await presenter.setViewportSize({ width: 1280, height: 800 });
    await presenter.screenshot({ path: `tests/screenshots/deck-presenter-${build.replace(' ', '-')}.png` });
    await context.close();
  });
}

test('a presenter’s window reloaded while the audience stepped on comes to the audience’s slide, and leaves it there', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const deck = expectedDeck('miyun');
  const audience = await context.newPage();
  await audience.goto(`${baseURL}#/miyun?mode=present`);
  await expectSlide(audience, deck[0]!);
  const [presenter] = await Promise.all([
    context.waitForEvent('page'),
    audience.locator('[data-action="open-presenter"]').click(),
  ]);
  const current = presenter.locator('[data-presenter="current"] [data-slide]');
  await audience.bringToFront();
  await audience.keyboard.press('PageDown');
  await expect(current).toHaveAttribute('data-slide-key', deck[1]!.key);
  // The presenter's window goes away (a reload, a crash) while the audience's steps on twice.
  const address = presenter.url();
  await presenter.goto('about:blank');
  await audience.keyboard.press('PageDown');
  await audience.keyboard.press('PageDown');
  await expectSlide(audience, deck[3]!);
  // Back at its address, which still names the older slide: it joins the pair (kept in the tab's session) and
  // goes where the audience is; the audience stays.
  expect(address).toMatch(new RegExp(`slide=${deck[1]!.key}$`));
  await presenter.goto(address);
  await expect(current).toHaveAttribute('data-slide-key', deck[3]!.key);
  await audience.waitForTimeout(500);
  await expectSlide(audience, deck[3]!);
  // And the two step each other as before.
  await presenter.bringToFront();
  await presenter.keyboard.press('PageDown');
  await expectSlide(audience, deck[4]!);
  await context.close();
});

test('reveal as you go: no later marks on the strip, no later trails, kept in the URL', async ({ page }) => {
  const steps = expectedDeck('miyun').filter((s) => s.kind === 'step');
  const at = 20;
  await page.goto(`./#/miyun/${steps[at]!.key}?mode=present`);
  const marks = page.locator('.presentation .strip button[data-event-id]');
  await expect(marks).toHaveCount(steps.length);
  await page.locator('[data-action="toggle-reveal"]').click();
  await expect(page.locator('[data-action="toggle-reveal"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`#/miyun/${steps[at]!.key}\\?mode=present&reveal=1$`));
  await expect(marks).toHaveCount(at + 1);
  await expect(page.locator(`.strip [data-event-id="${steps[at + 1]!.key}"]`)).toHaveCount(0);
  await page.keyboard.press('PageDown');
  await expect(marks).toHaveCount(at + 2);
  // The overview draws no path before its step when revealing.
  await page.goto('./#/miyun?mode=present&slide=overview&reveal=1');
  await expect(page.locator('.presentation [data-slide="overview"]')).toBeVisible();
  await page.screenshot({ path: 'tests/screenshots/deck-reveal-overview.png' });
  await expect(page.locator('.presentation [data-view="diagram"] path.trail')).toHaveCount(0);
  await page.locator('[data-action="toggle-reveal"]').click();
  await expect(page).toHaveURL(/#\/miyun\?mode=present&slide=overview$/);
  expect(await page.locator('.presentation [data-view="diagram"] path.trail').count()).toBeGreaterThan(3);
});

test('reveal as you go in text order: a trail appears only once its step has been shown', async ({
  page,
}) => {
  const chapter = chapters.find((c) => c.id === 'miyun')!;
  const textOrder = [...chapter.events].sort((a, b) => a.textOrder - b.textOrder);
  const trails = page.locator('.presentation [data-view="diagram"] path.trail');
  let fewer = 0;
  for (const step of textOrder.slice(1, 16)) {
    await page.goto(`./#/miyun/${step.id}?order=text&mode=present`);
    await expect(page.locator(`.passage-card[data-event-id="${step.id}"]`)).toBeVisible();
    const all = await trails.count();
    await page.goto(`./#/miyun/${step.id}?order=text&mode=present&reveal=1`);
    await expect(page.locator(`.passage-card[data-event-id="${step.id}"]`)).toBeVisible();
    const revealed = await trails.count();
    expect(revealed).toBeLessThanOrEqual(all);
    if (revealed < all) fewer++;
  }
  expect(fewer).toBeGreaterThan(0);
});

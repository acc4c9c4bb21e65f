import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Page } from '@playwright/test';
import { chapterDrawn, expect, inBlankPage, test } from './fixtures';
import { loadChapters } from './chapterData';
import { expectedDeck } from './deckData';
import { expectedCounter } from './stepData';

const chapters = loadChapters();
const storyOrder = (id: string) =>
  [...chapters.find((c) => c.id === id)!.events].sort(
    (a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder,
  );
const singleFile = pathToFileURL(resolve('dist/battle-chronicle.html')).href;

async function counter(page: Page): Promise<string> {
  return (await page.locator('.presentation .counter').textContent())!.replace(/\s+/g, ' ').trim();
}

test('P presents from the title slide; clicker keys walk the slides; B blanks; Esc leaves', async ({
  page,
}) => {
  const deck = expectedDeck('yanjing');
  const steps = storyOrder('yanjing');
  await page.goto('./#/yanjing');
  await chapterDrawn(page);
  await page.keyboard.press('p');
  await expect(page.locator('.presentation')).toBeVisible();
  // With no event selected, the deck opens on its title slide.
  await expect(page).toHaveURL(/#\/yanjing\?mode=present$/);
  await expect(page.locator('.presentation [data-slide="title"]')).toBeVisible();
  for (let i = 0; deck[i]!.key !== steps[0]!.id; i++) await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(new RegExp(`#/yanjing/${steps[0]!.id}\\?mode=present$`));
  expect(await counter(page)).toBe(expectedCounter('yanjing', steps[0]!.id));
  let at = deck.findIndex((s) => s.key === steps[0]!.id);
  for (const [key, delta] of [
    ['ArrowRight', 1],
    [' ', 1],
    ['PageDown', 1],
    ['ArrowLeft', -1],
    ['PageUp', -1],
    ['End', deck.length],
    ['Home', -deck.length],
  ] as const) {
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    at = Math.min(deck.length - 1, Math.max(0, at + delta));
    const slide = deck[at]!;
    if (slide.kind === 'step') {
      await expect(page).toHaveURL(new RegExp(`/${slide.key}\\?mode=present$`));
      await expect(page.locator(`.passage-card[data-event-id="${slide.key}"]`)).toBeVisible();
    } else {
      await expect(page.locator(`.presentation [data-slide="${slide.kind}"]`)).toHaveAttribute(
        'data-slide-key',
        slide.key,
      );
    }
  }
  await page.keyboard.press('b');
  await expect(page.locator('.blank')).toBeVisible();
  await page.keyboard.press('b');
  await expect(page.locator('.blank')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.presentation')).toHaveCount(0);
  await expect(page.locator('[data-view="timeline"]')).toBeVisible();
  expect(page.url()).not.toContain('mode=present');
});

test('P with an event selected presents from its step', async ({ page }) => {
  const steps = storyOrder('yanjing');
  await page.goto(`./#/yanjing/${steps[4]!.id}`);
  await chapterDrawn(page);
  await page.keyboard.press('p');
  await expect(page).toHaveURL(new RegExp(`#/yanjing/${steps[4]!.id}\\?mode=present$`));
  await expect(page.locator(`.passage-card[data-event-id="${steps[4]!.id}"]`)).toBeVisible();
});

test('a deep link starts the presentation at its step, and the URL follows each step', async ({ page }) => {
  const steps = storyOrder('miyun');
  const at = 9;
  await page.goto(`./#/miyun/${steps[at]!.id}?mode=present`);
  await expect(page.locator(`.passage-card[data-event-id="${steps[at]!.id}"]`)).toBeVisible();
  expect(await counter(page)).toBe(expectedCounter('miyun', steps[at]!.id));
  await expect(page.locator(`.strip [data-event-id="${steps[at]!.id}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`#/miyun/${steps[at + 1]!.id}\\?mode=present$`));
});

for (const size of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test(`a step at ${size.width}×${size.height}: passage large, nothing cut or overlapping`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const steps = storyOrder('beijing');
    const step = steps.find((e) => e.quote.length > 30) ?? steps[5]!;
    await page.goto(`./#/beijing/${step.id}?mode=present`);
    const quote = page.locator('.passage-card blockquote');
    await expect(quote).toHaveText(step.quote);
    const fontSize = await quote.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(size.width >= 1920 ? 32 : 24);
    const boxes = await page.evaluate(() =>
      ['header', '.stage-diagram', '.passage-card', '.strip'].map((s) => {
        const r = document.querySelector(`.presentation ${s}`)!.getBoundingClientRect();
        return { s, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      }),
    );
    for (const b of boxes) {
      expect(b.top).toBeGreaterThanOrEqual(0);
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.bottom).toBeLessThanOrEqual(size.height);
      expect(b.right).toBeLessThanOrEqual(size.width);
    }
    const [header, diagram, card, strip] = boxes;
    expect(header!.bottom).toBeLessThanOrEqual(diagram!.top);
    expect(diagram!.right).toBeLessThanOrEqual(card!.left);
    expect(Math.max(diagram!.bottom, card!.bottom)).toBeLessThanOrEqual(strip!.top + 1);
    // The passage card shows its whole content without scrolling.
    const overflow = await page.locator('.passage-card').evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `tests/screenshots/present-beijing-${size.width}x${size.height}.png` });
  });
}

test('movement respects prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const moving = chapters[0]!.events.find((e) => e.placeIds.length > 0)!;
  const withMove = JSON.parse(readFileSync('data/yanjing/events.json', 'utf8')).events.find(
    (e: { movements: unknown[] }) => e.movements.length > 0,
  );
  await page.goto(`./#/yanjing/${withMove?.id ?? moving.id}?mode=present`);
  const arrow = page.locator('.movement').first();
  await expect(arrow).toBeVisible();
  const duration = await arrow.evaluate((el) => getComputedStyle(el).animationDuration);
  expect(parseFloat(duration)).toBe(0);
});

test('the timeline and the diagram export as valid SVG and as PNG with CJK text drawn', async ({ page }) => {
  await page.goto(`./#/yanjing/${storyOrder('yanjing')[4]!.id}`);
  for (const view of ['timeline', 'diagram']) {
    const [svgDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`[data-action="export-${view}-svg"]`).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toBe(`yanjing-${view}.svg`);
    const svg = readFileSync((await svgDownload.path())!, 'utf8');
    const parsed = await inBlankPage(
      page,
      (text: string) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return {
          error: doc.querySelector('parsererror') !== null,
          root: doc.documentElement.tagName,
          text: doc.documentElement.textContent,
        };
      },
      svg,
    );
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('svg');
    expect(parsed.text).toMatch(/[\u4e00-\u9fff]/);
    // Both stand alone: a key and the source credit go with the picture.
    expect(parsed.text).toContain('Source: ');
    if (view === 'diagram') {
      expect(parsed.text).toContain('Held by');
      // The forces and their trails go with the picture.
      expect(svg).toMatch(/data-force-id="/);
    }

    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`[data-action="export-${view}-png"]`).click(),
    ]);
    await pngDownload.saveAs(`tests/screenshots/export-yanjing-${view}.png`);
    const png = readFileSync((await pngDownload.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const box = (await page
      .locator(`svg[data-view="${view}"], [data-view="${view}"] svg`)
      .first()
      .boundingBox())!;
    // The map is exported as drawn; the timeline lays itself out for its own width, at least 1,600 px, so that its
    // titles stand whole (timeline/exportScene.ts).
    if (view === 'diagram') expect(width).toBe(Math.round(Math.round(box.width) * 2));
    else expect(width).toBe(Math.max(1600, Math.round(box.width)) * 2);
    // Each export adds a title above the view and its key, caption and source credit below it.
    expect(height).toBeGreaterThan(Math.round(box.height) * 2);
    const colours = await page.evaluate(async (b64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 37)
        seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    }, png.toString('base64'));
    expect(colours).toBeGreaterThan(8);
  }
});

test('the handout prints on A4: the diagram, then every event with titles, summary and quote', async ({
  page,
}) => {
  const chapter = chapters[1]!;
  await page.goto(`./#/${chapter.id}?mode=handout`);
  await expect(page.locator('[data-view="handout"] [data-view="diagram"]').first()).toBeVisible();
  const items = page.locator('[data-view="handout"] li[data-event-id]');
  await expect(items).toHaveCount(chapter.events.length);
  for (const event of chapter.events.slice(0, 5)) {
    await expect(page.locator(`[data-view="handout"] li[data-event-id="${event.id}"] blockquote`)).toHaveText(
      event.quote,
    );
  }
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBeGreaterThan(2);
});

test('the single HTML file runs from disk: explore, then present every chapter from first step to last', async ({
  browser,
}) => {
  const context = await browser.newContext({ offline: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${singleFile}#/`);
  for (const chapter of chapters)
    await expect(page.locator(`[data-chapter-id="${chapter.id}"]`)).toBeVisible();
  for (const chapter of chapters) {
    const steps = storyOrder(chapter.id);
    await page.goto(`${singleFile}#/${chapter.id}/${steps[0]!.id}?mode=present`);
    await expect(page.locator('.presentation')).toBeVisible();
    // The clicker walks the phase dividers between the steps too.
    const deck = expectedDeck(chapter.id);
    const slides =
      deck.findIndex((s) => s.key === steps.at(-1)!.id) - deck.findIndex((s) => s.key === steps[0]!.id);
    for (let i = 0; i < slides; i++) await page.keyboard.press('ArrowRight');
    await expect(page.locator(`.passage-card[data-event-id="${steps[steps.length - 1]!.id}"]`)).toBeVisible();
    expect(await counter(page)).toBe(expectedCounter(chapter.id, steps.at(-1)!.id));
  }
  await page.goto(`${singleFile}#/miyun`);
  await page.locator('[data-view="timeline"] [data-event-id]').nth(2).click();
  await expect(page.locator('[data-view="reader"] .passage.selected').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the replay plays from the single file opened from disk', async ({ browser }) => {
  const context = await browser.newContext({ offline: true });
  const page = await context.newPage();
  await page.clock.install();
  const steps = storyOrder('miyun');
  await page.goto(`${singleFile}#/miyun/${steps[0]!.id}?mode=present`);
  await expect(page.locator('.presentation')).toBeVisible();
  await page.keyboard.press('k');
  await page.clock.runFor(3100);
  await expect(page.locator(`.passage-card[data-event-id="${steps[1]!.id}"]`)).toBeVisible();
  expect(page.url()).toContain(`#/miyun/${steps[1]!.id}`);
  await context.close();
});

/** What a step slide measures: the map's share of the slide, the lists' and banners' sizes, the ink toolbar. */
async function measureStepSlide(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const q = (s: string) => document.querySelector(`.presentation ${s}`);
    const union = (boxes: ReturnType<typeof box>[]) => ({
      left: Math.min(...boxes.map((b) => b.left)),
      top: Math.min(...boxes.map((b) => b.top)),
      right: Math.max(...boxes.map((b) => b.right)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    });
    const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const lists = [
      ...document.querySelectorAll('.presentation .step-slide :is(.facts, .forces) :is(h3, li)'),
    ];
    const banners = [...document.querySelectorAll('.presentation [data-view="diagram"] text.banner')].map(
      (t) => {
        const m = (t as SVGGraphicsElement).getScreenCTM()!;
        return parseFloat(t.getAttribute('font-size')!) * Math.hypot(m.a, m.b);
      },
    );
    const cut = [
      ...document.querySelectorAll('.presentation .step-slide :is(.passage-card, .changes, .forces)'),
    ]
      .filter((el) => el.scrollHeight - el.clientHeight > 1)
      .map((el) => el.className);
    return {
      slide: box(q('[data-slide]')),
      map: box(q('.stage-diagram')),
      tools: box(q('[data-ink-layer] [role="toolbar"]')),
      strip: box(q('.strip')),
      // The key is its lists together (the marks, then walls, streets, far places and forces).
      legend: union([...document.querySelectorAll('.presentation .stage-diagram .legend')].map(box)),
      passage: box(q('.passage-card')),
      listPx: Math.min(...lists.map(px)),
      lists: lists.length,
      banners,
      cut,
      rows: [...document.querySelectorAll('.presentation .step-slide > .forces [data-force-row]')].map(
        (li) => ({
          id: li.getAttribute('data-force-row')!,
          involved: li.getAttribute('data-involved') === 'true',
        }),
      ),
    };
  });
}

type Box = { left: number; top: number; right: number; bottom: number };
const meets = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const size of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`step slides at ${size.width}×${size.height} are made for the map: ≥ 60 % wide, lists large, the ink toolbar clear`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const chapter of chapters) {
      const steps = storyOrder(chapter.id);
      const picks = [...new Set([0, 3, Math.floor(steps.length / 2), steps.length - 1])];
      for (const i of picks) {
        const event = steps[i]!;
        await page.goto(`./#/${chapter.id}/${event.id}?mode=present`);
        await expect(page.locator(`.passage-card[data-event-id="${event.id}"]`)).toBeVisible();
        await page.waitForTimeout(300);
        const m = await measureStepSlide(page);
        const where = `${chapter.id}/${event.id}`;
        expect((m.map.right - m.map.left) / (m.slide.right - m.slide.left), where).toBeGreaterThanOrEqual(
          0.6,
        );
        expect(m.lists, where).toBeGreaterThan(2);
        if (size.width === 1920) {
          expect(m.listPx, where).toBeGreaterThanOrEqual(24);
          expect(m.banners.length, where).toBeGreaterThan(0);
          expect(Math.min(...m.banners), where).toBeGreaterThanOrEqual(24);
        }
        for (const [name, other] of [
          ['strip', m.strip],
          ['key', m.legend],
          ['passage', m.passage],
        ] as const)
          expect(meets(m.tools, other), `${where}: the ink toolbar covers the ${name}`).toBe(false);
        expect(m.cut, where).toEqual([]);
        // The forces the step moves or changes lead the list.
        const involved = new Set([
          ...event.movements.flatMap((mv) => mv.who),
          ...event.forceChanges.map((c) => c.force),
        ]);
        const known = m.rows.filter((r) => chapter.forces.some((f) => f.id === r.id));
        expect(
          m.rows.map((r) => r.involved),
          where,
        ).toEqual(m.rows.map((r) => involved.has(r.id)));
        const firstOther = m.rows.findIndex((r) => !r.involved);
        if (firstOther >= 0)
          expect(
            m.rows.slice(firstOther).some((r) => r.involved),
            where,
          ).toBe(false);
        expect(known.length, where).toBe(chapter.forces.length);
        await page.screenshot({
          path: `tests/screenshots/step-slide-${chapter.id}-${size.width}-${String(i).padStart(2, '0')}.png`,
        });
      }
      // The maps of the title and the overview keep their keys clear of the toolbar too.
      for (const slide of ['title', 'overview']) {
        await page.goto(`./#/${chapter.id}?mode=present&slide=${slide}`);
        await expect(page.locator(`.presentation [data-slide="${slide}"] .legend`).first()).toBeVisible();
        const toolbar = (await page
          .locator('.presentation [data-ink-layer] [role="toolbar"]')
          .boundingBox())!;
        const tools = {
          left: toolbar.x,
          top: toolbar.y,
          right: toolbar.x + toolbar.width,
          bottom: toolbar.y + toolbar.height,
        };
        const lists = await page.locator(`.presentation [data-slide="${slide}"] .legend`).evaluateAll((els) =>
          els
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0)
            .map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })),
        );
        for (const legend of lists)
          expect(meets(tools, legend), `${chapter.id} ${slide}: the ink toolbar covers the key`).toBe(false);
      }
    }
  });
}

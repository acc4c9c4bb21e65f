import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, inBlankPage, test } from './fixtures';
import { loadChapters, type TestChapter } from './chapterData';

const chapters = loadChapters();
const plot = 'svg[data-view="timeline"]';
const LANES = ['faction', 'commander', 'type'] as const;
const ORDERS = ['story', 'text'] as const;
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

interface Rect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}
interface Snapshot {
  frame: Rect;
  axis: Rect;
  labels: { id: string; box: Rect; text: string }[];
  marks: { id: string; box: Rect }[];
  lanes: { key: string; box: Rect }[];
  selected: string | null;
}

/** Boxes meeting by more than half a pixel (rounding of fonts and transforms aside). */
const meet = (a: Rect, b: Rect) =>
  a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5;
const within = (a: Rect, frame: Rect) =>
  a.x0 >= frame.x0 - 0.5 && a.x1 <= frame.x1 + 0.5 && a.y0 >= frame.y0 - 0.5 && a.y1 <= frame.y1 + 0.5;

async function snapshot(page: Page): Promise<Snapshot> {
  return page.locator(plot).evaluate((svg) => {
    const rect = (el: Element) => {
      const b = el.getBoundingClientRect();
      return { x0: b.left, x1: b.right, y0: b.top, y1: b.bottom };
    };
    const all = (selector: string, attribute: string) =>
      [...svg.querySelectorAll(selector)].map((el) => ({ id: el.getAttribute(attribute)!, box: rect(el) }));
    return {
      frame: rect(svg.querySelector('[data-timeline-frame]')!),
      axis: rect(svg.querySelector('.axis')!),
      labels: all('[data-timeline-label]', 'data-timeline-label').map((l, i) => ({
        ...l,
        text: svg.querySelectorAll('[data-timeline-label]')[i]!.textContent ?? '',
      })),
      marks: all('.marks [data-event-id]', 'data-event-id'),
      lanes: all('[data-lane]', 'data-lane').map(({ id, box }) => ({ key: id, box })),
      selected: svg.querySelector('[aria-current="true"]')?.getAttribute('data-event-id') ?? null,
    };
  });
}

/** After a hash change: the selection rendered, the reveal zoom and lane scroll done, two frames painted. */
async function show(page: Page, hash: string, selected: string | null) {
  await page.evaluate((h) => (location.hash = h), hash);
  if (selected)
    await expect(page.locator(`${plot} [aria-current="true"]`)).toHaveAttribute('data-event-id', selected);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/** Every overlap, escape and miss in one list, so a failure names them all at once. */
function problems(s: Snapshot, selected: string | null): string[] {
  const out: string[] = [];
  for (const [i, a] of s.labels.entries()) {
    if (!within(a.box, s.frame)) out.push(`label ${a.id} leaves the frame`);
    // The test contract: a title is drawn whole or not at all.
    if (a.text.trim().endsWith('…')) out.push(`label ${a.id} is cut: ${a.text}`);
    for (const b of s.labels.slice(i + 1))
      if (meet(a.box, b.box)) out.push(`labels ${a.id} and ${b.id} overlap`);
    for (const m of s.marks) if (meet(a.box, m.box)) out.push(`label ${a.id} covers mark ${m.id}`);
  }
  for (const lane of s.lanes) {
    if (lane.box.y0 < s.frame.y0 - 0.5 || lane.box.y1 > s.frame.y1 + 0.5)
      out.push(`lane ${lane.key} outside`);
    if (meet(lane.box, s.axis)) out.push(`the axis covers lane ${lane.key}`);
  }
  if (selected) {
    const mark = s.marks.find((m) => m.id === selected);
    if (!mark || s.selected !== selected) out.push(`selected ${selected} not drawn`);
    else {
      const x = (mark.box.x0 + mark.box.x1) / 2;
      const y = (mark.box.y0 + mark.box.y1) / 2;
      if (!within({ x0: x, x1: x, y0: y, y1: y }, s.frame)) out.push(`selected ${selected} out of view`);
    }
    if (!s.labels.some((l) => l.id === selected)) out.push(`selected ${selected} has no label`);
  }
  return out;
}

function check(s: Snapshot, where: string, selected: string | null) {
  expect(problems(s, selected), where).toEqual([]);
}

/** The lane keys a mode gives, from the records (never hard-coded: the data may change). */
function laneKeys(chapter: TestChapter, mode: (typeof LANES)[number]): Set<string> {
  const records = JSON.parse(readFileSync(`data/${chapter.id}/events.json`, 'utf8')).events as {
    type: string;
    factions: string[];
    actors: string[];
  }[];
  return new Set(
    records.map((r) => (mode === 'type' ? r.type : mode === 'faction' ? r.factions[0] : r.actors[0]) ?? '—'),
  );
}

/** Scrolls the lane window from top to bottom and collects every lane it shows. */
async function reachableLanes(page: Page): Promise<Set<string>> {
  const scroller = page.locator('.lane-scroll');
  if ((await scroller.count()) === 0) return new Set((await snapshot(page)).lanes.map((l) => l.key));
  const seen = new Set<string>();
  // From the top (a selection may have scrolled it), half a window at a time, to the bottom.
  for (let top = 0; ;) {
    const end = await scroller.evaluate((el, y) => {
      el.scrollTop = y;
      el.dispatchEvent(new Event('scroll')); // at once, not at the next frame
      return el.scrollTop + el.clientHeight >= el.scrollHeight - 1 ? -1 : el.clientHeight / 2;
    }, top);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    for (const lane of (await snapshot(page)).lanes) seen.add(lane.key);
    if (end < 0) break;
    top += end;
  }
  return seen;
}

for (const chapter of chapters) {
  test(`${chapter.id}: no timeline label meets another label or a mark or leaves the frame, in every lane mode and order`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`./#/${chapter.id}`);
    await expect(page.locator(plot)).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const order of ORDERS) {
        const sorted = [...chapter.events].sort((a, b) =>
          order === 'story'
            ? a.storyOrder - b.storyOrder || a.textOrder - b.textOrder
            : a.textOrder - b.textOrder,
        );
        const n = sorted.length;
        // None, both edges, and a few between.
        const picks = [
          null,
          sorted[0]!,
          sorted[n - 1]!,
          sorted[Math.floor(n / 2)]!,
          sorted[Math.floor(n / 4)]!,
          sorted[n - 2]!,
        ];
        for (const lanes of LANES) {
          for (const pick of picks) {
            const id = pick?.id ?? null;
            const hash = `#/${chapter.id}${id ? `/${id}` : ''}?order=${order}&lanes=${lanes}`;
            await show(page, hash, id);
            check(await snapshot(page), `${viewport.width}px ${hash}`, id);
          }
          await show(page, `#/${chapter.id}?order=${order}&lanes=${lanes}`, null);
          expect(await reachableLanes(page), `${chapter.id} ${lanes}: every lane reachable`).toEqual(
            laneKeys(chapter, lanes),
          );
        }
      }
    }
  });

  test(`${chapter.id}: the timeline at 1366×768 in every lane mode, screenshots`, async ({ page }) => {
    const middle = [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder)[
      Math.floor(chapter.events.length / 2)
    ]!;
    await page.goto(`./#/${chapter.id}/${middle.id}`);
    for (const locale of ['en', 'zh-Hant'] as const) {
      await page.locator('[data-control="locale"]').selectOption(locale);
      for (const lanes of LANES) {
        await show(page, `#/${chapter.id}/${middle.id}?lanes=${lanes}`, middle.id);
        check(await snapshot(page), `${locale} ${lanes}`, middle.id);
        await page.screenshot({
          path: `tests/screenshots/timeline-${chapter.id}-${lanes}-${locale}-1366x768.png`,
        });
      }
    }
    await page.locator('[data-control="locale"]').selectOption('en');
  });
}

test('a search with no result says so in words, in every language, with no empty plot', async ({ page }) => {
  await page.goto(`./#/${chapters[0]!.id}?q=${encodeURIComponent('zzzz-no-such-thing')}`);
  const empty = page.locator('[data-view="timeline"][role="status"]');
  for (const [locale, words] of [
    ['en', 'No event matches'],
    ['zh-Hans', '没有符合'],
    ['zh-Hant', '沒有符合'],
  ] as const) {
    await page.locator('[data-control="locale"]').selectOption(locale);
    await expect(empty).toContainText(words);
  }
  await expect(page.locator('.timeline-figure .axis')).toHaveCount(0);
  await page.locator('[data-control="locale"]').selectOption('en');
});

test('at 1280 px the toolbar keeps to one line and the filter panel stays inside the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`./#/${chapters[0]!.id}`);
  const tops = await page.locator('.toolbar > *').evaluateAll((els) =>
    els
      .map((e) => e.getBoundingClientRect())
      .filter((b) => b.width > 0)
      .map((b) => b.top + b.height / 2),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(12);
  await page.locator('.filters summary').click();
  const panel = (await page.locator('.filters .panel').boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: 'tests/screenshots/timeline-toolbar-filters-1280x720.png' });
});

test('above the canvas threshold the SVG and PNG exports still hold every mark, and pointing works on the canvas', async ({
  page,
}) => {
  await page.goto('./?bench=300#/bench-300');
  await page.waitForFunction(() => (window as unknown as { __benchReady?: boolean }).__benchReady === true);
  await expect(page.locator('.timeline-figure canvas')).toHaveCount(1);
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-timeline-svg"]').click(),
  ]);
  const svg = readFileSync((await svgDownload.path())!, 'utf8');
  const parsed = await inBlankPage(
    page,
    (text: string) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const marks = [...doc.querySelectorAll('[data-event-id]')];
      return {
        error: doc.querySelector('parsererror') !== null,
        ids: new Set(marks.map((m) => m.getAttribute('data-event-id'))).size,
        count: marks.length,
        fills: [...new Set(marks.map((m) => m.querySelector('path')?.getAttribute('fill') ?? ''))],
        width: Number(doc.documentElement.getAttribute('width')),
        height: Number(doc.documentElement.getAttribute('height')),
      };
    },
    svg,
  );
  expect(parsed.error).toBe(false);
  expect(parsed.count).toBe(300);
  expect(parsed.ids).toBe(300);
  // The offscreen copy is gone once the file is written.
  await expect(page.locator('.export-host svg')).toHaveCount(0);

  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-timeline-png"]').click(),
  ]);
  await pngDownload.saveAs('tests/screenshots/export-bench300-timeline.png');
  const png = readFileSync((await pngDownload.path())!);
  expect(png.readUInt32BE(16)).toBe(parsed.width * 2);
  expect(png.readUInt32BE(20)).toBe(parsed.height * 2);
  // The marks are drawn: count the pixels in the factions' colours (anti-aliased edges aside).
  const painted = await page.evaluate(
    async ({ b64, fills }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const wanted = new Set(
        fills.map((hex) => parseInt(hex.slice(1), 16)).filter((n) => Number.isFinite(n)),
      );
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (wanted.has((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!)) count++;
      return count;
    },
    { b64: png.toString('base64'), fills: parsed.fills },
  );
  expect(parsed.fills.length).toBeGreaterThan(0);
  expect(painted).toBeGreaterThan(300 * 20);

  // Hover, tooltip and click on canvas marks: sweep a lane's middle until the nearest-mark search finds one.
  const lane = (await page.locator('[data-lane]').first().boundingBox())!;
  let found = false;
  for (let x = lane.x + 120; x < lane.x + lane.width - 20 && !found; x += 4) {
    await page.mouse.move(x, lane.y + lane.height / 2);
    found = await page.locator('.tooltip').isVisible();
  }
  expect(found).toBe(true);
  const url = page.url();
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).not.toHaveURL(url);
  await expect(page.locator('[data-view="timeline"] .marks [aria-current="true"]')).toHaveCount(1);
});

test('every phase band is focusable and names its whole phase, however short its visible text', async ({
  page,
}) => {
  for (const chapter of chapters) {
    const phases = JSON.parse(readFileSync(`data/${chapter.id}/chapter.json`, 'utf8')).phases as {
      id: string;
      en: string;
    }[];
    await page.goto(`./#/${chapter.id}`);
    const bands = page.locator(`${plot} [data-phase]`);
    // A hash change to another chapter loads it after goto returns: wait for its bands.
    await expect(bands.first()).toBeAttached();
    expect(await bands.count()).toBeGreaterThan(0);
    for (const band of await bands.all()) {
      const id = await band.getAttribute('data-phase');
      const phase = phases.find((p) => p.id === id)!;
      await expect(band).toHaveAttribute('tabindex', '0');
      await expect(band).toHaveAccessibleName(new RegExp(phase.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const shown = (await band.locator('text').textContent()) ?? '';
      // Whole, or a prefix cut at a character with an ellipsis: never cut mid-way without one.
      expect(
        shown === '' || shown.endsWith('…') || (await band.locator('title').textContent())!.includes(shown),
      ).toBe(true);
    }
    await bands.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.overview .selection')).toBeVisible();
  }
});

/**
 * The second chapter opened on its first event in story order, zoomed in four steps around its mark (+ on the
 * focused mark), so that the last event is off screen.
 */
async function zoomedOnFirst(page: Page) {
  const chapter = chapters[1]!;
  const story = [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder);
  const first = story[0]!.id;
  const last = story[story.length - 1]!.id;
  await page.goto(`./#/${chapter.id}/${first}`);
  const mark = (id: string) => page.locator(`${plot} .marks [data-event-id="${id}"]`);
  await expect(mark(first)).toHaveAttribute('aria-current', 'true');
  await mark(first).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('+');
  await expect(mark(last)).toHaveCount(0);
  return { story, mark, first, last };
}

test('zoomed in, stepping to an event off screen brings it into view through d3-zoom, which stays in step', async ({
  page,
}) => {
  const { story, mark, last } = await zoomedOnFirst(page);
  await page.keyboard.press('End');
  await expect(mark(last)).toHaveAttribute('aria-current', 'true');
  const s = await snapshot(page);
  expect(problems(s, last)).toEqual([]);
  // A small wheel step now zooms from the transform shown: had d3 kept a stale one, the marks would jump.
  const before = (await mark(last).boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.wheel(0, -5);
  await page.waitForTimeout(200);
  const after = (await mark(last).boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(4);
  await mark(last).focus();
  await page.keyboard.press('0');
  await expect(mark(story[0]!.id)).toHaveCount(1);
});

test('zoomed in, the timeline comes back from the storylines as it was left, and the wheel zooms on from there', async ({
  page,
}) => {
  const { mark, first, last } = await zoomedOnFirst(page);
  // Centres: the focused mark's ring makes its box bigger than after the switch, which leaves nothing focused.
  const centre = async (id: string) => {
    const box = (await mark(id).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const zoomed = await centre(first);

  await page.locator('[data-chart="storylines"]').click();
  await expect(page.locator('[data-view="storylines"]')).toBeVisible();
  await page.locator('[data-chart="timeline"]').click();
  // The same range as before: the chart's controller (and its zoom) was kept while the storylines were shown.
  await expect(mark(first)).toBeVisible();
  await expect(mark(last)).toHaveCount(0);
  const back = await centre(first);
  expect(Math.abs(back.x - zoomed.x)).toBeLessThan(1);
  // d3-zoom on the new element starts from the transform shown: a small wheel step does not jump to the whole.
  await page.mouse.move(back.x, back.y);
  await page.mouse.wheel(0, -5);
  await page.waitForTimeout(200);
  expect(Math.abs((await centre(first)).x - back.x)).toBeLessThan(4);
  await expect(mark(last)).toHaveCount(0);
});

/**
 * Issue 25: every drawn timeline title is its event's whole title or absent, inside its mark's lane and off every
 * duration bar — on screen at 1366×768 in every chapter and UI language, in the exported SVG, and for the phase
 * names of the printed handout; the storylines draw every row and every force name whole inside their panel's
 * scrollable area.
 */
import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';

const chapters = loadChapters();
const LOCALES = ['en', 'zh-Hans', 'zh-Hant'] as const;
const plot = 'svg[data-view="timeline"]';

interface Rect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}
interface Drawn {
  labels: { id: string; text: string; box: Rect }[];
  marks: { id: string; title: string | null; box: Rect }[];
  lanes: Rect[];
  bars: Rect[];
  bands: { shown: string; title: string }[];
}

const meet = (a: Rect, b: Rect) =>
  a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5;

/** Runs in the page: the drawn labels, marks (with their titles), lanes, duration bars and phase names. */
function readTimeline(svg: Element): Drawn {
  const rect = (el: Element) => {
    const b = el.getBoundingClientRect();
    return { x0: b.left, x1: b.right, y0: b.top, y1: b.bottom };
  };
  // A mark's accessible name is "<step>: <title> (<kind>)".
  const titleOf = (el: Element) =>
    /^.*?: (.*) \([^()]*\)$/.exec(el.getAttribute('aria-label') ?? '')?.[1] ?? null;
  return {
    labels: [...svg.querySelectorAll('[data-timeline-label]')].map((el) => ({
      id: el.getAttribute('data-timeline-label')!,
      text: el.textContent ?? '',
      box: rect(el),
    })),
    // By attributes, not classes: the exported file has no classes.
    marks: [...svg.querySelectorAll('[data-event-id][aria-label]')].map((el) => ({
      id: el.getAttribute('data-event-id')!,
      title: titleOf(el),
      box: rect(el),
    })),
    lanes: [...svg.querySelectorAll('rect[data-lane]')].map(rect),
    bars: [...svg.querySelectorAll('[data-bar]')].map(rect),
    bands: [...svg.querySelectorAll('[data-phase]')].map((band) => ({
      shown: band.querySelector('text')?.textContent ?? '',
      title: band.querySelector('title')?.textContent ?? '',
    })),
  };
}

/** Every label that is not its whole title, leaves its lane or meets a bar, in one list. */
function problems(drawn: Drawn, selected: string | null): string[] {
  const out: string[] = [];
  const marks = new Map(drawn.marks.map((m) => [m.id, m]));
  for (const label of drawn.labels) {
    const mark = marks.get(label.id);
    if (!mark?.title) {
      out.push(`label ${label.id} has no mark`);
      continue;
    }
    if (label.text !== mark.title)
      out.push(`label ${label.id} reads "${label.text}", its title "${mark.title}"`);
    // The selected title is always drawn whole: where its lane has no clear room it may leave the lane (with a
    // leader line), and where the plot has none it may lie over a bar (the unit tests pin that order).
    if (label.id === selected) continue;
    const cy = (mark.box.y0 + mark.box.y1) / 2;
    const lane = drawn.lanes.find((l) => l.y0 <= cy && cy <= l.y1);
    if (!lane || label.box.y0 < lane.y0 - 1 || label.box.y1 > lane.y1 + 1)
      out.push(`label ${label.id} leaves its lane`);
    for (const bar of drawn.bars) if (meet(label.box, bar)) out.push(`a bar crosses label ${label.id}`);
  }
  if (selected && !drawn.labels.some((l) => l.id === selected)) out.push(`selected ${selected} has no title`);
  for (const band of drawn.bands)
    if (band.shown !== '' && !band.title.includes(band.shown)) out.push(`phase name cut: ${band.shown}`);
  return out;
}

async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

async function setLocale(page: Page, locale: string) {
  await page.locator('[data-control="locale"]').selectOption(locale);
  await settle(page);
}

for (const chapter of chapters) {
  test(`${chapter.id}: at 1366×768 each drawn timeline title is whole, in its lane and off the bars, in every language`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`./#/${chapter.id}`);
    await expect(page.locator(plot)).toBeVisible();
    const sorted = [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder);
    const picks = [null, sorted[0]!, sorted[Math.floor(sorted.length / 2)]!, sorted.at(-1)!];
    for (const locale of LOCALES) {
      await setLocale(page, locale);
      let shown = 0;
      for (const pick of picks) {
        const id = pick?.id ?? null;
        await page.evaluate((h) => (location.hash = h), `#/${chapter.id}${id ? `/${id}` : ''}`);
        if (id)
          await expect(page.locator(`${plot} [aria-current="true"]`)).toHaveAttribute('data-event-id', id);
        await settle(page);
        const drawn = await page.locator(plot).evaluate(readTimeline);
        shown += drawn.labels.length;
        expect(problems(drawn, id), `${locale} ${id ?? 'no selection'}`).toEqual([]);
      }
      expect(shown, `${locale}: some titles are drawn`).toBeGreaterThan(picks.length);
    }
    await setLocale(page, 'en');
  });
}

/** Opens a downloaded SVG in a blank page (no app policy there) and reads its timeline. */
async function readExport(page: Page, path: string): Promise<Drawn> {
  const blank = await page.context().newPage();
  try {
    await blank.setContent(readFileSync(path, 'utf8'));
    return await blank.locator('svg').first().evaluate(readTimeline);
  } finally {
    await blank.close();
  }
}

test('the exported timeline lays out its own width: each title whole or absent, in its lane, off the bars', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const chapter of chapters) {
    await page.goto(`./#/${chapter.id}`);
    await expect(page.locator(plot)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-action="export-timeline-svg"]').click(),
    ]);
    const path = test.info().outputPath(`${chapter.id}.svg`);
    await download.saveAs(path);
    const drawn = await readExport(page, path);
    expect(problems(drawn, null), chapter.id).toEqual([]);
    const onScreen = (await page.locator(plot).evaluate(readTimeline)).labels.length;
    // The export's own width and taller lanes hold at least the titles the screen has room for.
    expect(drawn.labels.length, chapter.id).toBeGreaterThanOrEqual(onScreen);
  }
});

test('the printed handout names every phase whole on its timeline figure, no name over another', async ({
  page,
}) => {
  for (const chapter of chapters) {
    const phases = JSON.parse(readFileSync(`data/${chapter.id}/chapter.json`, 'utf8')).phases as {
      id: string;
      name: string;
      en: string;
    }[];
    for (const locale of LOCALES) {
      await page.goto(`./#/${chapter.id}`);
      await setLocale(page, locale);
      await page.goto(`./#/${chapter.id}?mode=handout`);
      await page.emulateMedia({ media: 'print' });
      const figure = page.locator('[data-figure="timeline"] svg');
      await expect(figure).toBeVisible();
      const names = await figure.evaluate((svg) => {
        const rect = (el: Element) => {
          const b = el.getBoundingClientRect();
          return { x0: b.left, x1: b.right, y0: b.top, y1: b.bottom };
        };
        return {
          frame: rect(svg),
          names: [...svg.querySelectorAll('text[data-phase]')].map((t) => ({
            id: t.getAttribute('data-phase')!,
            text: t.textContent ?? '',
            box: rect(t),
          })),
        };
      });
      const where = `${chapter.id} ${locale}`;
      expect(names.names.length, where).toBeGreaterThan(0);
      for (const [i, name] of names.names.entries()) {
        const phase = phases.find((p) => p.id === name.id)!;
        // The Chinese name is shown in the chosen script: as many characters, never cut.
        if (locale === 'en') expect(name.text, where).toBe(phase.en);
        else
          expect(Array.from(name.text).length, `${where} ${name.text}`).toBe(Array.from(phase.name).length);
        expect(name.box.x0, where).toBeGreaterThanOrEqual(names.frame.x0 - 0.5);
        expect(name.box.x1, `${where} ${name.text}`).toBeLessThanOrEqual(names.frame.x1 + 0.5);
        for (const other of names.names.slice(i + 1))
          expect(meet(name.box, other.box), `${where}: ${name.text} meets ${other.text}`).toBe(false);
      }
      await page.emulateMedia({ media: 'screen' });
    }
  }
});

/** Each row name and force name of the storylines: its text, its whole name, where it is in the scroll's content. */
async function readStorylines(scroll: Locator) {
  return scroll.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const panel = el.closest('section')!.getBoundingClientRect();
    const inContent = (t: Element) => {
      const b = t.getBoundingClientRect();
      return {
        x0: b.left - box.left + el.scrollLeft,
        x1: b.right - box.left + el.scrollLeft,
        y0: b.top - box.top + el.scrollTop,
        y1: b.bottom - box.top + el.scrollTop,
      };
    };
    return {
      // The scroller itself inside its panel (whose overflow is hidden): nothing cut below or beside it.
      scroller: { x0: box.left, x1: box.right, y0: box.top, y1: box.bottom },
      panel: { x0: panel.left, x1: panel.right, y0: panel.top, y1: panel.bottom },
      content: { width: el.scrollWidth, height: el.scrollHeight },
      names: [...el.querySelectorAll('svg text:has(title)')].map((t) => ({
        text: t.firstChild?.textContent ?? '',
        whole: t.querySelector('title')!.textContent ?? '',
        box: inContent(t),
      })),
    };
  });
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
])
  test(`storylines at ${viewport.width}×${viewport.height}: every row and force name whole and inside the panel's scroll area`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const chapter of chapters) {
      for (const locale of ['en', 'zh-Hans'] as const) {
        await page.goto(`./#/${chapter.id}`);
        await setLocale(page, locale);
        await page.goto(`./#/${chapter.id}?chart=storylines`);
        const scroll = page.locator('[data-view="storylines"] .scroll');
        await expect(scroll).toBeVisible();
        await settle(page);
        const s = await readStorylines(scroll);
        const where = `${chapter.id} ${locale}`;
        expect(s.scroller.y1, `${where}: the scroller ends inside its panel`).toBeLessThanOrEqual(
          s.panel.y1 + 0.5,
        );
        expect(s.scroller.x1, `${where}: the scroller ends inside its panel`).toBeLessThanOrEqual(
          s.panel.x1 + 0.5,
        );
        expect(s.names.length, where).toBeGreaterThan(0);
        for (const n of s.names) {
          expect(n.text, where).toBe(n.whole);
          const inside =
            n.box.x0 >= -0.5 &&
            n.box.y0 >= -0.5 &&
            n.box.x1 <= s.content.width + 0.5 &&
            n.box.y1 <= s.content.height + 0.5;
          expect(inside, `${where}: ${n.text} inside the scroll area`).toBe(true);
        }
        if (viewport.width === 1366 && locale === 'en')
          await page.screenshot({ path: test.info().outputPath(`storylines-${chapter.id}.png`) });
      }
    }
  });

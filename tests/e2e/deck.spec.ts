/** The presentation as a deck: title, overview, phase dividers, steps, close; the presenter's window; reveal. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { loadChapters } from './chapterData';

const chapters = loadChapters();
const singleFile = pathToFileURL(resolve('dist/battle-chronicle.html')).href;

interface ExpectedSlide {
  kind: 'title' | 'overview' | 'phase' | 'step' | 'end';
  key: string;
}

/** The deck as the brief defines it, from the data files: a divider before the first step of each phase. */
function expectedDeck(chapterId: string): ExpectedSlide[] {
  const chapter = chapters.find((c) => c.id === chapterId)!;
  const phaseOf = new Map<string, string | undefined>(
    JSON.parse(readFileSync(`data/${chapterId}/events.json`, 'utf8')).events.map(
      (e: { id: string; phase?: string }) => [e.id, e.phase],
    ),
  );
  const steps = [...chapter.events].sort((a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder);
  const deck: ExpectedSlide[] = [
    { kind: 'title', key: 'title' },
    { kind: 'overview', key: 'overview' },
  ];
  const begun = new Set<string>();
  for (const step of steps) {
    const phase = phaseOf.get(step.id);
    if (phase && !begun.has(phase)) {
      begun.add(phase);
      deck.push({ kind: 'phase', key: `phase-${phase}` });
    }
    deck.push({ kind: 'step', key: step.id });
  }
  deck.push({ kind: 'end', key: 'end' });
  return deck;
}

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
        // The tokens walk for up to 1.5 s after a step.
        await page.waitForTimeout(slide.kind === 'step' ? 1600 : 300);
        await expectInsideAndApart(page, size);
        await page.screenshot({
          path: `tests/screenshots/deck-miyun-${size.width}-${String(i).padStart(2, '0')}-${slide.key}.png`,
        });
      }
      await page.keyboard.press('PageDown');
    }
  }
});

/** The handout, the student worksheet and the teacher's copy, printed to PDF and looked at page by page. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';
import { pdfPages, pdfText } from './pdfPages';

const chapters = loadChapters();
const chapter = chapters[0]!;
const OUT = 'test-results/handout';

for (const variant of ['plain', 'worksheet', 'teacher'] as const) {
  test(`the ${variant} handout prints to numbered A4 pages with no buttons`, async ({ page, browser }) => {
    const noted = chapter.events[3]!;
    const NOTE = 'Ask the class: why did the wall fall first?';
    if (variant === 'teacher') {
      await page.goto(`./#/${chapter.id}/${noted.id}`);
      await page.locator(`textarea[data-note="${noted.id}"]`).fill(NOTE);
      await expect(page.locator('[data-note-status="saved"]')).toBeVisible();
    }
    const query = variant === 'plain' ? '' : `&handout=${variant}`;
    await page.goto(`./#/${chapter.id}?mode=handout${query}`);
    const handout = page.locator(`[data-view="handout"][data-handout="${variant}"]`);
    await expect(handout).toBeVisible();
    await expect(handout.locator('li[data-event-id]')).toHaveCount(chapter.events.length);
    await expect(handout.locator('[data-map]').first()).toBeVisible();
    // The maps' cameras settle on the whole city before the page is printed.
    const views = () =>
      handout
        .locator('[data-map] svg[viewBox]')
        .evaluateAll((all) => all.map((s) => s.getAttribute('viewBox')));
    let before = await views();
    await expect
      .poll(async () => {
        const now = await views();
        const still = JSON.stringify(now) === JSON.stringify(before);
        before = now;
        return still;
      })
      .toBe(true);
    // Printed from the page as the screen laid it out, as the browser's print does; only then is print media
    // emulated (which lays the maps out again for a page as wide as the window) to look for controls.
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    await page.emulateMedia({ media: 'print' });
    const buttons = await handout
      .locator('button')
      .evaluateAll(
        (all) =>
          all.filter((b) => (b as HTMLElement).offsetParent !== null || b.getClientRects().length > 0).length,
      );
    expect(buttons).toBe(0);

    const images = await pdfPages(browser, pdf);
    const texts = await pdfText(browser, pdf);
    expect(images.length).toBeGreaterThan(1);
    mkdirSync(OUT, { recursive: true });
    images.forEach((png, i) => writeFileSync(`${OUT}/${chapter.id}-${variant}-${i + 1}.png`, png));
    // Page numbers from the @page margin box, "n / total" on every page.
    texts.forEach((t, i) => expect(t).toContain(`${i + 1} / ${texts.length}`));
    // pdf.js splits a line into runs at will: compare without the spaces.
    const flat = (text: string) => text.replace(/\s+/g, '');
    const all = flat(texts.join(''));
    const summary = flat(chapter.events[3]!.summary.en.slice(0, 30));
    if (variant === 'worksheet') {
      expect(all).not.toContain(summary);
      expect(all).toContain(flat('What happened here?'));
    } else expect(all).toContain(summary);
    if (variant === 'teacher') expect(all).toContain(flat(NOTE));
    else expect(all).not.toContain(flat(NOTE));
  });
}

test('the handout’s toolbar switches variant, and the URL names it', async ({ page }) => {
  await page.goto(`./#/${chapter.id}?mode=handout`);
  await page.locator('[data-handout-variant="worksheet"]').click();
  await expect(page).toHaveURL(/[?&]handout=worksheet/);
  await expect(page.locator('[data-view="handout"]')).toHaveAttribute('data-handout', 'worksheet');
  await expect(page.locator('[data-view="handout"] [data-summary]')).toHaveCount(0);
  await page.locator('[data-handout-variant="teacher"]').click();
  await expect(page).toHaveURL(/[?&]handout=teacher/);
  await expect(page.locator('[data-view="handout"] [data-summary]')).toHaveCount(chapter.events.length);
  await page.locator('[data-handout-variant="plain"]').click();
  await expect(page).not.toHaveURL(/handout=/);
  // One map for the whole chapter and one for each phase that has events.
  const records = JSON.parse(readFileSync(`data/${chapter.id}/events.json`, 'utf8')) as {
    events: { phase?: string }[];
  };
  const phases = new Set(records.events.map((e) => e.phase).filter(Boolean));
  expect(phases.size).toBeGreaterThan(1);
  await expect(page.locator('[data-map="overview"]')).toHaveCount(1);
  await expect(page.locator('[data-map="phase"]')).toHaveCount(phases.size);
  await expect(page.locator('[data-figure="timeline"] path[data-event-id]')).toHaveCount(
    chapter.events.length,
  );
});

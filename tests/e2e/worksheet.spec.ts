/** The student worksheet of chosen steps (issue 25): only those steps print, and no answers with them. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';
import { pdfPages, pdfText } from './pdfPages';

const chapter = loadChapters()[0]!;
const OUT = 'test-results/worksheet';
const flat = (text: string) => text.replace(/\s+/g, '');
const setting = (
  JSON.parse(readFileSync(`data/${chapter.id}/chapter.json`, 'utf8')) as { setting: { en: string } }
).setting.en;

test('a worksheet of a step list prints those steps only, with no setting and no map of every move', async ({
  page,
  browser,
}) => {
  const steps = [2, 3, 4, 9];
  const listed = chapter.events.filter((e) => steps.includes(e.storyOrder));
  const others = chapter.events.filter((e) => !steps.includes(e.storyOrder));
  expect(listed.length).toBeGreaterThan(0);
  await page.goto(`./#/${chapter.id}?mode=handout&handout=worksheet&steps=2-4,9`);
  const handout = page.locator('[data-view="handout"][data-handout="worksheet"]');
  await expect(handout.locator('li[data-event-id]')).toHaveCount(listed.length);
  for (const e of listed) await expect(handout.locator(`li[data-event-id="${e.id}"]`)).toHaveCount(1);
  await expect(handout.locator('[data-map="overview"]')).toHaveCount(0);
  await expect(handout.locator('.setting')).toHaveCount(0);
  await expect(handout.locator('[data-steps-printed]')).toContainText('2–4,9');
  await expect(handout.locator('[data-handout-steps]')).toHaveValue('chosen');

  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  const texts = await pdfText(browser, pdf);
  const all = flat(texts.join(''));
  expect(all).not.toContain(flat(setting.slice(0, 40)));
  // One "What happened here?" per event printed: the listed steps', no others'.
  expect(all.split(flat('What happened here?')).length - 1).toBe(listed.length);
  expect(others.length).toBeGreaterThan(0);
  const images = await pdfPages(browser, pdf);
  mkdirSync(OUT, { recursive: true });
  images.forEach((png, i) => writeFileSync(`${OUT}/${chapter.id}-steps-${i + 1}.png`, png));
  expect(images.length).toBeLessThan(6);
});

test('the step choice picks a phase, writes it in the link, and sets aside a bad list', async ({ page }) => {
  await page.goto(`./#/${chapter.id}?mode=handout&handout=worksheet`);
  const select = page.locator('[data-handout-steps]');
  await expect(select).toHaveValue('all');
  const phase = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(phase!);
  await expect(page).toHaveURL(new RegExp(`[?&]steps=${phase}(&|$)`));
  await expect(page.locator('[data-map="phase"]')).toHaveCount(1);
  await select.selectOption('chosen');
  await page.locator('[data-handout-step-list]').fill('1, 900-999');
  await page.locator('[data-handout-step-list]').press('Enter');
  await expect(page).toHaveURL(/[?&]steps=1,900-999(&|$)/);
  await expect(page.locator('[data-view="handout"] [role="status"]')).toContainText('900-999');
  // A list the link cannot hold opens every step.
  await page.goto(`./#/${chapter.id}?mode=handout&handout=worksheet&steps=<b>`);
  await expect(page.locator('[data-view="handout"] li[data-event-id]')).toHaveCount(chapter.events.length);
});

import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectedStep } from './stepData';

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

// 張瓊 breaking the barbican: the 8th event in story order and the 8th step slide, but step 6 of the story.
for (const [chapterId, eventId] of [
  ['miyun', 'zhang-qiong-breaks-barbican'],
  ['miyun', 'li-chongjin-enters-town'],
  ['beijing', 'citizens-mass-pursuit'],
] as const) {
  test(`${chapterId}/${eventId} has one step number in the explorer, the deck and the handout`, async ({
    page,
  }) => {
    const step = expectedStep(chapterId, eventId);

    await page.goto(`./#/${chapterId}/${eventId}`);
    const detail = await text(page, '[data-view="detail"] .meta');
    expect(detail).toContain(step.label);
    expect(detail).not.toMatch(new RegExp(`Steps? (?!${step.digits}\\b)\\d`));
    const mark = page.locator(`[data-view="timeline"] [data-event-id="${eventId}"]`).first();
    expect(await mark.getAttribute('aria-label')).toMatch(new RegExp(`^${step.label}: `));

    await page.goto(`./#/${chapterId}/${eventId}?mode=present`);
    await expect(page.locator(`.passage-card[data-event-id="${eventId}"]`)).toBeVisible();
    expect(await text(page, '.presentation .counter')).toBe(`${step.label} of ${step.total}`);
    // The slide's place in the deck is counted too, but never called a step.
    expect(await text(page, '.presentation .of-deck')).toMatch(/^Slide \d+ \/ \d+$/);
    expect(await page.locator(`.strip [data-event-id="${eventId}"]`).getAttribute('aria-label')).toMatch(
      new RegExp(`^${step.label}: `),
    );

    await page.goto(`./#/${chapterId}/${eventId}?mode=handout`);
    const item = `[data-view="handout"] li[data-event-id="${eventId}"]`;
    await expect(page.locator(item)).toBeVisible();
    expect(await text(page, `${item} .n`)).toBe(`${step.digits}.`);
    expect(await text(page, `${item} .meta`)).toContain(step.label);
    const figureMark = page.locator(`[data-view="handout"] .timeline path[data-event-id="${eventId}"]`);
    const number = figureMark.locator('xpath=following-sibling::*[1]');
    expect(await number.textContent()).toBe(String(step.first));
  });
}

test('a phase divider numbers its steps as the deck counter does, and the overview gives each phase its steps', async ({
  page,
}) => {
  await page.goto('./#/miyun?mode=present&slide=phase-breach');
  const row = page.locator('[data-slide="phase"] li[data-event-id="zhang-qiong-breaks-barbican"]');
  expect(((await row.locator('.n').textContent()) ?? '').trim()).toBe('6.');
  await page.goto('./#/miyun?mode=present&slide=overview');
  const breach = page.locator('[data-slide="overview"] [data-phase-id="breach"] .count');
  await expect(breach).toHaveText(/^Steps 1–\d+$/);
});

/** The replay steps the one selection by itself; the storylines select events like every other view. */
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';

const chapters = loadChapters();
const inStoryOrder = (events: (typeof chapters)[number]['events']) =>
  [...events].sort((a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder);

for (const mode of ['explore', 'present'] as const) {
  test(`Play (and K) steps through the chapter by itself, at the chosen speed, in ${mode} mode`, async ({
    page,
  }) => {
    const chapter = chapters[1]!;
    const story = inStoryOrder(chapter.events);
    await page.clock.install();
    const query = mode === 'present' ? '?mode=present' : '';
    await page.goto(`./#/${chapter.id}/${story[0]!.id}${query}`);
    const play = page.locator('[data-action="replay"]');
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(3100);
    await expect(page).toHaveURL(new RegExp(`/${story[1]!.id}`));
    // The reader (or the presentation's passage) follows the replay.
    await expect(
      page.locator(`[aria-current="true"][data-event-id="${story[1]!.id}"]`).first(),
    ).toBeVisible();
    await page.locator('[data-control="replay-speed"]').selectOption('2');
    await page.clock.runFor(1600);
    await expect(page).toHaveURL(new RegExp(`/${story[2]!.id}`));
    await page.keyboard.press('k');
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(new RegExp(`/${story[2]!.id}`));
  });
}

test('the storylines draw every force and select an event from its point, in every view', async ({
  page,
}) => {
  for (const chapter of chapters) {
    await page.goto(`./#/${chapter.id}?chart=storylines`);
    const view = page.locator('[data-view="storylines"]');
    await expect(view.locator('[data-force-id]')).toHaveCount(chapter.forces.length);
    expect(chapter.forces.length).toBeGreaterThan(0);
    const point = view.locator('[data-event-id]').first();
    const id = (await point.getAttribute('data-event-id'))!;
    // Points of forces that share a place overlap; the keyboard reaches each one.
    await point.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${chapter.id}/${id}\\?chart=storylines`));
    await expect(
      page.locator(`[data-view="reader"] [data-event-id="${id}"][aria-current="true"]`),
    ).toHaveCount(1);
    await expect(view.locator(`[data-event-id="${id}"][aria-current="true"]`).first()).toBeVisible();
    await page.screenshot({ path: `tests/screenshots/storylines-${chapter.id}.png` });
  }
});

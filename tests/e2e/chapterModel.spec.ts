/** What every view reads from the one chapter model: the filtered count, and history that filters do not rewrite. */
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';

const chapters = loadChapters();
const diagram = '[data-view="diagram"]';

test('the filter panel counts the events the filters let through', async ({ page }) => {
  for (const chapter of chapters) {
    const type = chapter.events[chapter.events.length - 1]!.type;
    const matching = chapter.events.filter((e) => e.type === type).length;
    await page.goto(`./#/${chapter.id}?types=${type}`);
    await page.locator('.filters summary').click();
    await expect(page.locator('.filters')).toContainText(`${matching} / ${chapter.events.length}`);
    await expect(page.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(matching);
  }
});

test('a filter that hides the event that changed a place does not change the place back', async ({
  page,
}) => {
  let checked = 0;
  for (const chapter of chapters) {
    const story = [...chapter.events].sort(
      (a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder,
    );
    // An event with an effect, and a later event of another type to filter by, so the first is hidden.
    const changer = story.find(
      (e, i) => e.effects.length > 0 && story.slice(i + 1).some((l) => l.type !== e.type),
    );
    if (!changer) continue;
    const at = story.indexOf(changer);
    const later = story.slice(at + 1).find((l) => l.type !== changer.type)!;
    const upTo = story.slice(0, story.indexOf(later) + 1);
    const place = changer.effects[0]!.place;
    const expected = upTo
      .flatMap((e) => e.effects)
      .filter((f) => f.place === place)
      .pop()!.state;
    for (const mode of ['', '&mode=present']) {
      await page.goto(`./#/${chapter.id}/${later.id}?types=${later.type}${mode}`);
      await expect(page.locator(`${diagram} [data-place-id="${place}"]`).first()).toHaveAttribute(
        'data-state',
        expected,
      );
    }
    checked++;
  }
  expect(checked).toBeGreaterThan(0);
});

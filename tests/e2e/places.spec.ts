import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { selectInReader } from './authoringHelpers';

const FIXTURES = 'tests/fixtures/authoring';
const diagram = (page: Page) => page.locator('[data-view="diagram"]');

async function loadNewChapter(page: Page) {
  await page.goto('./#/');
  await page.locator('input[data-import="chapter"]').setInputFiles(`${FIXTURES}/gbk-chapter.txt`);
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  await expect(page.locator('[data-view="reader"]')).toContainText('守将张三命人紧闭北门');
}

/** A point of the walled city's ring on screen, as fractions of its box (outside it below 0 or above 1). */
async function inRing(page: Page, fx: number, fy: number): Promise<[number, number]> {
  const ring = (await diagram(page).locator('.ring').first().boundingBox())!;
  return [ring.x + ring.width * fx, ring.y + ring.height * fy];
}

async function newPlace(page: Page, kind: string, name: string, evidence: string) {
  await page.locator('[data-field="place-kind"]').selectOption(kind);
  await page.locator('[data-field="place-name"]').fill(name);
  await page.locator('[data-field="place-evidence"]').fill(evidence);
  await page.locator('[data-action="place-on-map"]').click();
}

test('the map editor places a building inside the walls, a street and a river, and they are drawn after a reload', async ({
  page,
}) => {
  await loadNewChapter(page);
  // From the reader: the river's name selected in the text, then its points clicked on the map.
  await selectInReader(page, '城西河');
  await page.locator('[data-action="add-place"]').click();
  await expect(page.locator('[data-view="city-editor"]')).toBeVisible();
  await expect(page.locator('[data-field="place-name"]')).toHaveValue('城西河');
  await expect(page.locator('[data-field="place-evidence"]')).toHaveValue(
    '天明，敌军追至城西河边，斩首三千余级。',
  );
  await page.locator('[data-field="place-kind"]').selectOption('river');
  await page.mouse.click(...(await inRing(page, -0.08, 0.05)));
  await page.mouse.click(...(await inRing(page, -0.1, 0.5)));
  await page.mouse.dblclick(...(await inRing(page, -0.08, 0.95)));
  await expect(page.locator('[data-action="finish-line"]')).toHaveCount(0);

  // A building inside the walls, its place inferred.
  await newPlace(page, 'building', '帅府', '守将所居');
  await page.locator('[data-place-maker] input[type="radio"]').nth(1).check();
  await page.mouse.click(...(await inRing(page, 0.35, 0.3)));
  await expect(page.locator('[data-place="hall-1"]')).toContainText('Inside');

  // A street: two points by the mouse, the third by the keyboard's cross, then Enter again on it to finish.
  await newPlace(page, 'street', '大街', '东门内堆满石块');
  await page.mouse.click(...(await inRing(page, 0.1, 0.6)));
  await page.mouse.click(...(await inRing(page, 0.5, 0.62)));
  const cross = diagram(page).locator('[data-place-cursor]');
  await cross.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-action="finish-line"]')).toBeVisible();
  await page.screenshot({ path: 'tests/screenshots/places-drawing-1366x768.png' });
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-action="finish-line"]')).toHaveCount(0);

  // The building moves left with the arrow keys on its handle.
  const hall = diagram(page).locator('[data-place-id="hall-1"]');
  const before = (await hall.boundingBox())!;
  await page.locator('[data-place="hall-1"] [data-action="move-place"]').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(async () => (await hall.boundingBox())!.x).toBeLessThan(before.x - 5);

  // And back right by dragging it on the diagram.
  const moved = (await hall.boundingBox())!;
  await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
  await page.mouse.down();
  await page.mouse.move(moved.x + moved.width / 2 + 40, moved.y + moved.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await hall.boundingBox())!.x).toBeGreaterThan(moved.x + 20);
  // The place under the pointer is named as the map draws it, though the chapter has not saved it yet (not 'hall-1').
  await expect(diagram(page).locator('.place-events strong')).toHaveText('帅府');

  await page.locator('[data-view="city-editor"]').screenshot({ path: 'tests/screenshots/places-editor.png' });
  await page.screenshot({ path: 'tests/screenshots/places-editor-1366x768.png' });
  await page.locator('[data-action="save-map"]').click();
  await expect(page.locator('[data-view="city-editor"]')).toHaveCount(0);

  await page.reload();
  await expect(diagram(page).locator('[data-place-id="hall-1"]')).toHaveAttribute('data-state', /.*/);
  for (const id of ['hall-1', 'street-1', 'river-1']) {
    await expect(diagram(page).locator(`[data-place-id="${id}"]`)).not.toHaveAttribute('data-drawn', 'false');
  }
  await expect(diagram(page).locator('[data-place-id="hall-1"]')).toContainText('帅府');
  // The street and the river are lines (the river as water), not dots.
  await expect(diagram(page).locator('[data-place-id="street-1"] polyline')).toHaveCount(1);
  await expect(diagram(page).locator('[data-place-id="river-1"] polyline.water-edge')).toHaveCount(1);
  const street = diagram(page).locator('[data-place-id="street-1"] polyline');
  expect((await street.getAttribute('points'))!.split(' ')).toHaveLength(3);
  await page.screenshot({ path: 'tests/screenshots/places-map-1366x768.png' });
});

test('a name selected in the text is added as a person of a side, in one line', async ({ page }) => {
  await loadNewChapter(page);
  await selectInReader(page, '张三');
  await page.locator('[data-action="add-as-person"]').click();
  const line = page.locator('[data-person-line]');
  await expect(line).toContainText('张三');
  await line.getByRole('textbox').fill('守将');
  await page.locator('[data-view="reader"]').screenshot({ path: 'tests/screenshots/places-person-line.png' });
  await line.locator('[data-action="save-person"]').click();
  await expect(page.locator('[data-view="reader"] [role="status"]')).toContainText('张三');
  await page.screenshot({ path: 'tests/screenshots/places-person-1366x768.png' });
  await page.reload();
  await page.locator('[data-action="edit-map"]').click();
  const people = page.locator('[data-person]');
  await expect(people.last().locator('input').first()).toHaveValue('张三');
  await expect(people.last().locator('input').last()).toHaveValue('守将');
});

test('a far place is made with the keyboard alone and kept after a reload', async ({ page }) => {
  await loadNewChapter(page);
  await page.locator('[data-action="edit-map"]').click();
  await page.locator('[data-field="place-kind"]').selectOption('far');
  await page.locator('[data-field="place-name"]').fill('梁山泊');
  await page.locator('[data-place-maker] input[type="radio"]').nth(1).check();
  await page.locator('[data-field="place-evidence"]').fill('宋江一伙的山寨，在城西');
  await page.locator('[data-action="place-on-map"]').focus();
  await page.keyboard.press('Enter');
  // The cross takes the focus; the arrow keys walk it west of the walls, and Enter places there.
  await expect(page.locator('[data-place-cursor]')).toBeFocused();
  const violations = (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  expect(violations).toEqual([]);
  for (let i = 0; i < 14; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-place-cursor]')).toHaveCount(0);
  await expect(page.locator('[data-place="far-place-1"]')).toContainText('Far away');
  // Escape on the cross: nothing waits any more, nothing is made.
  await page.locator('[data-field="place-name"]').fill('东京');
  await page.locator('[data-action="place-on-map"]').click();
  await expect(page.locator('[data-place-cursor]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-place-cursor]')).toHaveCount(0);
  await expect(page.locator('[data-place]')).toHaveCount(1);
  // Renamed in the list; a camp made and removed again.
  await page.locator('[data-place="far-place-1"] input').fill('梁山水泊');
  await page.locator('[data-place="far-place-1"] input').press('Tab');
  await newPlace(page, 'camp', '官军营', '官军');
  await page.keyboard.press('Enter');
  await expect(diagram(page).locator('[data-place-id="camp-1"]')).toHaveCount(1);
  await page.locator('[data-place="camp-1"]').getByRole('button', { name: 'Remove 官军营' }).click();
  await expect(diagram(page).locator('[data-place-id="camp-1"]')).toHaveCount(0);
  await page.locator('[data-action="save-map"]').click();
  await expect(page.locator('[data-view="city-editor"]')).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Whole city' }).click();
  await expect(diagram(page).locator('[data-place-id="far-place-1"]')).toContainText('梁山水泊');
  await page.screenshot({ path: 'tests/screenshots/places-far-1366x768.png' });
});

/**
 * Gaps a teacher hit while authoring (issue 23): what one part of the app saved is never lost when another part,
 * opened before, saves (a person added from the reader under the open map editor, a phase put over the step of an
 * event whose form is open); a restored form keeps its "from the passage" marks; while a place waits to be
 * placed, a click on a ward or a gate places it there.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addBreachPhase, selectInReader } from './authoringHelpers';

const FIXTURES = 'tests/fixtures/authoring';
const diagram = (page: Page) => page.locator('[data-view="diagram"]');
const editor = (page: Page) => page.locator('[data-view="city-editor"]');

async function loadNewChapter(page: Page) {
  await page.goto('./#/');
  await page.locator('input[data-import="chapter"]').setInputFiles(`${FIXTURES}/gbk-chapter.txt`);
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  await expect(page.locator('[data-view="reader"]')).toContainText('守将张三命人紧闭北门');
}

async function addPerson(page: Page, name: string, role: string) {
  await selectInReader(page, name);
  await page.locator('[data-action="add-as-person"]').click();
  const line = page.locator('[data-person-line]');
  await line.getByRole('textbox').fill(role);
  await line.locator('[data-action="save-person"]').click();
  await expect(page.locator('[data-view="reader"] [role="status"]')).toContainText(name);
}

const near = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The middle of a place's mark on the diagram (not of its label, which moves as others come). */
/**
 * Where a place's mark stands on the map, in the map's own units: unlike its place on the screen, it does not move
 * when the camera reframes the map (as it does when a new place widens the city).
 */
async function mapPointOf(page: Page, placeId: string): Promise<[number, number]> {
  return diagram(page)
    .locator(`[data-place-id="${placeId}"] > g`)
    .first()
    .evaluate((mark) => {
      const box = mark.getBoundingClientRect();
      const toMap = (mark.parentNode as SVGGraphicsElement).getScreenCTM()!.inverse();
      const point = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2).matrixTransform(toMap);
      return [point.x, point.y] as [number, number];
    });
}

async function markOf(page: Page, placeId: string): Promise<[number, number]> {
  const mark = diagram(page).locator(`[data-place-id="${placeId}"] > g`).first();
  const box = (await mark.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

test('a person added from the reader while the map editor is open is kept when the editor saves', async ({
  page,
}) => {
  await loadNewChapter(page);
  await page.locator('[data-action="edit-map"]').click();
  await expect(editor(page)).toBeVisible();
  const peopleBefore = await page.locator('[data-person]').count();

  await addPerson(page, '张三', '守将');
  // The editor, opened before, changes the city's name and saves.
  await page.locator('[data-field="city-name"]').fill('北京城');
  await page.locator('[data-action="save-map"]').click();
  await expect(editor(page)).toHaveCount(0);

  await page.reload();
  await page.locator('[data-action="edit-map"]').click();
  await expect(page.locator('[data-field="city-name"]')).toHaveValue('北京城');
  const people = page.locator('[data-person]');
  await expect(people).toHaveCount(peopleBefore + 1);
  await expect(people.last().locator('input').first()).toHaveValue('张三');
  await expect(people.last().locator('input').last()).toHaveValue('守将');
});

test('a person the editor adds and one the reader adds meanwhile are both kept', async ({ page }) => {
  await loadNewChapter(page);
  await page.locator('[data-action="edit-map"]').click();
  const peopleBefore = await page.locator('[data-person]').count();
  await page.locator('[data-action="add-person"]').click();
  await page.locator('[data-person]').last().locator('input').first().fill('李四');

  await addPerson(page, '张三', '守将');
  await page.locator('[data-action="save-map"]').click();
  await expect(editor(page)).toHaveCount(0);

  await page.reload();
  await page.locator('[data-action="edit-map"]').click();
  const names = page.locator('[data-person] input:first-child');
  await expect(page.locator('[data-person]')).toHaveCount(peopleBefore + 2);
  const values = await names.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(values).toEqual(expect.arrayContaining(['张三', '李四']));
});

// Names 耶律余睹 (a person of the Liao side), 迎春门, 护城河 and 吊桥, and opens a gate (打开).
const PASSAGE = '耶律余睹也不急着追杀，而是命人将迎春门打开，将城外护城河的吊桥放下来，让城外大军进城。';

test('a form brought back after a reload keeps its "from the passage" marks, the unticked one too', async ({
  page,
}) => {
  await page.goto('./#/yanjing');
  await selectInReader(page, PASSAGE);
  await page.locator('[data-action="new-event"]').click();
  const form = page.locator('[data-view="event-form"]');
  const mark = ' from the passage';
  await expect(form.getByRole('checkbox', { name: '耶律余睹' + mark, exact: true })).toBeChecked();
  await form.getByRole('checkbox', { name: '护城河' + mark }).uncheck();
  await form.locator('[data-field="title-zh"]').fill('迎春门大开');

  await page.reload();
  await expect(form).toBeVisible();
  await expect(form.locator('[data-field="title-zh"]')).toHaveValue('迎春门大开');
  for (const name of ['耶律余睹', '迎春门', '吊桥', '辽兵']) {
    await expect(form.getByRole('checkbox', { name: name + mark, exact: true })).toBeChecked();
  }
  await expect(form.getByRole('checkbox', { name: '护城河' + mark, exact: true })).not.toBeChecked();
  await expect(form.getByText('from the passage: 打开')).toBeVisible();
  await expect(form.getByRole('group', { name: 'People' }).locator('label').first()).toHaveAttribute(
    'data-suggested',
    'passage',
  );
});

/** A click as a hand makes it: the pointer slips a few pixels between press and release. */
async function handClick(page: Page, [x, y]: [number, number]) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 3, y + 2, { steps: 3 });
  await page.mouse.up();
}

test('while a place waits, a click on a ward or on a gate places it there; else the click selects', async ({
  page,
}) => {
  await loadNewChapter(page);
  await page.locator('[data-action="edit-map"]').click();
  const ring = (await diagram(page).locator('.ring').first().boundingBox())!;

  // A ward inside the walls.
  await page.locator('[data-field="place-kind"]').selectOption('ward');
  await page.locator('[data-field="place-name"]').fill('东市');
  await page.locator('[data-field="place-evidence"]').fill('东门内');
  await page.locator('[data-action="place-on-map"]').click();
  await page.mouse.click(ring.x + ring.width * 0.6, ring.y + ring.height * 0.4);
  await expect(page.locator('[data-place="ward-1"]')).toBeVisible();
  const wardAt = await markOf(page, 'ward-1');
  const wardOnMap = await mapPointOf(page, 'ward-1');

  // A building clicked onto the ward stands where the click was; the ward stays where it was.
  await page.locator('[data-field="place-kind"]').selectOption('building');
  await page.locator('[data-field="place-name"]').fill('市楼');
  await page.locator('[data-field="place-evidence"]').fill('市中');
  await page.locator('[data-action="place-on-map"]').click();
  await handClick(page, wardAt);
  await expect(page.locator('[data-place="hall-1"]')).toContainText('Inside');
  const hallAt = await markOf(page, 'hall-1');
  expect(near(hallAt, wardAt)).toBeLessThan(6);
  expect(near(await mapPointOf(page, 'ward-1'), wardOnMap)).toBeLessThan(0.2);

  // A street whose first point is on a gate and whose second is on the ward.
  const gate = diagram(page).locator('.place.kind-gate').first();
  const gateId = (await gate.getAttribute('data-place-id'))!;
  const gateAt = await markOf(page, gateId);
  const gateOnMap = await mapPointOf(page, gateId);
  await page.locator('[data-field="place-kind"]').selectOption('street');
  await page.locator('[data-field="place-name"]').fill('大街');
  await page.locator('[data-field="place-evidence"]').fill('门内大街');
  await page.locator('[data-action="place-on-map"]').click();
  await handClick(page, gateAt);
  await page.mouse.dblclick(...wardAt);
  await expect(page.locator('[data-action="finish-line"]')).toHaveCount(0);
  await expect(diagram(page).locator('[data-place-id="street-1"] polyline')).toHaveCount(1);
  expect(near(await mapPointOf(page, gateId), gateOnMap)).toBeLessThan(0.2);
  await page.screenshot({ path: 'tests/screenshots/gaps-place-on-ward-1366x768.png' });

  // Not placing: a click on the ward (by its corner, the building stands on its middle) selects it.
  const wardBox = (await diagram(page).locator('[data-place-id="ward-1"] > g').boundingBox())!;
  await page.mouse.click(wardBox.x + 2, wardBox.y + 2);
  await page.mouse.move(5, 5);
  await expect(page.locator('[data-place]')).toHaveCount(3);
  await expect(diagram(page).locator('[data-place-id="ward-1"]')).toHaveClass(/active/);
});

test('an event edited while a phase is made over its step keeps the phase when the form saves', async ({
  page,
}) => {
  await loadNewChapter(page);
  await selectInReader(page, '敌军攻破南门');
  await page.locator('[data-action="new-event"]').click();
  const form = page.locator('[data-view="event-form"]');
  await form.getByRole('group', { name: 'Factions' }).getByRole('checkbox').first().check();
  await form.locator('[data-action="save-event"]').click();
  await expect(form).toHaveCount(0);

  // The form opens on the event; meanwhile the phase editor puts a phase over its step.
  await page.locator('[data-action="edit-event"]').click();
  await form.locator('[data-field="title-zh"]').fill('南门失守');
  const phases = await addBreachPhase(page);
  await page.keyboard.press('Escape');
  await expect(phases).toHaveCount(0);
  await form.locator('[data-action="save-event"]').click();
  await expect(form).toHaveCount(0);

  await page.reload();
  await expect(page.locator('[data-view="detail"]')).toContainText('南门失守');
  await expect(page.locator('[data-view="timeline"] .band[data-phase="the-breach"]')).toHaveCount(1);
});

/**
 * The event form as a teacher meets it (issue 23): it fills itself from the selected passage, each suggestion
 * marked and unticked with one click; one language is enough; and at 1366×768 it opens wide, every field reached
 * by Tab and none cut off; a new event at a step already held takes a new step or the same moment.
 */
import { eventSchema } from '../../src/lib/model/eventSchema';
import { expect, test } from './fixtures';
import { selectInReader } from './authoringHelpers';

// Names 耶律余睹 (a person of the Liao side), 迎春门, 护城河 and 吊桥, and opens a gate (打开).
const PASSAGE = '耶律余睹也不急着追杀，而是命人将迎春门打开，将城外护城河的吊桥放下来，让城外大军进城。';

/** Whether the schema takes a title and summary in Chinese alone (the one-language change of issue 23). */
const oneLanguage = eventSchema.safeParse({
  id: 'e',
  type: 'fire',
  title: { zh: '火起' },
  summary: { zh: '火起。' },
  actors: [],
  factions: ['f'],
  places: [],
  movements: [],
  effects: [],
  numbers: [],
  causes: [],
  storyOrder: 1,
  anchor: { exact: '火起' },
}).success;

test('New event ticks what the passage names, marked; one is unticked; a Chinese title saves and is back after a reload', async ({
  page,
}) => {
  await page.goto('./#/yanjing');
  await expect(page.locator('[data-view="reader"]')).toContainText(PASSAGE);
  await selectInReader(page, PASSAGE);
  await page.locator('[data-action="new-event"]').click();
  const form = page.locator('[data-view="event-form"]');
  await expect(form).toBeVisible();
  await expect(form.locator('[data-field="id"]')).toHaveCount(0);

  // Each suggestion is ticked and says where it comes from, in its checkbox's name as on screen.
  const mark = ' from the passage';
  for (const name of ['耶律余睹', '迎春门', '护城河', '吊桥', '辽兵']) {
    await expect(form.getByRole('checkbox', { name: name + mark, exact: true })).toBeChecked();
  }
  await expect(form.locator('[data-field="type"]')).toHaveValue('gate-opened');
  await expect(form.getByText('from the passage: 打开')).toBeVisible();
  // Offered first: the passage's person leads the list of people.
  const people = form.getByRole('group', { name: 'People' });
  await expect(people.locator('label').first()).toHaveAttribute('data-suggested', 'passage');
  await expect(people.locator('label:not([data-suggested])').first().getByRole('checkbox')).not.toBeChecked();

  await form.getByRole('checkbox', { name: '护城河' + mark }).uncheck();
  await expect(form.locator('[data-place-option="moat"]')).not.toBeChecked();
  await form.locator('[data-field="title-zh"]').fill('迎春门大开');
  if (oneLanguage) {
    await form.locator('[data-field="title-en"]').fill('');
    await form.locator('[data-field="summary"]').fill('');
  } else {
    test.info().annotations.push({
      type: 'one language',
      description: 'the schema still asks for both languages: the English title and summary stay filled',
    });
  }
  await page.locator('[data-action="save-event"]').click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/#\/yanjing\/event-1$/);

  await page.reload();
  await expect(page.locator('[data-view="timeline"] [data-event-id="event-1"]').first()).toBeAttached();
  await expect(page.locator('[data-view="detail"]')).toContainText('迎春门大开');
  await page.locator('[data-action="edit-event"]').click();
  await expect(form.locator('[data-place-option="yingchun-gate"]')).toBeChecked();
  await expect(form.locator('[data-place-option="drawbridge"]')).toBeChecked();
  await expect(form.locator('[data-place-option="moat"]')).not.toBeChecked();
  await expect(form.locator('[data-field="title-zh"]')).toHaveValue('迎春门大开');
  if (oneLanguage) await expect(form.locator('[data-field="title-en"]')).toHaveValue('');
});

test('saving with no side says so beside the sides, and the draft stays', async ({ page }) => {
  await page.goto('./#/yanjing');
  await expect(page.locator('[data-view="reader"]')).toContainText('六千多人的大队人马');
  await selectInReader(page, '六千多人的大队人马');
  await page.locator('[data-action="new-event"]').click();
  const form = page.locator('[data-view="event-form"]');
  await form.locator('[data-field="title-en"]').fill('Six thousand wait');
  await page.locator('[data-action="save-event"]').click();
  const sides = form.getByRole('group', { name: 'Factions' });
  await expect(sides.locator('[data-need="factions"]')).toHaveText('Tick the side this event belongs to');
  await expect(sides.getByRole('checkbox').first()).toBeFocused();
  await expect(form).not.toContainText(/too small/i);
  await expect(form.locator('[data-field="title-en"]')).toHaveValue('Six thousand wait');
  await sides.getByRole('checkbox').first().check();
  await expect(sides.locator('[data-need]')).toHaveCount(0);
  await page.locator('[data-action="save-event"]').click();
  await expect(form).toHaveCount(0);
});

test('at 1366×768 the form opens wide: every field is reached by Tab and none is cut off', async ({
  page,
}) => {
  await page.goto('./#/yanjing');
  await expect(page.locator('[data-view="reader"]')).toContainText(PASSAGE);
  await selectInReader(page, PASSAGE);
  await page.locator('[data-action="new-event"]').click();
  const form = page.locator('[data-view="event-form"]');
  await expect(form).toBeVisible();
  const box = (await form.boundingBox())!;
  expect(box.width).toBeGreaterThan(500);
  await page.screenshot({ path: 'tests/screenshots/event-form-1366x768.png' });

  const fields = await form
    .locator('input, select, textarea, button')
    .evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 80)));
  await form.locator('[data-field="type"]').focus();
  const reached = new Set<string>();
  for (let i = 0; i < fields.length + 5; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      if (!el.closest('[data-view="event-form"]')) return null;
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      return { html: el.outerHTML.slice(0, 80), left: r.left, right: r.right };
    });
    if (!focused) break;
    reached.add(focused.html);
    // Nothing sticks out of the form sideways.
    expect(focused.left).toBeGreaterThanOrEqual(box.x - 1);
    expect(focused.right).toBeLessThanOrEqual(box.x + box.width + 1);
    await page.keyboard.press('Tab');
  }
  // Every field from the type on was reached.
  const afterType = fields.slice(fields.findIndex((f) => f.includes('data-field="type"')));
  expect(afterType.filter((f) => !reached.has(f))).toEqual([]);
  await form.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.screenshot({ path: 'tests/screenshots/event-form-end-1366x768.png' });
});

test('a new event at a step already held: the same moment keeps the later steps, a new step moves them on', async ({
  page,
}) => {
  await page.goto('./#/');
  await page
    .locator('input[data-import="chapter"]')
    .setInputFiles('tests/fixtures/authoring/gbk-chapter.txt');
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  const form = page.locator('[data-view="event-form"]');
  const add = async (passage: string, step?: number, placement?: RegExp) => {
    await selectInReader(page, passage);
    await page.locator('[data-action="new-event"]').click();
    await form.getByRole('group', { name: 'Factions' }).getByRole('checkbox').first().check();
    if (step) await form.locator('[data-field="story-order"]').fill(String(step));
    if (placement) await form.getByRole('radio', { name: placement }).check();
    await page.locator('[data-action="save-event"]').click();
    await expect(form).toHaveCount(0);
  };
  const stepOf = async (id: string) => {
    await page.goto(`./#/gbk-chapter/${id}`);
    await page.locator('[data-action="edit-event"]').click();
    const step = await form.locator('[data-field="story-order"]').inputValue();
    await page.locator('[data-action="cancel-event"]').click();
    return Number(step);
  };
  await add('守将张三命人紧闭北门');
  await add('敌军攻破南门');
  await add('斩首三千余级', 1, /same moment as step 1/);
  expect([await stepOf('event-1'), await stepOf('event-2'), await stepOf('event-3')]).toEqual([1, 2, 1]);
  await page.goto('./#/gbk-chapter');
  await add('又在东门内堆满石块', 2, /new step here/);
  expect([await stepOf('event-1'), await stepOf('event-2'), await stepOf('event-4')]).toEqual([1, 3, 2]);
});

/**
 * Forces and phases made through the interface on a chapter added from a text file (issue 23): two forces, an
 * event that moves one of them between two places of the map and routs the other, a phase over its step; after
 * a reload the token stands where the move took it, the storylines draw it, the timeline has the phase's band
 * and the deck its divider.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addBreachPhase, selectInReader } from './authoringHelpers';

const FIXTURES = 'tests/fixtures/authoring';

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);

async function loadNewChapter(page: Page) {
  await page.goto('./#/');
  await page.locator('input[data-import="chapter"]').setInputFiles(`${FIXTURES}/gbk-chapter.txt`);
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  await expect(page.locator('[data-view="reader"]')).toContainText('敌军攻破南门');
}

async function makeForce(page: Page, fields: Record<string, string>, startWhy?: string, screenshot?: string) {
  const dialog = page.locator('[data-view="force-editor"]');
  await dialog.locator('[data-action="add-force"]').click();
  await dialog.locator('[data-field="force-name"]').fill(fields.name!);
  await dialog.locator('[data-field="force-en"]').fill(fields.en!);
  await dialog.locator('[data-field="force-faction"]').selectOption(fields.faction!);
  await dialog.locator('[data-field="force-start"]').selectOption(fields.start!);
  await dialog.locator('[data-field="force-evidence"]').fill(fields.evidence!);
  if (startWhy) {
    await dialog.locator('[data-field="force-start-inferred"]').check();
    await dialog.locator('[data-field="force-start-why"]').fill(startWhy);
  }
  if (fields.strength) {
    await dialog.locator('[data-field="force-strength-stated"]').check();
    await dialog.locator('[data-field="strength-text"]').fill(fields.strength);
    await dialog.locator('[data-field="strength-qualifier"]').selectOption('countless');
  }
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.locator('[data-action="save-force"]').click();
}

test('two forces and a phase made in the editors: after a reload the token walks, the storyline draws', async ({
  page,
}) => {
  await loadNewChapter(page);
  await page.locator('[data-action="edit-forces"]').click();
  const forces = page.locator('[data-view="force-editor"]');
  await expect(forces).toBeVisible();
  // A force with no name is not saved, and the editor says why.
  await forces.locator('[data-action="save-force"]').click();
  await expect(forces.locator('.problems')).toContainText('name');
  await makeForce(page, {
    name: '敌军',
    en: 'Enemy army',
    faction: 'attackers',
    start: 'gate-north',
    evidence: '城外的敌军在黄昏时分开始攻城',
  });
  await expect(forces.locator('[data-force="enemy-army"]')).toContainText('敌军');
  await makeForce(
    page,
    {
      name: '残兵',
      en: 'Remnant troops',
      faction: 'defenders',
      start: 'gate-west',
      evidence: '张三率残兵从西门逃走',
      strength: '残兵',
    },
    'Where the defenders stand at first is not told.',
    'tests/screenshots/authoring-force-fields-1366x768.png',
  );
  await expect(forces.locator('[data-force="remnant-troops"]')).toContainText('残兵');
  await page.screenshot({ path: 'tests/screenshots/authoring-forces-1366x768.png' });
  expect(await serious(page)).toEqual([]);
  await forces.locator('[data-action="close-editor"]').click();
  await expect(forces).toHaveCount(0);

  // The event: the passage names 敌军, which is offered first; it moves from the north gate to the south gate.
  await selectInReader(page, '敌军攻破南门');
  await page.locator('[data-action="new-event"]').click();
  const form = page.locator('[data-view="event-form"]');
  await expect(form).toBeVisible();
  await form.locator('[data-action="add-movement"]').click();
  const move = form.locator('[data-movement-row="0"]');
  await expect(move.locator('[data-mover]').first()).toHaveAttribute('data-mover', 'enemy-army');
  await expect(move.locator('[data-mover="enemy-army"]')).toBeChecked();
  await move.locator('[data-field="movement-from"]').selectOption('gate-north');
  await move.locator('[data-field="movement-to"]').selectOption('gate-south');
  await move.locator('summary').click();
  await move.locator('[data-inferred-path="movements[0].from"] input[type="checkbox"]').check();
  await move
    .locator('[data-inferred-path="movements[0].from"] input:not([type])')
    .fill('The text says only that they were outside.');
  await form.locator('[data-action="add-force-change"]').click();
  await form.locator('[data-field="change-force"]').selectOption('remnant-troops');
  await form.locator('[data-field="change-condition"]').selectOption('routed');
  await form.getByRole('group', { name: 'Factions' }).getByRole('checkbox').first().check();
  await page.screenshot({ path: 'tests/screenshots/authoring-movement-form-1366x768.png' });
  await form.locator('[data-action="save-event"]').click();
  await expect(form).toHaveCount(0);

  // The phase over step 1.
  const phases = await addBreachPhase(page);
  await page.screenshot({ path: 'tests/screenshots/authoring-phases-1366x768.png' });
  expect(await serious(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(phases).toHaveCount(0);

  await page.goto('./#/gbk-chapter/event-1');
  await page.reload();
  const token = page.locator('[data-view="diagram"] [data-force-id="enemy-army"]').first();
  await expect(token).toHaveAttribute('data-at', 'gate-south');
  await expect(
    page.locator('[data-view="diagram"] [data-force-id="remnant-troops"]').first(),
  ).toHaveAttribute('data-condition', 'routed');
  await expect(page.locator('[data-view="diagram"] path.movement[data-movement="0"]').first()).toBeAttached();
  await expect(page.locator('[data-view="timeline"] .band[data-phase="the-breach"]')).toHaveCount(1);
  await page.screenshot({ path: 'tests/screenshots/authoring-forces-map-1366x768.png' });

  await page.goto('./#/gbk-chapter/event-1?chart=storylines');
  const storylines = page.locator('[data-view="storylines"]');
  await expect(storylines.locator('[data-force-id]')).toHaveCount(2);
  await expect(storylines.locator('[data-force-id="enemy-army"]')).toHaveCount(1);
  await page.screenshot({ path: 'tests/screenshots/authoring-forces-storylines-1366x768.png' });

  await page.goto('./#/gbk-chapter?mode=present&slide=phase-the-breach');
  await expect(page.locator('[data-slide="phase"]')).toContainText('破城');
  await page.screenshot({ path: 'tests/screenshots/authoring-phase-slide-1366x768.png' });
});

/**
 * Issue 26, the map editor: two tabs on one origin (one browser context: they share IndexedDB and the
 * BroadcastChannel) both open the editor on a chapter the user added. What one saves and the other's editor did
 * not touch merges field by field; a field both changed is offered with both versions, never saved over.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FIXTURE = 'tests/fixtures/authoring/gbk-chapter.txt';
const SHOTS = 'test-results/tabsMap';

const gate = (page: Page, id: string) => page.locator(`[data-gate="${id}"]`);
const chapterTitle = (page: Page) => page.locator('[data-field="chapter-title-en"]');
const saveMap = async (page: Page) => page.locator('[data-action="save-map"]').click();

/** Tab A with the user's chapter, tab B on it; both open the map editor before either saves. */
async function twoEditors(a: Page, context: { newPage(): Promise<Page> }) {
  await a.goto('./#/');
  await a.locator('input[data-import="chapter"]').setInputFiles(FIXTURE);
  await expect(a).toHaveURL(/#\/gbk-chapter$/);
  const b = await context.newPage();
  await b.goto('./#/gbk-chapter');
  for (const tab of [a, b]) {
    await expect(tab.locator('[data-view="reader"]')).toContainText('守将张三命人紧闭北门');
    await tab.locator('[data-action="edit-map"]').click();
    await expect(gate(tab, 'gate-north')).toBeVisible();
  }
  return b;
}

/** A saves; B is told its chapter changed in another tab while its editor stays open. */
async function aSaves(a: Page, b: Page) {
  await saveMap(a);
  await expect(a.locator('[data-view="city-editor"]')).toHaveCount(0);
  await expect(b.locator('[data-notice]').first()).toContainText('updated in another tab');
}

const diagramGate = (page: Page, id: string) => page.locator(`[data-view="diagram"] [data-place-id="${id}"]`);

test('A renames a gate and retitles the chapter, B moves another gate and renames the city: all stand', async ({
  context,
  page: a,
}) => {
  const b = await twoEditors(a, context);
  await gate(a, 'gate-north').locator('input').first().fill('拱辰门');
  await chapterTitle(a).fill('Title from A');
  await aSaves(a, b);
  await gate(b, 'gate-south').locator('input[type="range"]').fill('0.8');
  await b.locator('[data-field="city-name"]').fill('乙城');
  await saveMap(b);
  await expect(b.locator('[data-view="city-editor"]')).toHaveCount(0);
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
  for (const tab of [a, b]) {
    await tab.reload();
    await expect(diagramGate(tab, 'gate-north')).toContainText('拱辰门');
    await expect(tab.locator('[data-control="chapter"]')).toContainText('Title from A');
    await tab.locator('[data-action="edit-map"]').click();
    await expect(gate(tab, 'gate-south').locator('input[type="range"]')).toHaveValue('0.8');
    await expect(tab.locator('[data-field="city-name"]')).toHaveValue('乙城');
    await expect(chapterTitle(tab)).toHaveValue('Title from A');
  }
});

test('both rename one gate: B’s map is offered beside A’s, and keeping B’s saves it over A’s', async ({
  context,
  page: a,
}) => {
  const b = await twoEditors(a, context);
  await gate(a, 'gate-north').locator('input').first().fill('甲门');
  await aSaves(a, b);
  await gate(b, 'gate-north').locator('input').first().fill('乙门');
  await chapterTitle(b).fill('Title from B');
  await saveMap(b);
  const conflict = b.locator('[data-notice="conflict"] [data-conflict="city"]');
  const field = '[data-field-path="places › gate-north › name"]';
  await expect(conflict.locator(`[data-version="mine"] ${field}`)).toContainText('乙门');
  await expect(conflict.locator(`[data-version="theirs"] ${field}`)).toContainText('甲门');
  await b.screenshot({ path: `${SHOTS}/gate-name-conflict.png` });
  // Until B chooses, A's gate is what is stored; B's other field (the title) merged and saved.
  await a.reload();
  await expect(diagramGate(a, 'gate-north')).toContainText('甲门');
  await expect(a.locator('[data-control="chapter"]')).toContainText('Title from B');
  await conflict.locator('[data-action="keep-mine"]').click();
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
  await a.reload();
  await expect(diagramGate(a, 'gate-north')).toContainText('乙门');
});

test('both retitle the chapter: B’s details are offered beside A’s, and keeping A’s drops B’s', async ({
  context,
  page: a,
}) => {
  const b = await twoEditors(a, context);
  await chapterTitle(a).fill('Title from A');
  await aSaves(a, b);
  await chapterTitle(b).fill('Title from B');
  await saveMap(b);
  const conflict = b.locator('[data-notice="conflict"] [data-conflict="meta"]');
  const field = '[data-field-path="title › en"]';
  await expect(conflict.locator(`[data-version="mine"] ${field}`)).toContainText('Title from B');
  await expect(conflict.locator(`[data-version="theirs"] ${field}`)).toContainText('Title from A');
  await b.screenshot({ path: `${SHOTS}/details-conflict.png` });
  await conflict.locator('[data-action="keep-theirs"]').click();
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
  for (const tab of [a, b]) {
    await tab.reload();
    await expect(tab.locator('[data-control="chapter"]')).toContainText('Title from A');
  }
});

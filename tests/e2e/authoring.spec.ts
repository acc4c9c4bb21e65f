import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseSide, selectInReader, staleTab } from './authoringHelpers';

const FIXTURES = 'tests/fixtures/authoring';
const passages = ['守将张三命人紧闭北门', '敌军攻破南门', '斩首三千余级'];

async function loadNewChapter(page: Page) {
  await page.goto('./#/');
  await page.locator('input[data-import="chapter"]').setInputFiles(`${FIXTURES}/gbk-chapter.txt`);
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  await expect(page.locator('[data-view="reader"]')).toContainText('守将张三命人紧闭北门');
}

async function createEvent(page: Page, passage: string, title?: string) {
  await selectInReader(page, passage);
  await page.locator('[data-action="new-event"]').click();
  await expect(page.locator('[data-view="event-form"]')).toBeVisible();
  await chooseSide(page);
  if (title) await page.locator('[data-field="title-en"]').fill(title);
  await page.locator('[data-action="save-event"]').click();
  await expect(page.locator('[data-view="event-form"]')).toHaveCount(0);
}

test('a GB18030 chapter loads, opens at once, and takes three events made from selections', async ({
  page,
}) => {
  await loadNewChapter(page);
  await expect(page.locator('[data-view="diagram"] .kind-gate')).toHaveCount(4);
  for (const [i, passage] of passages.entries()) await createEvent(page, passage, `Event ${i + 1}`);
  const marks = page.locator('[data-view="timeline"] .marks [data-event-id]');
  await expect(marks).toHaveCount(3);
  for (const passage of passages) {
    await expect(page.locator('[data-view="reader"] .passage', { hasText: passage })).toHaveCount(1);
  }
  // The newest is selected, its passage highlighted exactly.
  const highlighted = await page
    .locator('[data-view="reader"] .passage.selected')
    .evaluateAll((spans) => spans.map((s) => s.textContent).join(''));
  expect(highlighted).toBe(passages[2]);

  await page.reload();
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(3);
  await page.screenshot({ path: 'tests/screenshots/authoring-gbk-chapter-1366x768.png' });
});

test('places picked on the diagram, an edit, a delete, undo and redo', async ({ page }) => {
  await loadNewChapter(page);
  await selectInReader(page, passages[0]!);
  await page.locator('[data-action="new-event"]').click();
  await expect(page.locator('[data-view="event-form"]')).toBeVisible();
  // The passage names 北门: it comes ticked; the south gate is picked on the diagram.
  await expect(page.locator('[data-place-option="gate-north"]')).toBeChecked();
  await expect(page.locator('[data-place-option="gate-south"]')).not.toBeChecked();
  // On its mark: the place's centre may fall between the mark and a name placed away from it.
  await page.locator('[data-view="diagram"] [data-place-id="gate-south"] > g').first().click();
  await expect(page.locator('[data-place-option="gate-south"]')).toBeChecked();
  await page.locator('[data-field="type"]').selectOption('gate-blocked');
  await chooseSide(page);
  await page.locator('[data-action="save-event"]').click();
  await expect(page).toHaveURL(/#\/gbk-chapter\/event-1$/);
  const id = 'event-1';
  await expect(page.locator(`[data-view="diagram"] [data-place-id="gate-north"]`)).toHaveAttribute(
    'data-involved',
    'true',
  );

  await page.locator('[data-action="edit-event"]').click();
  await page.locator('[data-field="title-en"]').fill('The north gate is shut');
  await page.locator('[data-action="save-event"]').click();
  await expect(page.locator('[data-view="detail"]')).toContainText('The north gate is shut');

  await page.locator('[data-action="undo"]').click();
  await expect(page.locator('[data-view="detail"]')).not.toContainText('The north gate is shut');
  await expect(page.locator('[data-view="detail"] #detail-title')).toContainText(passages[0]!);
  await page.locator('[data-action="redo"]').click();
  await expect(page.locator('[data-view="detail"]')).toContainText('The north gate is shut');

  await page.locator('[data-action="delete-event"]').click();
  await expect(page.locator(`[data-view="timeline"] [data-event-id="${id}"]`)).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(page.locator(`[data-view="timeline"] [data-event-id="${id}"]`)).toHaveCount(1);
});

test('a shipped chapter is extended without touching data/, and the addition survives a reload', async ({
  page,
}) => {
  await page.goto('./#/yanjing');
  await selectInReader(page, '六千多人的大队人马');
  await page.locator('[data-action="new-event"]').click();
  await page.locator('[data-field="title-en"]').fill('Six thousand wait outside');
  await chooseSide(page);
  await page.locator('[data-action="save-event"]').click();
  await expect(page).toHaveURL(/#\/yanjing\/event-1$/);
  const id = 'event-1';
  await page.reload();
  await expect(page.locator(`[data-view="timeline"] [data-event-id="${id}"]`)).toHaveCount(1);
  await expect(page.locator('[data-view="detail"]')).toContainText('Six thousand wait outside');
});

test('export a chapter file, import it into a fresh browser profile: the same view', async ({
  page,
  browser,
}) => {
  await loadNewChapter(page);
  for (const passage of passages) await createEvent(page, passage);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-chapter"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe('gbk-chapter.chapter.json');
  const file = (await download.path())!;
  const exported = readFileSync(file, 'utf8');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('./#/');
  await other.locator('input[data-import="chapter"]').setInputFiles({
    name: 'gbk-chapter.chapter.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  });
  await expect(other).toHaveURL(/#\/gbk-chapter$/);
  const ids = async (p: Page) =>
    p
      .locator('[data-view="timeline"] .marks [data-event-id]')
      .evaluateAll((m) => m.map((e) => e.getAttribute('data-event-id')).sort());
  expect(await ids(other)).toEqual(await ids(page));
  const [again] = await Promise.all([
    other.waitForEvent('download'),
    other.locator('[data-action="export-chapter"]').click(),
  ]);
  expect(readFileSync((await again.path())!, 'utf8')).toBe(exported);
  await fresh.close();
});

test('CSV and TimelineJS exports; CSV import back gives the same events', async ({ page }) => {
  await loadNewChapter(page);
  await createEvent(page, passages[0]!);
  await createEvent(page, passages[1]!);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-csv"]').click(),
  ]);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.split('\n')[0]).toContain('"id","type","storyOrder"');
  const [tl] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-timelinejs"]').click(),
  ]);
  const timeline = JSON.parse(readFileSync((await tl.path())!, 'utf8'));
  expect(timeline.events).toHaveLength(2);
  expect(timeline.events[0].start_date.year).toBeTruthy();
  // Edit a title in the "spreadsheet" and import it back.
  await page.locator('input[data-import="csv"]').setInputFiles({
    name: 'events.csv',
    mimeType: 'text/csv',
    // The English title, empty as the form left it, is written in.
    buffer: Buffer.from(text.replace(`"${passages[0]}",""`, `"${passages[0]}","Edited in a spreadsheet"`)),
  });
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(2);
  await page.locator('[data-view="timeline"] .marks [data-event-id]').first().click();
  await expect(page.locator('[data-view="detail"]')).toContainText('Edited in a spreadsheet');
});

test('each bad file gets a message naming what and where, and the work already there stays intact', async ({
  page,
}) => {
  await loadNewChapter(page);
  await createEvent(page, passages[0]!);
  const bundle = JSON.parse(
    await (async () => {
      const [d] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-action="export-chapter"]').click(),
      ]);
      return readFileSync((await d.path())!, 'utf8');
    })(),
  );
  const variant = (change: (b: typeof bundle) => void, id: string) => {
    const copy = structuredClone(bundle);
    copy.chapter.id = id;
    change(copy);
    return Buffer.from(JSON.stringify(copy));
  };
  const cases: [string, Buffer | string, RegExp][] = [
    ['not-json.json', readFileSync(`${FIXTURES}/not-json.json`).toString(), /not valid JSON at line 1/],
    ['other.json', readFileSync(`${FIXTURES}/other.json`).toString(), /not a chapter file/],
    ['schema.chapter.json', variant((b) => (b.events[0].type = 'dance'), 'schema'), /\$\.events\[0\]\.type/],
    [
      'quote.chapter.json',
      variant((b) => (b.events[0].anchor.exact = '这句话不在原文里'), 'quote'),
      /is not in the text/,
    ],
    [
      'place.chapter.json',
      variant((b) => (b.events[0].places = ['gate-nowhere']), 'place'),
      /unknown place "gate-nowhere"/,
    ],
    [
      'huge.txt',
      'x'.repeat(5 * 1024 * 1024 + 10),
      /is 5,242,890 bytes; the limit is 5,242,880 bytes \(5 MB\)/,
    ],
    [
      'not-text.txt',
      readFileSync(`${FIXTURES}/not-text.txt`).toString('latin1'),
      /could not be decoded|does not read as|control characters/,
    ],
  ];
  for (const [name, content, expected] of cases) {
    await page.goto('./#/');
    const buffer =
      typeof content === 'string'
        ? Buffer.from(content, name === 'not-text.txt' ? 'latin1' : 'utf8')
        : content;
    await page
      .locator('input[data-import="chapter"]')
      .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
    const alert = page.locator('.add [role="alert"]');
    await expect(alert).toContainText(name);
    await expect(alert).toContainText(expected);
  }
  // Nothing was replaced or lost.
  await page.goto('./#/gbk-chapter');
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(1);
});

test('Big5 is detected, and a wrong manual encoding is explained, then corrected', async ({ page }) => {
  await page.goto('./#/');
  await page.locator('[data-control="encoding"]').selectOption('utf-8');
  await page.locator('input[data-import="chapter"]').setInputFiles(`${FIXTURES}/big5-chapter.txt`);
  await expect(page.locator('.add [role="alert"]')).toContainText('UTF-8');
  await page.locator('[data-control="encoding"]').selectOption('');
  await expect(page).toHaveURL(/#\/big5-chapter$/);
  await expect(page.locator('[data-view="reader"]')).toContainText('守將張三命人緊閉北門');
});

test('two tabs never silently overwrite each other; a save refused for an event is shown, not swallowed', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const a = await context.newPage();
  await loadNewChapter(a);
  // Tab B is stale: it never hears from tab A, as when the other tab's announcement does not arrive.
  const b = await staleTab(context, 'gbk-chapter', '守将');
  await createEvent(a, passages[0]!, 'From tab A');
  await selectInReader(b, passages[1]!);
  await b.locator('[data-action="new-event"]').click();
  await chooseSide(b);
  await b.locator('[data-action="save-event"]').click();
  // Both tabs took the id “event-1”: B's save is refused for that event, and both versions are offered.
  const conflict = b.locator('[data-notice="conflict"] [data-conflict="event:event-1"]');
  await expect(conflict).toContainText('changed in another tab');
  await expect(conflict.locator('[data-version="mine"]')).toContainText(passages[1]!);
  await expect(conflict.locator('[data-version="theirs"]')).toContainText('From tab A');
  await conflict.locator('[data-version="mine"] summary').click();
  const axe = await new AxeBuilder({ page: b }).include('[data-notice="conflict"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await b.screenshot({ path: 'tests/screenshots/conflict-notice-1366x768.png' });
  // Keeping theirs shows A's event in B; B's own stays in its open form.
  await conflict.locator('[data-action="keep-theirs"]').click();
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
  await expect(b.locator('[data-view="timeline"] .marks [data-event-id="event-1"]')).toHaveCount(1);
  await expect(b.locator('[data-view="event-form"]')).toBeVisible();
  await a.reload();
  await expect(a.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(1);
  await expect(a.locator('[data-view="detail"]')).toHaveCount(1);
  // The stale tab reloads to catch up, and its open form comes back with it; now it saves.
  await b.locator('[data-field="title-en"]').fill('From tab B');
  await b.reload();
  await expect(b.locator('[data-field="title-en"]')).toHaveValue('From tab B');
  await b.locator('[data-action="save-event"]').click();
  await expect(b.locator('[data-view="event-form"]')).toHaveCount(0);
  await a.reload();
  await expect(a.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(2);

  // Storage that refuses every write: the message says so, and the work stays on screen, kept in the tab.
  await a.evaluate(() => {
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await createEvent(a, passages[2]!);
  await expect(a.locator('[data-notice="error"]')).toContainText('full');
  await expect(a.locator('[data-notice="error"]')).toContainText('kept in this tab');
  await expect(a.locator('[data-view="timeline"] .marks [data-event-id]')).toHaveCount(3);
  await context.close();
});

test('the map editor names and moves gates, adds an inner city and features, and retitles the chapter', async ({
  page,
}) => {
  await loadNewChapter(page);
  await page.locator('[data-action="edit-map"]').click();
  await page.locator('[data-field="chapter-title-en"]').fill('The Night Attack');
  await page.locator('[data-field="chapter-title-zh"]').fill('夜袭之战');
  const north = page.locator('[data-gate="gate-north"]');
  await north.locator('input').first().fill('拱辰门');
  await north.locator('input[type="range"]').fill('0.8');
  await page.locator('[data-action="add-gate"]').click();
  await page.getByRole('checkbox', { name: 'Inner city' }).check();
  await page.locator('.city-editor input[placeholder]').fill('西河');
  await page.locator('.city-editor select').last().selectOption('W');
  await page.locator('[data-action="add-feature"]').click();
  await page.locator('[data-action="add-person"]').click();
  await page.locator('[data-person="person"] input').first().fill('张三');
  await page.locator('[data-action="save-map"]').click();
  await expect(page.locator('[data-view="city-editor"]')).toHaveCount(0);
  // The person added is there to pick as an actor of a new event.
  await selectInReader(page, passages[0]!);
  await page.locator('[data-action="new-event"]').click();
  await expect(page.locator('[data-view="event-form"]')).toContainText('张三');
  await page.locator('[data-action="cancel-event"]').click();
  const gate = page.locator('[data-view="diagram"] [data-place-id="gate-north"]');
  await expect(gate).toContainText('拱辰门');
  await expect(page.locator('[data-view="diagram"] .kind-gate')).toHaveCount(5);
  await expect(page.locator('[data-view="diagram"]')).toContainText('西河');
  await expect(page.locator('[data-control="chapter"]')).toContainText('夜袭之战');
  await page.reload();
  await expect(page.locator('[data-view="diagram"] [data-place-id="gate-north"]')).toContainText('拱辰门');
  await page.screenshot({ path: 'tests/screenshots/authoring-map-1366x768.png' });
});

test('axe finds no serious or critical violation in the authoring views', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  await page.goto('./#/');
  expect(await serious()).toEqual([]);
  await loadNewChapter(page);
  await selectInReader(page, passages[1]!);
  await page.locator('[data-action="new-event"]').click();
  await expect(page.locator('[data-view="event-form"]')).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.locator('[data-action="cancel-event"]').click();
  await page.locator('[data-action="edit-map"]').click();
  expect(await serious()).toEqual([]);
});

test('a chapter file picked from the toolbar while a chapter is open opens at once', async ({ page }) => {
  await page.goto('./#/miyun');
  await expect(page.locator('input[data-import="chapter"]')).toHaveCount(1);
  await page.locator('input[data-import="chapter"]').setInputFiles(`${FIXTURES}/gbk-chapter.txt`);
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  await expect(page.locator('[data-view="reader"]')).toContainText('守将张三命人紧闭北门');
  await page.locator('input[data-import="chapter"]').setInputFiles(`${FIXTURES}/other.json`);
  await expect(page.locator('[data-notice="error"]')).toContainText('other.json');
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
});

test('with the map editor open, a gate is dragged along the walls on the diagram', async ({ page }) => {
  await loadNewChapter(page);
  await page.locator('[data-action="edit-map"]').click();
  const gate = page.locator('[data-view="diagram"] [data-place-id="gate-south"] rect');
  const ring = (await page.locator('[data-view="diagram"] .ring').boundingBox())!;
  const start = (await gate.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // Along the south wall to the east, then round the corner up the east wall.
  await page.mouse.move(ring.x + ring.width * 0.8, ring.y + ring.height, { steps: 5 });
  await page.mouse.move(ring.x + ring.width + 2, ring.y + ring.height * 0.3, { steps: 5 });
  await page.mouse.up();
  const slider = page.locator('[data-gate="gate-south"] input[type="range"]');
  await expect(page.locator('[data-gate="gate-south"] select')).toHaveValue('east');
  expect(Number(await slider.inputValue())).toBeCloseTo(0.3, 1);
  await page.locator('[data-action="save-map"]').click();
  await expect(page.locator('[data-view="city-editor"]')).toHaveCount(0); // saved
  await page.reload();
  const moved = (await page
    .locator('[data-view="diagram"] [data-place-id="gate-south"] rect')
    .boundingBox())!;
  const after = (await page.locator('[data-view="diagram"] .ring').boundingBox())!;
  expect(Math.abs(moved.x + moved.width / 2 - (after.x + after.width))).toBeLessThan(4);
});

test('an open event form survives a reload, stays in its own tab, and goes once saved or cancelled', async ({
  page,
  context,
}) => {
  await page.goto('./#/yanjing');
  await selectInReader(page, '六千多人的大队人马');
  await page.locator('[data-action="new-event"]').click();
  await page.locator('[data-field="title-en"]').fill('Six thousand, half written');
  await page.locator('[data-field="summary"]').fill('Still writing this one');

  await page.reload();
  await expect(page.locator('[data-view="event-form"]')).toBeVisible();
  await expect(page.locator('[data-field="title-en"]')).toHaveValue('Six thousand, half written');
  await expect(page.locator('[data-field="summary"]')).toHaveValue('Still writing this one');
  await expect(page.locator('[data-notice="draft-restored"]')).toBeVisible();

  // Another tab on the same chapter does not open a form it never wrote.
  const other = await context.newPage();
  await other.goto('./#/yanjing');
  await expect(other.locator('[data-view="detail"]')).toBeVisible();
  await expect(other.locator('[data-view="event-form"]')).toHaveCount(0);
  await other.close();

  await page.locator('[data-action="cancel-event"]').click();
  await expect(page.locator('[data-view="event-form"]')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-view="detail"]')).toBeVisible();
  await expect(page.locator('[data-view="event-form"]')).toHaveCount(0);
});

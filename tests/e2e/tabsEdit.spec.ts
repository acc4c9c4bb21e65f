/**
 * Issue 26 items 1, 2 and 14, two tabs on one origin (one browser context: they share IndexedDB, the
 * BroadcastChannel and nothing else): an edit is against what the user saw, so what another tab saved or
 * deleted meanwhile is merged or offered with both versions, never saved over; a note typed in the pause before
 * a reload comes back.
 */
import { type Page } from '@playwright/test';
import { chapterDrawn, expect, test } from './fixtures';
import { chooseSide, selectInReader } from './authoringHelpers';
import { loadChapters } from './chapterData';

const FIXTURES = 'tests/fixtures/authoring';
const SHOTS = 'test-results/tabsEdit';

async function importChapter(page: Page) {
  await page.goto('./#/');
  await page.locator('input[data-import="chapter"]').setInputFiles(`${FIXTURES}/gbk-chapter.txt`);
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  await expect(page.locator('[data-view="reader"]')).toContainText('守将张三命人紧闭北门');
}

/** Adds an event on `passage` titled `title`; resolves to its id. */
async function addEvent(page: Page, passage: string, title: string) {
  await selectInReader(page, passage);
  await page.locator('[data-action="new-event"]').click();
  await chooseSide(page);
  await page.locator('[data-field="title-en"]').fill(title);
  await page.locator('[data-action="save-event"]').click();
  await expect(page.locator('[data-view="event-form"]')).toHaveCount(0);
  return decodeURIComponent(page.url().split('/').pop()!);
}

/** Tab A with the user's chapter and one event, tab B on that event; both open its form. */
async function twoForms(a: Page, context: { newPage(): Promise<Page> }) {
  await importChapter(a);
  const id = await addEvent(a, '守将张三命人紧闭北门', 'Old title');
  const b = await context.newPage();
  await b.goto(`./#/gbk-chapter/${id}`);
  await expect(b.locator('[data-view="detail"]')).toContainText('Old title');
  for (const tab of [a, b]) await tab.locator('[data-action="edit-event"]').click();
  return { id, b };
}

const detail = (page: Page) => page.locator('[data-view="detail"]');

test('two open forms: A saves a new title, B saves only a new summary: both stand, in both tabs', async ({
  context,
  page: a,
}) => {
  const { b } = await twoForms(a, context);
  await a.locator('[data-field="title-en"]').fill('Title from A');
  await a.locator('[data-action="save-event"]').click();
  await expect(b.locator('[data-notice]').first()).toContainText('updated in another tab');
  await b.locator('[data-field="summary"]').fill('Summary from B');
  await b.locator('[data-action="save-event"]').click();
  await expect(b.locator('[data-view="event-form"]')).toHaveCount(0);
  for (const tab of [a, b]) {
    await tab.reload();
    await expect(detail(tab)).toContainText('Title from A');
    await expect(detail(tab)).toContainText('Summary from B');
  }
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
});

test('two open forms change the same title: B’s save is offered with A’s, never over it', async ({
  context,
  page: a,
}) => {
  const { id, b } = await twoForms(a, context);
  await a.locator('[data-field="title-en"]').fill('Title from A');
  await a.locator('[data-action="save-event"]').click();
  await expect(b.locator('[data-notice]').first()).toContainText('updated in another tab');
  await b.locator('[data-field="title-en"]').fill('Title from B');
  await b.locator('[data-action="save-event"]').click();
  const conflict = b.locator(`[data-notice="conflict"] [data-conflict="event:${id}"]`);
  await expect(conflict.locator('[data-version="mine"]')).toContainText('Title from B');
  await expect(conflict.locator('[data-version="theirs"]')).toContainText('Title from A');
  await b.screenshot({ path: `${SHOTS}/same-title-conflict.png` });
  // Until B chooses, what is stored (and what A shows) is A's.
  await a.reload();
  await expect(detail(a)).toContainText('Title from A');
  await conflict.locator('[data-action="keep-mine"]').click();
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
  await a.reload();
  await expect(detail(a)).toContainText('Title from B');
});

test('A deletes the event while B’s form is open; B saves: the edit is offered back and restored', async ({
  context,
  page: a,
}) => {
  const { id, b } = await twoForms(a, context);
  await a.locator('[data-action="cancel-event"]').click();
  await expect(a.locator('[data-view="event-form"]')).toHaveCount(0);
  await a.locator('[data-action="delete-event"]').click();
  await expect(a.locator(`[data-view="timeline"] .marks [data-event-id="${id}"]`)).toHaveCount(0);
  await expect(b.locator(`[data-view="timeline"] .marks [data-event-id="${id}"]`)).toHaveCount(0);
  await b.locator('[data-field="summary"]').fill('Summary from B');
  await b.locator('[data-action="save-event"]').click();
  const conflict = b.locator(`[data-notice="conflict"] [data-conflict="event:${id}"]`);
  await expect(conflict).toContainText('deleted in another tab or window while you edited it');
  await expect(conflict.locator('[data-version="mine"]')).toContainText('Summary from B');
  await expect(conflict.locator('[data-version="theirs"]')).toContainText('Deleted');
  await expect(conflict.locator('[data-action="keep-theirs"]')).toHaveText('Discard my changes');
  await b.screenshot({ path: `${SHOTS}/deleted-offered.png` });
  await expect(conflict.locator('[data-action="keep-mine"]')).toHaveText('Restore with my changes');
  await conflict.locator('[data-action="keep-mine"]').click();
  await expect(b.locator('[data-notice="conflict"]')).toHaveCount(0);
  await a.goto(`./#/gbk-chapter/${id}`);
  await a.reload();
  await expect(detail(a)).toContainText('Summary from B');
});

const chapter = loadChapters()[0]!;
const event = chapter.events[1]!;
const noteField = (page: Page) => page.locator(`[data-view="detail"] textarea[data-note="${event.id}"]`);

test('B types a note, A types and leaves the field (saved), B’s pause saves: A’s note stays, B sees both', async ({
  context,
  page: a,
}) => {
  const b = await context.newPage();
  await b.clock.install();
  for (const tab of [a, b]) {
    await tab.goto(`./#/${chapter.id}/${event.id}`);
    await chapterDrawn(tab);
    await expect(noteField(tab)).toBeVisible();
  }
  // The clock (the context's, both tabs') stands still: its 700 ms pause ends only when the test says.
  await b.clock.pauseAt(Date.now() + 60_000);
  await noteField(b).pressSequentially('B typed');
  await noteField(a).fill('A wrote this');
  await noteField(a).blur();
  await expect(a.locator('[data-note-status="saved"]')).toBeVisible();
  await expect(b.locator('[data-notice]').first()).toContainText('updated in another tab');
  await b.clock.runFor(1000);
  await expect(b.locator('[data-note-status="failed"]')).toContainText('was changed in another tab');
  const conflict = b.locator(`[data-notice="conflict"] [data-conflict="note:${event.id}"]`);
  await expect(conflict.locator('[data-version="mine"]')).toContainText('B typed');
  await expect(conflict.locator('[data-version="theirs"]')).toContainText('A wrote this');
  await b.screenshot({ path: `${SHOTS}/note-conflict.png` });
  // The clock is the context's: both tabs' time runs again.
  await b.clock.resume();
  await a.reload();
  await expect(noteField(a)).toHaveValue('A wrote this');
});

test('a note typed and reloaded before its pause is over comes back, and is saved when the field is left', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`./#/${chapter.id}/${event.id}`);
  await chapterDrawn(page);
  await expect(noteField(page)).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  await noteField(page).pressSequentially('Typed, then the tab went');
  await page.reload();
  // The paused clock holds the explorer's later turns (the side column) until it runs again.
  await page.clock.resume();
  await expect(noteField(page)).toHaveValue('Typed, then the tab went');
  await expect(page.locator('[data-notice="note-restored"]')).toContainText('Your unsaved note from');
  await page.screenshot({ path: `${SHOTS}/note-restored.png` });
  await noteField(page).focus();
  await noteField(page).blur();
  await expect(page.locator('[data-note-status="saved"]')).toBeVisible();
  await page.reload();
  // The paused clock holds the explorer's later turns (the side column) until it runs again.
  await page.clock.resume();
  await expect(noteField(page)).toHaveValue('Typed, then the tab went');
  await expect(page.locator('[data-notice="note-restored"]')).toHaveCount(0);
});

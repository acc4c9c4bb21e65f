/** Teacher's notes: written in the explorer, kept over a reload, carried by the chapter file and the CSV. */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';

const chapter = loadChapters()[0]!;
const event = chapter.events[1]!;
const NOTE = '=SUM(A1)\nAsk: who opened the gate, and "why"?';

test('a note written on a step survives a reload, and travels in the chapter file and the CSV', async ({
  page,
  browser,
}) => {
  await page.goto(`./#/${chapter.id}/${event.id}`);
  const field = page.locator(`[data-view="detail"] textarea[data-note="${event.id}"]`);
  await expect(field).toBeVisible();
  await field.fill(NOTE);
  // Saved after a pause, without leaving the field.
  await expect(page.locator('[data-view="detail"] [data-note-status="saved"]')).toBeVisible();
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/notes-detail-${width}.png` });
  }

  await page.reload();
  await expect(page.locator(`textarea[data-note="${event.id}"]`)).toHaveValue(NOTE);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-csv"]').click(),
  ]);
  const csvText = readFileSync((await csv.path())!, 'utf8');
  expect(csvText.split('\n')[0]).toContain('"teacher_note"');
  // Formula-escaped for spreadsheets, line break and quotes kept inside the quoted cell.
  expect(csvText).toContain(`"'=SUM(A1)\nAsk: who opened the gate, and ""why""?"`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-chapter"]').click(),
  ]);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    chapter: { id: string };
    notes: Record<string, string>;
  };
  expect(exported.notes).toEqual({ [event.id]: NOTE });

  // Imported as a new chapter (under a new id, as the shipped one is already here) in a fresh profile.
  exported.chapter.id = `${chapter.id}-copy`;
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('./#/');
  await other.locator('input[data-import="chapter"]').setInputFiles({
    name: `${chapter.id}-copy.chapter.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(exported)),
  });
  await expect(other).toHaveURL(new RegExp(`#/${chapter.id}-copy$`));
  await other.goto(`./#/${chapter.id}-copy/${event.id}`);
  await expect(other.locator(`textarea[data-note="${event.id}"]`)).toHaveValue(NOTE);
  await fresh.close();
});

test('undo takes a note back; a blank note is removed', async ({ page }) => {
  await page.goto(`./#/${chapter.id}/${event.id}`);
  const field = page.locator(`textarea[data-note="${event.id}"]`);
  // Typed key by key: the explorer's keys (P presents, arrows step) stay out of the field.
  await field.pressSequentially('first p');
  await field.press('ArrowRight');
  await field.blur();
  await expect(page).toHaveURL(new RegExp(`#/${chapter.id}/${event.id}$`));
  await expect(page.locator('[data-note-status="saved"]')).toBeVisible();
  await field.fill('second');
  await field.blur();
  await expect(page.locator('[data-note-status="saved"]')).toBeVisible();
  await page.locator('[data-action="undo"]').click();
  await expect(field).toHaveValue('first p');
  await field.fill('');
  await field.blur();
  // The removal is saved before the reload (typing cleared the status; the save sets it again).
  await expect(page.locator('[data-note-status="saved"]')).toBeVisible();
  await page.reload();
  await expect(page.locator(`textarea[data-note="${event.id}"]`)).toHaveValue('');
});

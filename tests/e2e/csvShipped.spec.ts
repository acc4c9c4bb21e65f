/**
 * Issue 26 item 4: a published chapter's CSV imports back unchanged (its force changes and the inferred marks on
 * them had no column, and the import refused it), and a row that edits one of its events is reported, not dropped
 * without a word, while the file's new rows are added.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect, test, chapterDrawn } from './fixtures';

test('miyun’s CSV imports back unchanged; an edited row of its own events is named, a new row added', async ({
  page,
}) => {
  await page.goto('./#/miyun');
  await chapterDrawn(page);
  const marks = page.locator('[data-view="timeline"] .marks [data-event-id]');
  const shippedCount = await marks.count();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-csv"]').click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('"forceChanges"');
  const input = page.locator('input[data-import="csv"]');

  await input.setInputFiles({ name: 'miyun-events.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.locator('[data-view="timeline"]')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('[data-csv-report]')).toHaveCount(0);
  await expect(marks).toHaveCount(shippedCount);

  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  const first = rows[0]!;
  const edited = { ...first, title_en: 'Retitled in a spreadsheet' };
  const added = { ...rows[1]!, id: 'my-own-copy', title_en: 'My own event', causes: '' };
  const changed = Papa.unparse([edited, ...rows.slice(1), added], { quotes: true, newline: '\n' });
  await input.setInputFiles({ name: 'edited.csv', mimeType: 'text/csv', buffer: Buffer.from(changed) });

  const report = page.locator('[data-csv-report]');
  await expect(report.locator('[data-row="2"]')).toContainText(`“${first.id}”`);
  await expect(report.locator('[data-row="2"]')).toContainText('title_en');
  await expect(report.locator('li')).toHaveCount(1);
  await expect(marks).toHaveCount(shippedCount + 1);
  await page.screenshot({ path: '/tmp/csv26-report.png' });
  await page.goto(`./#/miyun/${first.id}`);
  await chapterDrawn(page);
  await expect(page.locator('[data-view="detail"]')).not.toContainText('Retitled in a spreadsheet');
  await page.goto('./#/miyun/my-own-copy');
  await chapterDrawn(page);
  await expect(page.locator('[data-view="detail"]')).toContainText('My own event');
});

/** One colour, one side: a faction keeps its colour in every chapter, and no other mark borrows faction colours. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FACTION_COLOURS } from '../../src/lib/model/factionColours';
import { expect, test } from './fixtures';

const chapterIds: string[] = JSON.parse(readFileSync('data/index.json', 'utf8')).chapters;

/** Each faction's swatch colour on the chapter's title slide, by faction id. */
async function titleSlideSwatches(page: Page, chapterId: string): Promise<Map<string, string>> {
  await page.goto(`./#/${chapterId}?mode=present`);
  const slide = page.locator('.presentation [data-slide="title"]');
  await expect(slide).toBeVisible();
  await expect(slide.locator('[data-faction-id] .swatch').first()).toBeVisible();
  const swatches = await slide
    .locator('[data-faction-id]')
    .evaluateAll((items) =>
      items.map((item) => [
        item.getAttribute('data-faction-id')!,
        getComputedStyle(item.querySelector('.swatch')!).backgroundColor,
      ]),
    );
  await page.screenshot({ path: `tests/screenshots/sides-title-${chapterId}.png` });
  return new Map(swatches as [string, string][]);
}

test('the title slide of every chapter gives each faction one colour, the same in every chapter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const byChapter = new Map<string, Map<string, string>>();
  for (const id of chapterIds) byChapter.set(id, await titleSlideSwatches(page, id));

  const first = new Map<string, { colour: string; chapter: string }>();
  for (const [chapter, swatches] of byChapter) {
    const colours = [...swatches.values()];
    expect(new Set(colours).size, `two factions of ${chapter} share a colour`).toBe(colours.length);
    for (const [faction, colour] of swatches) {
      const seen = first.get(faction);
      if (seen) expect(colour, `${faction} in ${chapter} and ${seen.chapter}`).toBe(seen.colour);
      else first.set(faction, { colour, chapter });
    }
  }
  // The case that started it: the Liao of 燕京 and of 密雲.
  const liao = [byChapter.get('yanjing')?.get('liao'), byChapter.get('miyun')?.get('liao')];
  expect(liao[0]).toBeTruthy();
  expect(liao[1]).toBe(liao[0]);
});

test('the reader underlines every passage in one neutral ink, with a key of the line styles', async ({
  page,
}) => {
  for (const id of chapterIds) {
    const swatches = await titleSlideSwatches(page, id);
    await page.goto(`./#/${id}`);
    const reader = page.locator('[data-view="reader"]');
    await expect(reader.locator('.passage').first()).toBeVisible();
    const lines = await reader.locator('.passage').evaluateAll((passages) =>
      passages.map((p) => {
        const style = getComputedStyle(p);
        return { colour: style.textDecorationColor, style: style.textDecorationStyle };
      }),
    );
    const inks = new Set(lines.map((l) => l.colour));
    expect(inks.size, `${id}: passages underlined in ${[...inks].join(', ')}`).toBe(1);
    const faction = (c: string) => c.replace(/rgba?\((\d+), (\d+), (\d+).*/, '$1,$2,$3');
    for (const colour of swatches.values()) expect(faction([...inks][0]!)).not.toBe(faction(colour));

    const key = reader.locator('[data-key="underlines"] li');
    const styles = await key.evaluateAll((items) =>
      items.map((li) => {
        const s = getComputedStyle(li);
        return `${s.textDecorationStyle} ${s.textDecorationThickness}`;
      }),
    );
    expect(styles.length).toBeGreaterThan(1);
    expect(new Set(styles).size).toBe(styles.length);
    for (const line of new Set(lines.map((l) => l.style)))
      expect(styles.some((s) => s.startsWith(`${line} `))).toBe(true);
  }
  await page.goto('./#/miyun');
  await page.locator('[data-view="reader"]').screenshot({ path: 'tests/screenshots/sides-reader-miyun.png' });
});

test('a chapter of the user’s own gives its sides the first free colours, and the editor picks another', async ({
  page,
}) => {
  await page.goto('./#/');
  await page
    .locator('input[data-import="chapter"]')
    .setInputFiles('tests/fixtures/authoring/gbk-chapter.txt');
  await expect(page).toHaveURL(/#\/gbk-chapter$/);
  const before = await titleSlideSwatches(page, 'gbk-chapter');
  expect(new Set(before.values()).size).toBe(before.size);

  await page.goto('./#/gbk-chapter');
  await page.locator('[data-action="edit-map"]').click();
  const pickers = page.locator('[data-view="city-editor"] [data-field="faction-colour"]');
  await expect(pickers).toHaveCount(before.size);
  const [first, second] = [pickers.nth(0), pickers.nth(1)];
  // A colour another side has is not offered.
  const firstColour = await first.inputValue();
  await expect(second.locator(`option[value="${firstColour}"]`)).toBeDisabled();
  await second.selectOption('black');
  await page.locator('[data-action="add-faction"]').click();
  await expect(pickers).toHaveCount(before.size + 1);
  const added = await pickers.last().inputValue();
  expect([firstColour, 'black']).not.toContain(added);
  await page.locator('[data-view="city-editor"]').screenshot({ path: 'tests/screenshots/sides-editor.png' });
  await page.locator('[data-action="save-map"]').click();
  await expect(page.locator('[data-view="city-editor"]')).toHaveCount(0);

  await page.reload();
  const after = await titleSlideSwatches(page, 'gbk-chapter');
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  const colours = [...after.values()];
  expect(colours).toHaveLength(before.size + 1);
  expect(colours[1]).toBe(rgb(FACTION_COLOURS.black.hex));
  expect(colours[2]).toBe(rgb(FACTION_COLOURS[added as keyof typeof FACTION_COLOURS].hex));
  expect(new Set(colours).size).toBe(colours.length);
});

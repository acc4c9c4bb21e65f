import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loadChapters } from './chapterData';

const steps = [...loadChapters().find((c) => c.id === 'yanjing')!.events].sort(
  (a, b) => a.storyOrder - b.storyOrder || a.textOrder - b.textOrder,
);
const RED = [0xe0, 0x00, 0x00];

async function drawStroke(page: Page, from: [number, number], to: [number, number]) {
  const box = (await page.locator('[data-ink-layer]').boundingBox())!;
  const at = ([fx, fy]: [number, number]) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    const f = i / 12;
    await page.mouse.move(...at([from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f]));
  }
  await page.mouse.up();
}

/** Saves the slide PNG and counts its pixels close to the colour, decoding it on a canvas in the page. */
async function exportedSlide(page: Page, name: string) {
  const download = page.waitForEvent('download');
  await page.locator('[data-action="export-slide-png"]').click();
  const file = await download;
  const path = test.info().outputPath(name);
  await file.saveAs(path);
  const bytes = readFileSync(path).toString('base64');
  const count = await page.evaluate(
    async ([data, [r, g, b]]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let n = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if (
          Math.abs(pixels[i]! - r!) < 24 &&
          Math.abs(pixels[i + 1]! - g!) < 24 &&
          Math.abs(pixels[i + 2]! - b!) < 24
        )
          n++;
      return { n, width: image.width, height: image.height };
    },
    [bytes, RED] as const,
  );
  return { ...count, fileName: file.suggestedFilename(), path };
}

test('ink: the pen draws on the slide, the slide PNG carries it, undo and C take it back, each slide keeps its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`./#/yanjing/${steps[2]!.id}?mode=present`);
  await expect(page.locator(`.passage-card[data-event-id="${steps[2]!.id}"]`)).toBeVisible();
  const strokes = page.locator('[data-ink-stroke]');

  // With the pen off, a drag draws nothing (clicks go to the slide).
  await drawStroke(page, [0.1, 0.3], [0.4, 0.6]);
  await expect(strokes).toHaveCount(0);
  const clean = await exportedSlide(page, 'slide-clean.png');
  expect(clean.width).toBeGreaterThan(3000);

  await page.keyboard.press('d');
  await expect(page.locator('[data-action="ink-pen"]')).toHaveAttribute('aria-pressed', 'true');
  await drawStroke(page, [0.1, 0.3], [0.4, 0.6]);
  await drawStroke(page, [0.1, 0.6], [0.4, 0.3]);
  await expect(strokes).toHaveCount(2);
  const inked = await exportedSlide(page, 'slide-ink.png');
  expect(inked.fileName).toBe(`yanjing-${steps[2]!.id}.png`);
  // The diagram carries no pure red of its own; two strokes across the map leave thousands of such pixels.
  expect(inked.n - clean.n).toBeGreaterThan(2000);
  await page.screenshot({ path: test.info().outputPath('ink-on-slide.png') });

  await page.keyboard.press('Control+z');
  await expect(strokes).toHaveCount(1);

  // The next slide (a step or a phase divider) has no ink; back again, the ink is still there.
  const shown = page.locator('.presentation .stage > [data-slide-key]');
  await expect(shown).toHaveAttribute('data-slide-key', steps[2]!.id);
  await page.keyboard.press('d');
  await page.keyboard.press('ArrowRight');
  await expect(shown).not.toHaveAttribute('data-slide-key', steps[2]!.id);
  await expect(strokes).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(`.passage-card[data-event-id="${steps[2]!.id}"]`)).toBeVisible();
  await expect(strokes).toHaveCount(1);

  await page.keyboard.press('c');
  await expect(strokes).toHaveCount(0);
  await page.locator('[data-action="ink-undo"]').click();
  await expect(strokes).toHaveCount(1);
  await page.locator('[data-action="ink-clear"]').click();
  await expect(strokes).toHaveCount(0);
  const cleared = await exportedSlide(page, 'slide-cleared.png');
  expect(Math.abs(cleared.n - clean.n)).toBeLessThan(200);
});

test('ink: with the pen off the map takes the pointer, with it on the ink does', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`./#/yanjing/${steps[0]!.id}?mode=present`);
  await expect(page.locator(`.passage-card[data-event-id="${steps[0]!.id}"]`)).toBeVisible();
  const box = (await page.locator('.presentation [data-view="diagram"]').first().boundingBox())!;
  const hit = () =>
    page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[data-ink-layer]')),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
  expect(await hit()).toBe(false);
  await page.locator('[data-action="ink-pen"]').click();
  expect(await hit()).toBe(true);
  await page.locator('[data-action="ink-color"][data-color="#0050d0"]').click();
  await drawStroke(page, [0.2, 0.2], [0.35, 0.5]);
  await expect(page.locator('[data-ink-stroke][fill="#0050d0"]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('ink-1280x720.png') });
});

/**
 * The comparison of two accounts (issue 24), driven by the data: every alignment `data/index.json` lists is opened
 * at `#/compare/<left>/<right>`, and every pair's joining marks (`data-align`, one per left × right combination)
 * and every unmatched event's `data-only` are checked; selecting crosses to the other side in both directions,
 * ← → step the pairs, the URL keeps the selection over a reload and Back, the deck shows a pair's passages, and
 * axe finds nothing serious. With no alignment listed, the tests skip and say why.
 */
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Note {
  zh: string;
  en: string;
}
interface Alignment {
  id: string;
  left: string;
  right: string;
  pairs: { left: string[]; right: string[]; note: Note }[];
  onlyLeft: { event: string; note: Note }[];
  onlyRight: { event: string; note: Note }[];
}

const contract = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--json'], { encoding: 'utf8' }),
) as { chapters: { id: string; events: { id: string }[] }[]; alignments?: Alignment[] };
const alignments = contract.alignments ?? [];
const storyOrder = (chapter: string) =>
  contract.chapters.find((c) => c.id === chapter)!.events.map((e) => e.id);

/** The pairs in the order ← → step them: by the earliest left event in the left chapter's story. */
function steppingOrder(a: Alignment) {
  const left = storyOrder(a.left);
  const right = storyOrder(a.right);
  const rank = (order: string[], ids: string[]) => Math.min(...ids.map((id) => order.indexOf(id)));
  return [...a.pairs].sort(
    (p, q) => rank(left, p.left) - rank(left, q.left) || rank(right, p.right) - rank(right, q.right),
  );
}

const mark = (page: Page, side: 'left' | 'right', id: string) =>
  page.locator(`[data-view="compare"] svg [data-side="${side}"][data-event-id="${id}"]`);
const readerPassage = (page: Page, side: 'left' | 'right') =>
  page.locator(`section[data-side="${side}"] [data-view="reader"] [aria-current="true"]`);

test.describe('the comparison of two accounts', () => {
  // One test stands for them all when there is nothing to compare, so the run says why it checked nothing.
  if (alignments.length === 0)
    test('opens every alignment data/index.json lists', () => {
      test.skip(true, 'data/index.json lists no alignments: there is no comparison to open');
    });

  for (const a of alignments) {
    const url = `./#/compare/${a.left}/${a.right}`;

    test(`${a.id}: the chapter list offers the comparison on both chapters, and it opens`, async ({
      page,
    }) => {
      await page.goto('./#/');
      for (const chapter of [a.left, a.right])
        await expect(page.locator(`[data-chapter-id="${chapter}"] [data-compare="${a.id}"]`)).toHaveCount(1);
      await page.screenshot({ path: `test-results/compare/${a.id}-chapter-list.png` });
      await page.locator(`[data-chapter-id="${a.left}"] [data-compare="${a.id}"]`).click();
      await expect(page.locator('[data-view="compare"] [data-align]').first()).toBeAttached();
      await expect(page).toHaveURL(new RegExp(`#/compare/${a.left}/${a.right}$`));
    });

    test(`${a.id}: every pair is joined and every unmatched event is marked`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('[data-view="compare"] [data-align]').first()).toBeAttached();
      for (const pair of a.pairs)
        for (const l of pair.left)
          for (const r of pair.right) await expect(page.locator(`[data-align="${l}|${r}"]`)).toHaveCount(1);
      const combinations = a.pairs.reduce((n, p) => n + p.left.length * p.right.length, 0);
      await expect(page.locator('[data-align]')).toHaveCount(combinations);
      for (const { event } of a.onlyLeft)
        await expect(mark(page, 'left', event)).toHaveAttribute('data-only', 'left');
      for (const { event } of a.onlyRight)
        await expect(mark(page, 'right', event)).toHaveAttribute('data-only', 'right');
      await expect(page.locator('[data-only]')).toHaveCount(a.onlyLeft.length + a.onlyRight.length);
    });

    test(`${a.id}: selecting on one side selects the counterparts on the other, both ways, and the URL keeps it`, async ({
      page,
    }) => {
      const pairs = steppingOrder(a);
      const first = pairs[0]!;
      const last = pairs[pairs.length - 1]!;
      await page.goto(url);
      await mark(page, 'left', first.left[0]!).click();
      await expect(page).toHaveURL(new RegExp(`\\?left=${first.left[0]}$`));
      for (const r of first.right)
        await expect(mark(page, 'right', r)).toHaveAttribute('aria-current', 'true');
      await expect(readerPassage(page, 'right').first()).toHaveAttribute('data-event-id', first.right[0]!);
      await expect(readerPassage(page, 'left').first()).toHaveAttribute('data-event-id', first.left[0]!);
      await expect(page.locator('[data-note="pair"]')).toHaveText(first.note.en);

      await mark(page, 'right', last.right[last.right.length - 1]!).click();
      for (const l of last.left) await expect(mark(page, 'left', l)).toHaveAttribute('aria-current', 'true');
      await expect(readerPassage(page, 'left').first()).toHaveAttribute('data-event-id', last.left[0]!);

      await page.reload();
      for (const l of last.left) await expect(mark(page, 'left', l)).toHaveAttribute('aria-current', 'true');
      await page.goBack();
      await expect(mark(page, 'right', first.right[0]!)).toHaveAttribute('aria-current', 'true');

      if (a.onlyLeft[0]) {
        await mark(page, 'left', a.onlyLeft[0].event).click();
        await expect(page.locator('[data-note="only"]')).toHaveText(a.onlyLeft[0].note.en);
        await expect(
          page.locator('[data-view="compare"] svg [data-side="right"][aria-current="true"]'),
        ).toHaveCount(0);
      }
    });

    test(`${a.id}: ← → step through the pairs in the left story’s order`, async ({ page }) => {
      const pairs = steppingOrder(a);
      await page.goto(url);
      await expect(page.locator('[data-align]').first()).toBeAttached();
      for (const pair of pairs) {
        await page.keyboard.press('ArrowRight');
        await expect(mark(page, 'left', pair.left[0]!)).toHaveAttribute('aria-current', 'true');
        await expect(mark(page, 'right', pair.right[0]!)).toHaveAttribute('aria-current', 'true');
      }
      if (pairs.length > 1) {
        await page.keyboard.press('ArrowLeft');
        await expect(mark(page, 'left', pairs[pairs.length - 2]!.left[0]!)).toHaveAttribute(
          'aria-current',
          'true',
        );
      }
      // A mark takes the keyboard too: Tab to it, Enter selects.
      const target = pairs[0]!.right[0]!;
      await mark(page, 'right', target).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?right=${target}$`));
    });

    test(`${a.id}: the deck shows a pair's two passages and its note`, async ({ page }) => {
      const pair = steppingOrder(a)[0]!;
      await page.goto(`${url}?left=${pair.left[0]}&mode=present`);
      const slide = page.locator('[data-slide="pair"]');
      await expect(slide).toBeVisible();
      for (const id of [...pair.left, ...pair.right])
        await expect(slide.locator(`blockquote[data-event-id="${id}"]`)).toHaveCount(1);
      await expect(slide.locator('[data-note="pair"]')).toHaveText(pair.note.en);
      await page.screenshot({ path: `test-results/compare/${a.id}-deck-1366x768.png` });
      await page.keyboard.press('Escape');
      await expect(page.locator('[data-slide]')).toHaveCount(0);
    });

    test(`${a.id}: the handout tables every pair's passages side by side, then each account's own`, async ({
      page,
    }) => {
      await page.goto(`${url}?mode=handout`);
      const handout = page.locator('[data-handout="compare"]');
      await expect(handout).toBeVisible();
      for (const pair of a.pairs)
        for (const id of [...pair.left, ...pair.right])
          await expect(handout.locator(`[data-event-id="${id}"]`)).toHaveCount(1);
      // Each account is credited as a class cites it (the book and its part), never by its file's name.
      const cites = await handout.locator('thead .cite').allTextContents();
      expect(cites).toHaveLength(2);
      for (const cite of cites) expect(cite).toMatch(/^(?!.*\.txt).+, .+/);
      for (const { event } of a.onlyLeft)
        await expect(handout.locator(`tr[data-only="left"] [data-event-id="${event}"]`)).toHaveCount(1);
      for (const { event } of a.onlyRight)
        await expect(handout.locator(`tr[data-only="right"] [data-event-id="${event}"]`)).toHaveCount(1);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('[data-action="print"]')).toBeHidden();
      await page.screenshot({ path: `test-results/compare/${a.id}-handout-print.png` });
    });

    test(`${a.id}: axe finds no serious or critical violation, in English and in Chinese`, async ({
      page,
    }) => {
      const pair = steppingOrder(a)[0]!;
      await page.goto(`${url}?left=${pair.left[0]}`);
      await expect(page.locator('section[data-side="right"] [data-view="diagram"]')).toBeAttached();
      const serious = async () =>
        (await new AxeBuilder({ page }).analyze()).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`,
          );
      expect(await serious()).toEqual([]);
      await page.locator('[data-control="locale"]').selectOption('zh-Hans');
      await expect(page.locator('[data-view="compare"] h1')).not.toHaveText(/^[A-Za-z]/);
      expect(await serious()).toEqual([]);
    });

    for (const size of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ])
      test(`${a.id}: screenshot at ${size.width}×${size.height}`, async ({ page }) => {
        const pair = steppingOrder(a)[Math.min(1, a.pairs.length - 1)]!;
        await page.setViewportSize(size);
        await page.goto(`${url}?left=${pair.left[0]}`);
        await expect(
          page.locator('section[data-side="right"] [data-view="diagram"] svg').first(),
        ).toBeVisible();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `test-results/compare/${a.id}-${size.width}x${size.height}.png` });
        await page.screenshot({
          path: `test-results/compare/${a.id}-${size.width}x${size.height}-full.png`,
          fullPage: true,
        });
      });
  }
});

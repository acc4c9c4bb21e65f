/**
 * The comparison's readers and maps, and the ways into and out of it, driven by the published alignments
 * (`data/index.json`'s `alignments`): an event paired with several marks every counterpart's passage; the reading
 * aids (pinyin, glosses) act in both readers; the two maps share no SVG id and each points at its own
 * definitions; the explorer of an aligned chapter links to the comparison; a broken alignment file is explained.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loaderSource } from '../../src/lib/data/publishedFiles';
import { expect, test } from './fixtures';

interface Alignment {
  id: string;
  left: string;
  right: string;
  pairs: { left: string[]; right: string[] }[];
}
interface ChapterFile {
  people: { name: string; en: string }[];
  book?: { title: { zh: string; en: string } };
}

const json = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const ids = json<{ alignments?: string[] }>('data/index.json').alignments ?? [];
const alignments = ids.map((id) => json<Alignment>(`data/alignments/${id}.json`));
const chapterFile = (id: string) => json<ChapterFile>(`data/${id}/chapter.json`);
const text = (id: string) => readFileSync(`data/${id}/text.txt`, 'utf8');
const SIDES = ['left', 'right'] as const;
const other = (side: 'left' | 'right') => (side === 'left' ? 'right' : 'left');
const reader = (page: Page, side: 'left' | 'right') =>
  page.locator(`section[data-side="${side}"] [data-view="reader"]`);

test.describe('the comparison’s readers, maps and links', () => {
  if (alignments.length === 0)
    test('opens every alignment data/index.json lists', () => {
      test.skip(true, 'data/index.json lists no alignments: there is no comparison to open');
    });

  for (const a of alignments) {
    const url = `./#/compare/${a.left}/${a.right}`;

    test(`${a.id}: an event paired with several marks every counterpart’s passage, the first in view`, async ({
      page,
    }) => {
      const tried = SIDES.flatMap((side) => {
        const pair = [...a.pairs].sort((p, q) => q[other(side)].length - p[other(side)].length)[0];
        return pair && pair[other(side)].length > 1 ? [{ side, pair }] : [];
      });
      test.skip(tried.length === 0, `${a.id} pairs no event with several`);
      for (const { side, pair } of tried) {
        const counterparts = pair[other(side)];
        await page.goto(`${url}?${side}=${pair[side][0]}`);
        const marked = reader(page, other(side)).locator('.passage[aria-current="true"]');
        for (const id of counterparts) {
          const passage = reader(page, other(side)).locator(`.passage[data-event-id="${id}"]`).first();
          await expect(passage).toHaveAttribute('aria-current', 'true');
          await expect(passage).toHaveClass(/\bselected\b/);
        }
        await expect
          .poll(async () => new Set(await marked.evaluateAll((els) => els.map((e) => e.dataset.eventId))))
          .toEqual(new Set(counterparts));
        await expect(
          reader(page, other(side)).locator(`.passage[data-event-id="${counterparts[0]}"]`).first(),
        ).toBeInViewport();
      }
    });

    test(`${a.id}: pinyin over names and English glosses show in both readers`, async ({ page }) => {
      await page.goto(`${url}?left=${a.pairs[0]!.left[0]}`);
      // A person each text names within its first lines, drawn as the reader opens.
      const person = (id: string) =>
        chapterFile(id).people.find((p) => {
          const at = text(id).indexOf(p.name);
          return p.name.length > 1 && at >= 0 && at < 2000;
        })!;
      await reader(page, 'left').locator('[data-control="pinyin"]').check();
      await reader(page, 'right').locator('[data-control="glosses"]').check();
      for (const side of SIDES) {
        const { name, en } = person(a[side]);
        const mark = reader(page, side)
          .locator('.name', { hasText: new RegExp(`^${name}$`) })
          .first();
        await expect(mark).toHaveAttribute('data-pinyin', /\p{L}/u);
        await expect(mark).toHaveAttribute('data-gloss', en);
        expect(await mark.evaluate((el) => getComputedStyle(el, '::before').content)).not.toBe('none');
        await expect(reader(page, side).locator('[data-control="pinyin"]')).toBeChecked();
      }
    });

    test(`${a.id}: the two maps share no id, and each points at its own definitions`, async ({ page }) => {
      await page.goto(`${url}?left=${a.pairs[0]!.left[0]}`);
      const maps = page.locator('[data-view="compare"] [data-view="diagram"] svg defs');
      await expect(maps).toHaveCount(2);
      const duplicates = await page.evaluate(() => {
        const seen = [...document.querySelectorAll('[id]')].map((e) => e.id);
        return seen.filter((id, i) => seen.indexOf(id) !== i);
      });
      expect(duplicates).toEqual([]);
      const strays = await page
        .locator('[data-view="compare"] [data-view="diagram"]')
        .evaluateAll((diagrams) =>
          diagrams.flatMap((diagram) =>
            [...diagram.querySelectorAll('*')].flatMap((el) =>
              [...el.attributes].flatMap((attribute) => {
                const id = /url\(#([^)]+)\)/.exec(attribute.value)?.[1];
                return id && !diagram.querySelector(`#${CSS.escape(id)}`) ? [`${attribute.name}=${id}`] : [];
              }),
            ),
          ),
        );
      expect(strays).toEqual([]);
    });

    test(`${a.id}: the explorer of either chapter links to the comparison, in three languages`, async ({
      page,
    }) => {
      for (const side of SIDES) {
        const book = chapterFile(a[other(side)]).book?.title;
        await page.goto(`./#/${a[side]}`);
        const link = page.locator(`[data-compare="${a.id}"]`);
        await expect(link).toBeVisible();
        if (book) await expect(link).toContainText(`Compare with ${book.zh}`);
        await page.locator('[data-control="locale"]').selectOption('zh-Hans');
        if (book) await expect(link).toContainText(`与《${book.zh}》对照`);
        await page.locator('[data-control="locale"]').selectOption('zh-Hant');
        if (book) await expect(link).toContainText(`與《${book.zh}》對照`);
        await page.locator('[data-control="locale"]').selectOption('en');
      }
      await page.screenshot({ path: `test-results/compare/${a.id}-explorer-link.png` });
      await page.locator(`[data-compare="${a.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`#/compare/${a.left}/${a.right}$`));
      await expect(page.locator('[data-view="compare"] [data-align]').first()).toBeAttached();
    });

    for (const broken of [
      {
        what: 'a pair without its right side',
        change: (file: Record<string, unknown>) => {
          (file.pairs as Record<string, unknown>[])[1]!.right = undefined;
        },
        path: '$.pairs[1]',
      },
      {
        what: 'an event its chapter does not have',
        change: (file: Record<string, unknown>) => {
          (file.pairs as { left: string[] }[])[0]!.left[0] = 'no-such-event';
        },
        path: '$.pairs[0].left[0]',
      },
    ])
      test(`${a.id}: an alignment file with ${broken.what} is explained, naming the file and the place`, async ({
        page,
      }) => {
        await page.route(new RegExp(`/chapters/alignment\\.${a.id}\\.[^/]*\\.json\\.js$`), async (route) => {
          const fileUrl = route.request().url().replace(/\.js$/, '');
          const file = (await (await route.fetch({ url: fileUrl })).json()) as Record<string, unknown>;
          broken.change(file);
          await route.fulfill({
            contentType: 'text/javascript',
            body: loaderSource(fileUrl.split('/').pop()!, JSON.stringify(file)),
          });
        });
        await page.goto(url);
        const problems = page.locator('[data-view="compare"] [role="alert"]');
        await expect(problems).toContainText(new RegExp(`chapters/alignment\\.${a.id}\\.`));
        await expect(problems).toContainText(broken.path);
        await page.screenshot({ path: `test-results/compare/${a.id}-broken-${broken.path}.png` });
      });

    test(`${a.id}: at 1366×768 the comparison fits the window, each text shows its passage in three lines or more`, async ({
      page,
    }) => {
      const pair = a.pairs[Math.min(3, a.pairs.length - 1)]!;
      await page.goto(`${url}?left=${pair.left[0]}`);
      await expect(
        page.locator('section[data-side="right"] [data-view="diagram"] svg').first(),
      ).toBeVisible();
      const view = page.locator('[data-view="compare"]');
      const fits = () => view.evaluate((el) => el.scrollHeight - el.clientHeight);
      await expect.poll(fits).toBeLessThanOrEqual(1);
      for (const side of SIDES) {
        // The passage's own line height: the panel's text area holds at least three of them.
        const room = await reader(page, side)
          .locator('.text')
          .evaluate((el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight));
        expect(room, `${side} reader`).toBeGreaterThanOrEqual(3);
        // The account's title is one line over its text; the whole title on hover.
        const title = page.locator(`section[data-side="${side}"] > h2`);
        const [height, lineHeight] = await title.evaluate((el) => [
          el.getBoundingClientRect().height,
          parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.3,
        ]);
        expect(height, `${side} title`).toBeLessThan(lineHeight * 1.5);
        await expect(title).toHaveAttribute('title', /.+/);
        // The map's key is one row, its entries whole.
        const rows = await page
          .locator(`section[data-side="${side}"] [data-view="diagram"] ul.legend`)
          .first()
          .evaluate(
            (ul) => new Set([...ul.children].map((li) => Math.round(li.getBoundingClientRect().top))).size,
          );
        expect(rows, `${side} key rows`).toBe(1);
      }
      await page.screenshot({ path: `test-results/compare/${a.id}-fits-1366x768.png` });
    });
  }
});

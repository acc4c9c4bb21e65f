/**
 * Browser-test helpers for authoring: select a passage of the reader's text as a user drags over it; tick a side
 * in the event form; a stale tab.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export async function selectInReader(page: Page, passage: string): Promise<void> {
  // Right after a navigation the reader may not be drawn yet.
  await expect(page.locator('[data-view="reader"] .text')).toContainText(passage);
  await page.evaluate((wanted) => {
    const container = document.querySelector('[data-view="reader"] .text')!;
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    const all = nodes.map((n) => n.data).join('');
    const at = all.indexOf(wanted);
    if (at < 0) throw new Error(`“${wanted}” is not in the reader`);
    const locate = (offset: number): [Text, number] => {
      let seen = 0;
      for (const node of nodes) {
        if (offset <= seen + node.data.length) return [node, offset - seen];
        seen += node.data.length;
      }
      throw new Error('offset beyond the text');
    };
    const range = document.createRange();
    range.setStart(...locate(at));
    range.setEnd(...locate(at + wanted.length));
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, passage);
}

/**
 * Ticks the chapter's first side in the open event form: a new event ticks none its passage does not name, and
 * saves only with one.
 */
export async function chooseSide(page: Page): Promise<void> {
  const sides = page.locator('[data-view="event-form"]').getByRole('group', { name: 'Factions' });
  await sides.getByRole('checkbox').first().check();
}

/**
 * A second tab on `chapterId` that never hears from the others (its BroadcastChannel delivers nothing), as when
 * another tab's announcement does not arrive: it stays on what it read when it opened.
 */
export async function staleTab(context: BrowserContext, chapterId: string, shows: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    Object.assign(window, {
      BroadcastChannel: class {
        onmessage = null;
        postMessage() {}
        close() {}
      },
    });
  });
  await page.goto(`./#/${chapterId}`);
  await expect(page.locator('[data-view="reader"]')).toContainText(shows);
  return page;
}

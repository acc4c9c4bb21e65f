/**
 * Browser-test helpers for authoring: select a passage of the reader's text as a user drags over it; tick a side
 * in the event form; a stale tab; a phase over the first step.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

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

/** A chapter added from pasted text (its title from its heading line); resolves to its id, once it is open. */
export async function addPastedChapter(page: Page, text: string, shows: string): Promise<string> {
  await page.goto('./#/');
  await page
    .locator('details', { has: page.locator('[data-field="new-text"]') })
    .locator('summary')
    .click();
  await page.locator('[data-field="new-text"]').fill(text);
  await page.locator('[data-action="create-chapter"]').click();
  await expect(page.locator('[data-view="reader"]')).toContainText(shows);
  return /#\/([^/?]+)/.exec(page.url())![1]!;
}

/** A point of the walled city's ring on screen, as fractions of its box (outside it below 0 or above 1). */
export async function inRing(page: Page, fx: number, fy: number): Promise<[number, number]> {
  const ring = (await page.locator('[data-view="diagram"] .ring').first().boundingBox())!;
  return [ring.x + ring.width * fx, ring.y + ring.height * fy];
}

/**
 * In the open map editor: a place of `kind` named and evidenced by the text's words, then put on the map at one
 * point (a building, a camp…) or along several, the last double-clicked to finish the line (a street, a river).
 */
export async function placeOnMap(
  page: Page,
  place: { kind: string; name: string; words: string },
  points: [number, number][],
): Promise<void> {
  await page.locator('[data-field="place-kind"]').selectOption(place.kind);
  await page.locator('[data-field="place-name"]').fill(place.name);
  await page.locator('[data-field="place-evidence"]').fill(place.words);
  await page.locator('[data-action="place-on-map"]').click();
  for (const [i, [fx, fy]] of points.entries()) {
    const at = await inRing(page, fx, fy);
    if (points.length > 1 && i === points.length - 1) await page.mouse.dblclick(...at);
    else await page.mouse.click(...at);
  }
  await expect(page.locator('[data-action="finish-line"]')).toHaveCount(0);
}

/** A name selected in the reader added as a person of a side (by the side's shown name), in one line. */
export async function addPersonFromText(page: Page, name: string, side: string, role: string): Promise<void> {
  await selectInReader(page, name);
  await page.locator('[data-action="add-as-person"]').click();
  const line = page.locator('[data-person-line]');
  await line.getByRole('combobox').selectOption({ label: side });
  await line.getByRole('textbox').fill(role);
  await line.locator('[data-action="save-person"]').click();
  await expect(page.locator('[data-view="reader"] [role="status"]')).toContainText(name);
}

/** The value of the option of `select` whose text starts with `name` (people and places are shown by name). */
export async function optionFor(page: Page, select: string, name: string): Promise<string> {
  const option = page.locator(`${select} option`).filter({ hasText: new RegExp(`^${name}`) });
  return (await option.first().getAttribute('value'))!;
}

/**
 * Opens the phase editor and puts a phase 破城 ("The breach", id the-breach) over step 1; resolves to the editor,
 * still open.
 */
export async function addBreachPhase(page: Page): Promise<Locator> {
  await page.locator('[data-action="edit-phases"]').click();
  const phases = page.locator('[data-view="phase-editor"]');
  await phases.locator('[data-field="phase-name"]').fill('破城');
  await phases.locator('[data-field="phase-en"]').fill('The breach');
  await phases.locator('[data-field="phase-from"]').selectOption('1');
  await phases.locator('[data-field="phase-to"]').selectOption('1');
  await phases.locator('[data-action="save-phase"]').click();
  await expect(phases.locator('[data-phase="the-breach"]')).toContainText('破城');
  return phases;
}

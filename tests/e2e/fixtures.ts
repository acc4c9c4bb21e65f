/**
 * The `test` every spec uses: Playwright's, with an automatic check that the page broke no rule of its
 * Content-Security-Policy. Each page reports a `securitypolicyviolation` event as a console error, and Chromium
 * logs its own refusals there too; any such line in any page of the test's contexts (the default one and those a
 * test opens itself) fails the test, naming what was refused.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

const MARK = 'CSP violation:';

/** Runs in every page before its own scripts; the policy's refusals become console errors. */
function reportViolations(mark: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `${mark} ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

const isViolation = (line: string) =>
  line.startsWith(MARK) ||
  /Content Security Policy|Refused to (load|execute|apply|evaluate|connect|create|frame)/.test(line);

export const test = base.extend<{
  /** The violations seen so far; a spec that provokes some on purpose reads them and empties the list. */
  policyViolations: string[];
  policyHeld: void;
}>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  policyViolations: async ({}, use) => use([]),
  policyHeld: [
    async ({ context, browser, policyViolations: violations }, use) => {
      const guard = async (guarded: BrowserContext) => {
        await guarded.addInitScript(reportViolations, MARK);
        guarded.on('console', (message) => {
          if (message.type() === 'error' && isViolation(message.text())) violations.push(message.text());
        });
      };
      await guard(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await guard(opened);
        return opened;
      };
      await use();
      browser.newContext = newContext;
      expect(violations, 'the Content-Security-Policy was broken').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs `read` in a blank page of the same browser: for reading a file the app exported (an SVG parsed with
 * DOMParser). In the app's own page the policy applies to a parsed document too, and refuses the export's style
 * attributes, which are meant for the program that opens the file.
 */
export async function inBlankPage<A, R>(page: Page, read: (arg: A) => R, arg: A): Promise<R> {
  const blank = await page.context().newPage();
  try {
    return (await blank.evaluate(read as (arg: unknown) => unknown, arg)) as R;
  } finally {
    await blank.close();
  }
}

/**
 * Waits until the open chapter is drawn: its map and the first paragraph of its text. The page's keys are answered
 * from then on; on a loaded machine the first render can come after `load`, and a key pressed before it is lost.
 */
export async function chapterDrawn(page: Page): Promise<void> {
  await expect(page.locator('[data-view="diagram"] .stage > svg').first()).toBeVisible();
  await expect(page.locator('[data-view="reader"] p').first()).toBeVisible();
}

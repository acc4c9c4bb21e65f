/**
 * The deck's channel hears only the presenter's window the presentation opened: another page of the same origin
 * (from disk: any local HTML file) that posts on the deck's channel, however often, does not move the deck.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const singleFile = pathToFileURL(resolve('dist/battle-chronicle.html')).href;

/** A page posting 2,000 forged places on every channel name it could guess, and listening for what it can learn. */
async function forge(page: Page) {
  return page.evaluate(async () => {
    const heard: unknown[] = [];
    const names = ['battle-chronicle-deck:miyun', 'battle-chronicle-deck:miyun:', 'battle-chronicle'];
    const channels = names.map((name) => new BroadcastChannel(name));
    for (const channel of channels) channel.onmessage = (event) => heard.push(event.data);
    for (let i = 0; i < 2000; i++)
      for (const channel of channels) {
        channel.postMessage({ slide: 'end', reveal: true });
        channel.postMessage({ slide: 'end', reveal: true, pair: '0'.repeat(32) });
      }
    await new Promise((done) => setTimeout(done, 200));
    for (const channel of channels) channel.close();
    return heard.length;
  });
}

for (const build of ['server', 'single file'] as const) {
  test(`a page posting forged places on the deck's channel does not move it (${build})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext(build === 'single file' ? { offline: true } : {});
    const base = build === 'server' ? baseURL! : singleFile;
    // From disk, the forger is any other local HTML file; from a server, any page of the site.
    const forgerUrl =
      build === 'server'
        ? `${baseURL}manifest.webmanifest`
        : pathToFileURL(join(mkdtempSync(join(tmpdir(), 'forger-')), 'forger.html')).href;
    if (build === 'single file') writeFileSync(new URL(forgerUrl), '<!doctype html><title>forger</title>');
    const audience = await context.newPage();
    await audience.goto(`${base}#/miyun?mode=present`);
    const slide = audience.locator('.presentation [data-slide]');
    await expect(slide).toHaveAttribute('data-slide-key', 'title');
    const forger = await context.newPage();
    await forger.goto(forgerUrl);

    // Not yet paired: the presentation listens to nothing.
    await forge(forger);
    await audience.waitForTimeout(300);
    await expect(slide).toHaveAttribute('data-slide-key', 'title');

    const [presenter] = await Promise.all([
      context.waitForEvent('page'),
      audience.locator('[data-action="open-presenter"]').click(),
    ]);
    const current = presenter.locator('[data-presenter="current"] [data-slide]');
    await expect(current).toHaveAttribute('data-slide-key', 'title');
    await expect(presenter.locator('[data-presenter="unpaired"]')).toHaveCount(0);
    // The token has left the presenter's address.
    await expect(presenter).toHaveURL(/#\/miyun\?mode=presenter$/);

    // Paired: a listener on the names it can guess learns nothing, and its flood moves neither window.
    const listening = forger.evaluate(
      () =>
        new Promise<number>((done) => {
          let heard = 0;
          const channel = new BroadcastChannel('battle-chronicle-deck:miyun');
          channel.onmessage = () => heard++;
          setTimeout(() => done(heard), 1500);
        }),
    );
    await audience.bringToFront();
    await audience.keyboard.press('PageDown');
    await expect(current).toHaveAttribute('data-slide-key', 'overview');
    expect(await listening).toBe(0);
    await forge(forger);
    await audience.waitForTimeout(300);
    await expect(slide).toHaveAttribute('data-slide-key', 'overview');
    await expect(current).toHaveAttribute('data-slide-key', 'overview');

    // The pair still steps each other, both ways, and survives a reload of the presentation.
    await presenter.bringToFront();
    await presenter.keyboard.press('PageDown');
    await expect(slide).not.toHaveAttribute('data-slide-key', 'overview');
    const stepped = await slide.getAttribute('data-slide-key');
    await audience.reload();
    await expect(slide).toHaveAttribute('data-slide-key', stepped!);
    // The reloaded deck draws its slide before its pair's module has arrived and joined the channel: a step sent
    // in between is not heard (a busy machine made that gap long enough to lose one).
    await audience.waitForLoadState('networkidle');
    await presenter.keyboard.press('PageUp');
    await expect(slide).toHaveAttribute('data-slide-key', 'overview');
    await audience.screenshot({ path: `/tmp/channel26-audience-${build.replace(' ', '-')}.png` });
    await presenter.screenshot({ path: `/tmp/channel26-presenter-${build.replace(' ', '-')}.png` });
    await context.close();
  });
}

test('a presenter’s window opened by hand says it steps alone, and how to pair it', async ({ page }) => {
  await page.goto('./#/miyun?mode=presenter');
  const notice = page.locator('[data-presenter="unpaired"]');
  await expect(notice).toContainText('Not linked to a presentation');
  await expect(notice).toContainText('Presenter view');
  await page.screenshot({ path: 'test-results/presenter-unpaired.png' });
});

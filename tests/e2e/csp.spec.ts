import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';

const policyIn = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&#39;|&apos;/g, "'") ?? '';

test('the server build carries a strict policy in its page and the preview server sends it as a header', async ({
  page,
}) => {
  const response = await page.goto('./#/miyun');
  const header = (await response!.headerValue('content-security-policy')) ?? '';
  const meta = policyIn(readFileSync('dist/index.html', 'utf8'));
  for (const policy of [header, meta]) {
    // Its own files, and the one inline script of its head (the chapter preload) by hash.
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).not.toMatch(/unsafe-(eval|inline)/);
  }
  expect(header.startsWith(meta)).toBe(true);
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]').first()).toBeVisible();
});

test('the single file names its inline script and style by hash, and runs from disk under that policy', async ({
  page,
}) => {
  const html = readFileSync('dist/battle-chronicle.html', 'utf8');
  const policy = policyIn(html);
  expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*';/);
  expect(policy).not.toMatch(/unsafe-(eval|inline)/);
  await page.goto(`${pathToFileURL(resolve('dist/battle-chronicle.html')).href}#/miyun`);
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]').first()).toBeVisible();
  await page.locator('[data-view="timeline"] .marks [data-event-id]').first().click();
  await expect(page.locator('[data-view="detail"]')).toBeVisible();
});

test('a script injected into the page is refused, and the check every test runs reports it', async ({
  page,
  policyViolations,
}) => {
  await page.goto('./#/miyun');
  await expect(page.locator('[data-view="timeline"] .marks [data-event-id]').first()).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    const image = document.createElement('img');
    image.src = 'https://example.invalid/beacon.png';
    document.body.append(image);
    await new Promise((done) => setTimeout(done, 200));
    return 'injected' in window;
  });
  expect(ran).toBe(false);
  await expect.poll(() => policyViolations.join('\n')).toMatch(/script-src-elem refused inline/);
  await expect.poll(() => policyViolations.join('\n')).toMatch(/img-src refused https:\/\/example\.invalid/);
  policyViolations.length = 0;
});

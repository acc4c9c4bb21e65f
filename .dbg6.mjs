import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto('http://127.0.0.1:4320/?bench=10000');
await page.waitForFunction(() => window.__benchReady);
await page.addScriptTag({ path: 'bench/inPage.js' });
const s = await page.evaluate('window.__bench.frameWork()');
console.log(s.map((x) => x.toFixed(1)).join(' '));
await browser.close();

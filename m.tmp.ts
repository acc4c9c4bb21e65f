import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM } from './tests/chromium';
const server = await preview({ preview: { port: 4395, strictPort: true, host: '127.0.0.1' }, logLevel: 'silent' });
const browser = await chromium.launch(CHROMIUM);
for (const mode of ['present', 'handout']) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const t0 = Date.now();
  await page.goto(`http://127.0.0.1:4395/?bench=100000#/bench-100000?mode=${mode}`);
  await page.waitForFunction(() => (window as any).__benchReady === true, null, { timeout: 180000 });
  const sel = mode === 'present' ? '[data-slide]' : '[data-view="handout"]';
  await page.waitForSelector(sel, { timeout: 180000 });
  const t1 = Date.now();
  // responsiveness: time for a rAF round trip after
  const lag = await page.evaluate(() => new Promise<number>((r) => { const t = performance.now(); requestAnimationFrame(() => r(performance.now() - t)); }));
  const count = await page.evaluate(() => document.querySelectorAll('[data-event-id]').length);
  console.log(mode, 'shown after', t1 - t0, 'ms; rAF lag', lag.toFixed(0), 'elements with event ids', count);
  if (mode === 'present') { const t = Date.now(); await page.keyboard.press('PageDown'); await page.keyboard.press('PageDown'); await page.waitForTimeout(50); console.log('2 steps', Date.now() - t); }
  await page.close();
}
await browser.close(); await server.close();

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const res = { base: [], now: [] };
for (let r = 0; r < 15; r++) for (const [k, port] of [['base', 4401], ['now', 4402]]) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`http://127.0.0.1:${port}/?bench=60`);
  await page.waitForFunction(() => window.__benchReady);
  const t = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; const js = performance.getEntriesByType('resource').find(e => e.name.includes('.js')); return { dcl: n.domContentLoadedEventEnd, jsEnd: js?.responseEnd, ready: window.__benchReadyAt }; });
  res[k].push(t); await page.close();
}
for (const k of ['base', 'now']) { const med = (f) => res[k].map(f).sort((a,b)=>a-b)[7].toFixed(0); console.log(k, 'jsEnd', med(t=>t.jsEnd), 'dcl', med(t=>t.dcl), 'ready', med(t=>t.ready)); }
await browser.close();

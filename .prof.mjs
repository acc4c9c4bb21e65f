import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const port of [4412, 4411]) {
  const agg = new Map();
  for (let r = 0; r < 5; r++) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`http://127.0.0.1:${port}/?bench=60`);
  await page.waitForFunction(() => window.__benchReady);
  const { profile } = await cdp.send('Profiler.stop');
  const idx = new Map(profile.nodes.map(n => [n.id, n]));
  profile.samples.forEach((id, i) => { const n = idx.get(id); const k = (n.callFrame.functionName || '(anon)') + ' ' + n.callFrame.url.split('/').pop() + ':' + n.callFrame.lineNumber; agg.set(k, (agg.get(k) || 0) + (profile.timeDeltas[i] || 0)); });
  await page.close();
  }
  console.log('== port', port);
  console.log([...agg].sort((a,b)=>b[1]-a[1]).slice(0,14).map(([k,v]) => (v/5000).toFixed(1)+'ms '+k).join('\n'));
}
await browser.close();

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 2 });
for (const [name, hash] of JSON.parse(process.argv[2])) {
  await page.goto('http://127.0.0.1:4332/' + hash);
  await page.waitForTimeout(1200);
  await page.locator('[data-view="diagram"]').first().screenshot({ path: `/tmp/rec/${name}.png` });
}
await browser.close();

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
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
await page.goto(process.argv[2]);
await page.waitForTimeout(500);
await page.pdf({ path: process.argv[3], format: 'A4', printBackground: true });
await browser.close();

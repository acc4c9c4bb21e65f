import { test } from '@playwright/test';
test(`scratch`, async ({ page }) => {
  await page.goto(`./#/yanjing/wang-yuan-escapes-by-wall?order=text&lanes=faction`);
  await page.waitForTimeout(400);
  await page.locator('.timeline-figure').screenshot({ path: `/tmp/tl/b.png` });
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './tests/chromium';

// PW_PORT lets two checkouts run their browser tests side by side without sharing a preview server.
const PORT = Number(process.env.PW_PORT ?? 4319);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 2,
  // On CI a test that fails is run once more and, if it then passes, reported as flaky (in the list, not hidden): a
  // race in the page is still a bug to fix, but one slow turn of a shared machine should not stop the rest landing.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1366, height: 768 },
    launchOptions: CHROMIUM,
  },
  // The motion tests time how soon the map comes to rest after a step. They run last and one at a time, so no other
  // test's browser shares the two cores while they measure: a class's laptop runs one page, not two test workers.
  projects: [
    { name: 'views', testIgnore: /motion\.spec\.ts$/ },
    { name: 'motion', testMatch: /motion\.spec\.ts$/, dependencies: ['views'], workers: 1 },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './tests/chromium';

// PW_PORT lets two checkouts run their browser tests side by side without sharing a preview server.
const PORT = Number(process.env.PW_PORT ?? 4319);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1366, height: 768 },
    launchOptions: CHROMIUM,
  },
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

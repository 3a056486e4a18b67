import { defineConfig, devices } from '@playwright/test';

// Driven by scripts/e2e.mjs, which starts the stack and sets BASE_URL. Debian's Chromium, never a download.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: '../.data/playwright',
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.mobile.e2e.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      testMatch: '**/*.mobile.e2e.ts',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
  ],
});

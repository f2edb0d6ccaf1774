// Playwright's runner with Debian's Chromium: no browser is ever downloaded.
import { defineConfig } from '@playwright/test';

import { CHROMIUM, CHROMIUM_ARGS, IN_CI } from './support/paths.js';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  globalSetup: './global-setup.js',
  // Journeys share one server but never each other's data, so files may run side by side.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  // Flake-free means no second chances.
  retries: 0,
  forbidOnly: IN_CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/why-failed.js']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

// The content-robustness suite (robustness/): builds the site from variant datasets, one at a time.
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.ts';

export default defineConfig({
  testDir: './robustness',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { launchOptions: { executablePath: chromiumPath, args: chromiumFlags } },
});

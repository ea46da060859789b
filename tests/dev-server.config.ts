// The development server suite (dev/): `pnpm dev` on ports and folders of its own, in Chromium.
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.ts';

export default defineConfig({
  testDir: './dev',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The dev server compiles each module on its first request, and the stack starts first.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: { launchOptions: { executablePath: chromiumPath, args: chromiumFlags } },
});

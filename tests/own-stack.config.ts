// What the suites that start a stack of their own share (robustness, dev): one worker unless the suite
// gives each worker its own ports, no retries, the Debian Chromium, and no webServer (each spec starts
// what it measures).
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.ts';

export function ownStackConfig(
  testDir: string,
  timeout: number,
  expectTimeout: number,
  workers = 1,
): PlaywrightTestConfig {
  return defineConfig({
    testDir,
    // Each suite its own folder (robustness, dev): a later suite does not empty this one's failures.
    outputDir: `test-results/${testDir.replace(/^\.\//, '')}`,
    workers,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    timeout,
    expect: { timeout: expectTimeout },
    reporter: [['list']],
    use: { launchOptions: { executablePath: chromiumPath, args: chromiumFlags } },
  });
}

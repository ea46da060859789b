import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.ts';

const repoRoot = resolve(import.meta.dirname, '..');
// The outbox the e2e run reads back; exported so specs find the same folder the runner writes.
process.env.OUTBOX_DIR ??= resolve(repoRoot, '.data/e2e-outbox');
const siteUrl = `http://127.0.0.1:${process.env.HOST_PORT ?? 4173}`;
const studioSpecs = /studio-(owner|leads)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Each suite its own folder: a later suite's start empties its own, not the failure context of this one.
  outputDir: 'test-results/e2e',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: siteUrl,
    // Kept for a failure only, and without the screencast: recording it for every test cost about a
    // tenth of the suite's time on two cores; the DOM snapshots show what a failure saw. Not recorded in
    // CI, where no one can open a trace file (only the log comes back) and recording the snapshots cost
    // another 11% of the time (a failure still writes its page's snapshot to error-context.md).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  // The Studio specs share one stack and one Studio build (support/studio-stack.ts), so their project
  // runs on one worker. First, so that the site specs fill the other worker meanwhile and both
  // afterwards, instead of the Studio's alone at the end.
  projects: [
    { name: 'studio', testMatch: studioSpecs, workers: 1 },
    { name: 'site', testIgnore: studioSpecs },
  ],
  webServer: {
    // The production build, served by the same hosting rules the CDN reads.
    command: 'node ../scripts/serve.ts',
    // Ready at the stack's ready line, once every server listens. Not at a URL: Playwright takes whichever
    // comes first, and the site answers before the functions do (a form sent in the first test of a run
    // found them not yet there). A stack already running is reused by serve.ts itself.
    wait: { stdout: /Press Ctrl\+C to stop/ },
    timeout: 120_000,
    stdout: 'pipe',
    // Every spec submits from 127.0.0.1; the per-address limit has its own unit tests. The daily e-mail
    // budget too: the stack's database is kept between runs, so repeated runs would spend it. So do the
    // spam rules and the challenge's rising cost (the specs send the same texts, in three engines). And the
    // file store's ceilings: the photos that arrived stay counted to 127.0.0.1, so a spec repeated 50 times
    // (or the suite run again and again in one checkout) passed the client's 60 MiB share and was refused
    // (507) at its 39th round; the ceilings have their own unit tests in functions/.
    env: {
      OUTBOX_DIR: process.env.OUTBOX_DIR,
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_DAILY_MAX: '0',
      EMAIL_DAILY_BUDGET: '0',
      SPAM_REPEAT_MAX: '0',
      CHALLENGE_SITE_STEP: '0',
      CHALLENGE_CLIENT_STEP: '0',
      FILE_STORE_MAX_BYTES: '0',
      FILE_STORE_CLIENT_MAX_BYTES: '0',
      STORAGE_MAX_BYTES: '0',
      STUDIO_PORT: 'off',
    },
  },
});

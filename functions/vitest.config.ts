import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // integration/: suites of their own (vitest.integration.config.ts), run by scripts/test.ts.
    exclude: [...configDefaults.exclude, 'integration/**'],
    // Each file that needs Postgres starts an embedded one (PGlite), which takes seconds on a busy machine:
    // from the migrated data directory this makes once per run.
    globalSetup: ['test-support/migrated-template.ts'],
    hookTimeout: 120_000,
    // Vitest's default on two cores is one worker; its files wait on Postgres as much as they compute.
    maxWorkers: 2,
  },
});

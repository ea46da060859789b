import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // integration/: suites of their own (vitest.integration.config.ts), run by scripts/test.ts.
    exclude: [...configDefaults.exclude, 'integration/**'],
    // One PostgreSQL cluster for the run, with a migrated template each file's database is copied from.
    globalSetup: ['test-support/migrated-template.ts'],
    hookTimeout: 120_000,
    // Vitest's default on two cores is one worker; its files wait on Postgres as much as they compute.
    maxWorkers: 2,
  },
});

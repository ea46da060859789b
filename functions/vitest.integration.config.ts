import { defineConfig } from 'vitest/config';

// The suites that run what is deployed, outside the unit tests: the Deno entries (integration/deployed)
// and the migrations on PostgreSQL with pg_cron (integration/schedule, with the store's locks under a pool in
// integration/postgres-locks). scripts/test.ts runs each.
export default defineConfig({
  test: {
    include: ['integration/**/*.test.ts'],
    // The test databases' migrated start (test-support/database.ts), as in the unit tests.
    globalSetup: ['test-support/migrated-template.ts'],
    hookTimeout: 180_000,
    testTimeout: 180_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file that needs Postgres starts an embedded one (PGlite), which takes seconds on a busy machine.
    hookTimeout: 120_000,
  },
});

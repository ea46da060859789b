// Unit tests of the repository scripts (the deploy check):
//   pnpm exec vitest run --config scripts/vitest.config.ts
export default {
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
  },
};

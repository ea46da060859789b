// Unit tests of the repository scripts (the deploy check):
//   pnpm exec vitest run --config scripts/vitest.config.ts
export default {
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // One worker runs many files, importing shared modules once (decision 039), as every package's `test`.
    isolate: false,
  },
};

import { describe, expect, it } from 'vitest';
import { countTests } from './test.ts';

describe('countTests', () => {
  it('adds up vitest summaries across packages', () => {
    const output = [
      'packages/a test:       Tests  40 passed (40)',
      'packages/b test:       Tests  \u001b[31m2 failed\u001b[39m | 9 passed (11)',
    ].join('\n');
    expect(countTests(output)).toEqual({ passed: 49, failed: 2 });
  });

  it('reads Playwright closing lines, counting flaky tests as failed', () => {
    expect(countTests('  3 failed\n  1 flaky\n  120 passed (5.3m)\n')).toEqual({ passed: 120, failed: 4 });
  });

  it('says nothing when the output has no test counts', () => {
    expect(countTests('Checked 259 files in 4s. No fixes applied.')).toBeUndefined();
  });
});

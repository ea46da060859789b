import { describe, expect, it } from 'vitest';
import { countTests, failureReports } from './test.ts';

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

describe('failureReports', () => {
  it("keeps Playwright's numbered report: the title and the first lines of its error", () => {
    const output = [
      '  ✘  12 [studio] › e2e/studio-owner.spec.ts:128:1 › a publish shows (30.1s)',
      '',
      '  1) [studio] › e2e/studio-owner.spec.ts:128:1 › a publish shows ───────',
      '',
      '    Error: the site did not show the edit',
      '      site: render started',
      '',
      '  1 failed',
      '    [studio] › e2e/studio-owner.spec.ts:128:1 › a publish shows',
      '  166 passed (3.8m)',
    ].join('\n');
    expect(failureReports(output)).toEqual([
      [
        '1) [studio] › e2e/studio-owner.spec.ts:128:1 › a publish shows ───────',
        '  Error: the site did not show the edit',
        '  site: render started',
      ].join('\n'),
    ]);
  });

  it("keeps vitest's FAIL lines with the error under them, once each", () => {
    const output = [
      'functions test:  FAIL  leads/handler.test.ts > leads > answers 401',
      'functions test: AssertionError: expected 500 to be 401',
      'functions test:  FAIL  leads/handler.test.ts > leads > answers 401',
      'functions test: AssertionError: expected 500 to be 401',
      'functions test:       Tests  1 failed | 9 passed (10)',
    ].join('\n');
    expect(failureReports(output)).toEqual([
      'functions test:  FAIL  leads/handler.test.ts > leads > answers 401\n  AssertionError: expected 500 to be 401',
    ]);
  });

  it('finds nothing in a passing run', () => {
    expect(failureReports('  ✓  1 [site] › e2e/a.spec.ts:3:1 › ok (1s)\n  1 passed (2s)\n')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { benchReport } from './bench-report.ts';

describe('benchReport', () => {
  it('keeps what the bench printed, without colour codes, under when and where it ran', () => {
    const report = benchReport(
      'content',
      '\u001b[32mquery 1.2 ms\u001b[39m\n',
      new Date('2026-11-22T10:00:00Z'),
      0,
    );
    expect(report).toMatch(/^# Bench: content\n\nRun 2026-11-22T10:00:00.000Z on \d+ × /);
    expect(report).toContain('```text\nquery 1.2 ms\n```');
    expect(report).not.toContain('exited');
  });

  it('says when the bench failed', () => {
    expect(benchReport('photos', '', new Date(), 1)).toContain('exited with code 1');
  });
});

import { describe, expect, it } from 'vitest';
import { dueSummary, dueSummaryText, nextOpenDue } from './due-summary.ts';

const HOUR = 3_600_000;
const lead = (call?: [string, string | null], quote?: [string, string | null], status = 'new') => ({
  status,
  promises: {
    ...(call ? { call: { dueAt: call[0], keptAt: call[1] } } : {}),
    ...(quote ? { quote: { dueAt: quote[0], keptAt: quote[1] } } : {}),
  },
});

describe("a lead's next open promise", () => {
  it('is the earliest one not kept', () => {
    expect(nextOpenDue(lead(['2026-11-27T10:00:00Z', null], ['2026-11-28T10:00:00Z', null]))).toBe(
      Date.parse('2026-11-27T10:00:00Z'),
    );
    expect(
      nextOpenDue(lead(['2026-11-27T10:00:00Z', '2026-11-27T09:00:00Z'], ['2026-11-28T10:00:00Z', null])),
    ).toBe(Date.parse('2026-11-28T10:00:00Z'));
  });

  it('is none when all are kept, for spam, or without promises', () => {
    expect(nextOpenDue(lead(['2026-11-27T10:00:00Z', '2026-11-27T09:00:00Z']))).toBeUndefined();
    expect(nextOpenDue(lead(['2026-11-27T10:00:00Z', null], undefined, 'spam'))).toBeUndefined();
    expect(nextOpenDue({ status: 'new' })).toBeUndefined();
  });
});

describe('what is due at a glance', () => {
  // 13:00 in Copenhagen (winter time, UTC+1).
  const now = new Date('2026-11-27T12:00:00Z');
  const at = (offset: number) => new Date(now.getTime() + offset).toISOString();

  it('counts the late leads and those running out later today, each lead once', () => {
    const leads = [
      lead([at(-2 * HOUR), null]),
      // Late for its call, its quote due today too: counted late only.
      lead([at(-1 * HOUR), null], [at(3 * HOUR), null]),
      lead([at(5 * HOUR), null]),
      lead([at(30 * HOUR), null]),
      lead([at(-5 * HOUR), at(-6 * HOUR)]),
      lead([at(-5 * HOUR), null], undefined, 'spam'),
    ];
    expect(dueSummary(leads, now)).toEqual({ late: 2, today: 1 });
    expect(dueSummaryText(dueSummary(leads, now))).toBe('2 for sent · 1 i dag');
  });

  it("ends today at Copenhagen's midnight, not UTC's", () => {
    // 23:30 in Copenhagen is 22:30 UTC: a promise at 23:45 there is today, one at 00:15 tomorrow.
    const evening = new Date('2026-11-27T22:30:00Z');
    expect(
      dueSummary([lead(['2026-11-27T22:45:00Z', null]), lead(['2026-11-27T23:15:00Z', null])], evening),
    ).toEqual({ late: 0, today: 1 });
    // In summer time (UTC+2) 00:30 UTC is already the next day there.
    const summerNight = new Date('2026-06-30T21:00:00Z');
    expect(
      dueSummary([lead(['2026-06-30T21:50:00Z', null]), lead(['2026-06-30T22:10:00Z', null])], summerNight),
    ).toEqual({ late: 0, today: 1 });
  });

  it('says nought of each when nothing is due', () => {
    expect(dueSummaryText(dueSummary([], now))).toBe('0 for sent · 0 i dag');
  });
});

import type { DeliveryHealth } from './submissions.ts';

/** When the health check raises the alarm (`GET …/send-email/health`). */
export const HEALTH_RULES = {
  /** A lead still not delivered this long after it arrived is overdue. */
  overdueAfterMs: 30 * 60 * 1000,
  /** The retry job runs every minute; no finished run for this long means the schedule is broken. */
  lastRunWithinMs: 5 * 60 * 1000,
} as const;

export type HealthSummary = {
  ok: boolean;
  /** What is wrong, in words an owner's alert can carry; empty when all is well. */
  problems: string[];
  pending: number;
  failed: number;
  overdue: number;
  lastRunAt: string | null;
};

/** The summary of the delivery's state at `now`: ok, or each reason for alarm. */
export function summarizeHealth(health: DeliveryHealth, now: number): HealthSummary {
  const problems: string[] = [];
  if (health.failed > 0) problems.push(`${health.failed} submission(s) failed for good`);
  if (health.overdue > 0) problems.push(`${health.overdue} submission(s) waiting more than 30 minutes`);
  if (!health.lastRunAt) problems.push('the scheduled retry has never run');
  else if (now - health.lastRunAt.getTime() > HEALTH_RULES.lastRunWithinMs)
    problems.push('the scheduled retry has not run for more than 5 minutes');
  return {
    ok: problems.length === 0,
    problems,
    pending: health.pending,
    failed: health.failed,
    overdue: health.overdue,
    lastRunAt: health.lastRunAt?.toISOString() ?? null,
  };
}

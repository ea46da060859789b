import { query, type Sql } from '../_shared/database.ts';
import { DAY_MS } from '../_shared/rate-limit.ts';

/**
 * A contact lead is deleted 12 months after it arrived (`public.lead_retention`, per form; the privacy
 * policy): at most 366 days.
 */
export const RETENTION_MS = 366 * DAY_MS;

/** What the health check reports (`GET …/send-email/health`). */
export type DeliveryHealth = {
  /** Submissions given up on (status failed): someone must call the customer. */
  failed: number;
  /** Pending submissions received more than `overdueAfter` ago. */
  overdue: number;
  pending: number;
  /** When the retry job last finished a run; null when it never has. */
  lastRunAt: Date | null;
};

export type RetentionResult = { submissions: number; challenges: number; rateWindows: number };

/** The retry job's name in `public.scheduled_runs` (the health check reads when it last ran). */
export const RETRY_JOB = 'send-email-retry';

/** The scheduled run's own statements: the retention sweep, the record of each run, the health counts. */
export function createRunRecords(sql: Sql) {
  return {
    /**
     * Deletes submissions past the retention period, expired challenges and old rate windows: the
     * migration's `public.apply_retention`, which the cron job calls too.
     */
    async sweep(now: Date, rateWindowMs: number): Promise<RetentionResult> {
      const [row] = await query(
        () => sql<{ submissions: string; challenges: string; rate_windows: string }[]>`
          select * from public.apply_retention(${now}, ${rateWindowMs / 1000} * interval '1 second')`,
      );
      return {
        submissions: Number(row?.submissions ?? 0),
        challenges: Number(row?.challenges ?? 0),
        rateWindows: Number(row?.rate_windows ?? 0),
      };
    },

    /** Records that a scheduled run finished, with what it did (the health check reads when). */
    async recordRun(job: string, now: Date, result: Record<string, number>): Promise<void> {
      await query(
        () => sql`insert into public.scheduled_runs (job, finished_at, result)
          values (${job}, ${now}, ${sql.json(result)})
          on conflict (job) do update set finished_at = excluded.finished_at, result = excluded.result`,
      );
    },

    /** Failed, overdue and pending submissions, and the retry job's last run. */
    async health(now: Date, overdueAfterMs: number): Promise<DeliveryHealth> {
      const [row] = await query(
        () => sql<{ failed: string; overdue: string; pending: string; last_run_at: Date | null }[]>`
          select
            count(*) filter (where status = 'failed') as failed,
            count(*) filter (where status = 'pending' and created_at < ${new Date(now.getTime() - overdueAfterMs)}) as overdue,
            count(*) filter (where status = 'pending') as pending,
            (select finished_at from public.scheduled_runs where job = ${RETRY_JOB}) as last_run_at
          from public.form_submissions`,
      );
      return {
        failed: Number(row?.failed ?? 0),
        overdue: Number(row?.overdue ?? 0),
        pending: Number(row?.pending ?? 0),
        lastRunAt: row?.last_run_at ?? null,
      };
    },
  };
}

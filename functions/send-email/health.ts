import { type DatabaseUsage, megabytes } from './database-watch.ts';
import type { ProviderFault } from './provider-fault.ts';
import type { DeliveryHealth } from './run-records.ts';
import { STORAGE_NEARLY_FULL_PROBLEM, type StorageUsage } from './storage-watch.ts';

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
  /**
   * Only while the e-mail provider refuses the site's key or domain (its last answer): since when,
   * that answer, and the leads waiting meanwhile (kept, sent once it is fixed).
   */
  emailProviderRefused?: { firstSeenAt: string; lastSeenAt: string; waiting: number; detail: string };
  /** The database's size against DATABASE_MAX_BYTES, when it is watched (decision 054). */
  database?: { bytes: number; maxBytes: number };
  /** The quotes' photos in Storage against STORAGE_MAX_BYTES, when it is watched (decision 058). */
  storage?: { bytes: number; maxBytes: number };
};

/** The problem's code while the provider refuses the site's key or domain (also the owner's banner). */
export const PROVIDER_REFUSED_PROBLEM = 'email-provider-refused';

/** The problem's code once the database nears DATABASE_MAX_BYTES (also the owner's banner). */
export const DATABASE_NEARLY_FULL_PROBLEM = 'database-nearly-full';

/** The summary of the delivery's state at `now`: ok, or each reason for alarm. */
export function summarizeHealth(
  health: DeliveryHealth,
  now: number,
  refused: ProviderFault | undefined,
  database?: DatabaseUsage,
  storage?: StorageUsage,
): HealthSummary {
  const problems: string[] = [];
  if (database?.nearlyFull)
    problems.push(
      `${DATABASE_NEARLY_FULL_PROBLEM}: the database holds ${megabytes(database.bytes)} of its ${megabytes(database.maxBytes)}; spam is no longer kept`,
    );
  if (storage?.nearlyFull)
    problems.push(
      `${STORAGE_NEARLY_FULL_PROBLEM}: the quotes' photos take ${megabytes(storage.bytes)} of Storage's ${megabytes(storage.maxBytes)}${storage.full ? '; no photo is taken' : ''}`,
    );
  if (refused)
    problems.push(
      `${PROVIDER_REFUSED_PROBLEM}: the e-mail provider refuses the site's key or domain since ${refused.firstSeenAt.toISOString()}, ${refused.waiting} submission(s) waiting (${refused.detail})`,
    );
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
    ...(refused
      ? {
          emailProviderRefused: {
            firstSeenAt: refused.firstSeenAt.toISOString(),
            lastSeenAt: refused.lastSeenAt.toISOString(),
            waiting: refused.waiting,
            detail: refused.detail,
          },
        }
      : {}),
    ...(database && database.maxBytes > 0
      ? { database: { bytes: database.bytes, maxBytes: database.maxBytes } }
      : {}),
    ...(storage && storage.maxBytes > 0
      ? { storage: { bytes: storage.bytes, maxBytes: storage.maxBytes } }
      : {}),
  };
}

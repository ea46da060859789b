import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import type { DatabaseWatch } from '../database-watch.ts';
import { HEALTH_RULES, summarizeHealth } from '../health.ts';
import type { ProviderFaults } from '../provider-fault.ts';
import { hasServiceSecret } from '../service-secret.ts';
import type { StorageWatch } from '../storage-watch.ts';
import type { SubmissionStore } from '../submissions.ts';

/**
 * `GET …/send-email/health`, for an external uptime monitor sending its own secret (HEALTH_SECRET as a
 * bearer token; the retry run's secret is another, so the monitor cannot start one): 200 with a small
 * summary when every lead is on its way, 503 when one failed for good, waits too long, the schedule
 * stopped, the e-mail provider refuses the site's key or domain, or the database or Storage nears its limit. Counts only: nothing a visitor
 * submitted. Without the secret it says only that the function is alive, and reads nothing.
 */
export function healthRoute(deps: {
  store: SubmissionStore;
  providerFaults: ProviderFaults;
  database: DatabaseWatch;
  /** The quotes' photos in Storage (decision 058); absent without storage. */
  storage?: StorageWatch | undefined;
  clock: Clock;
  healthSecret: string | undefined;
}): Handler<SendEmailEnv> {
  return async (c) => {
    if (!(await hasServiceSecret(c, deps.healthSecret)))
      return respond(c, {
        status: 200,
        body: { alive: true },
        log: { outcome: 'health-alive' },
        headers: { 'Cache-Control': 'no-store' },
      });
    const now = deps.clock.now();
    const summary = summarizeHealth(
      await deps.store.health(new Date(now), HEALTH_RULES.overdueAfterMs),
      now,
      await deps.providerFaults.current(),
      await deps.database.usage(),
      await deps.storage?.usage(),
    );
    return respond(c, {
      status: summary.ok ? 200 : 503,
      body: summary,
      log: { outcome: summary.ok ? 'health-ok' : `health-alarm: ${summary.problems.join('; ')}` },
      headers: { 'Cache-Control': 'no-store' },
    });
  };
}

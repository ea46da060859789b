import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { HEALTH_RULES, summarizeHealth } from '../health.ts';
import type { SubmissionStore } from '../submissions.ts';

/**
 * `GET …/send-email/health`, for an external uptime monitor: 200 with a small summary when every lead
 * is on its way, 503 when one failed for good, waits too long, or the schedule stopped. Counts only:
 * nothing a visitor submitted.
 */
export function healthRoute(deps: { store: SubmissionStore; clock: Clock }): Handler<SendEmailEnv> {
  return async (c) => {
    const now = deps.clock.now();
    const summary = summarizeHealth(await deps.store.health(new Date(now), HEALTH_RULES.overdueAfterMs), now);
    return respond(c, {
      status: summary.ok ? 200 : 503,
      body: summary,
      log: { outcome: summary.ok ? 'health-ok' : `health-alarm: ${summary.problems.join('; ')}` },
      headers: { 'Cache-Control': 'no-store' },
    });
  };
}

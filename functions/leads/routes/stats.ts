import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import type { LeadsEnv } from '../context.ts';
import type { LeadStatsQuery } from '../lead-stats.ts';

/** `GET …/leads/stats`: the last twelve weeks at a glance (lead-stats.ts); counts only, no person. */
export function statsRoute(deps: { stats: LeadStatsQuery; clock: Clock }): Handler<LeadsEnv> {
  return async (c) => c.json(await deps.stats(new Date(deps.clock.now())));
}

import type { Handler } from 'hono';
import type { LeadsEnv } from '../context.ts';
import { leadLabels } from '../labels.ts';
import type { LeadStore } from '../store.ts';

/** `GET …/leads/audit`: the last 200 lines of the audit log, with the owner's words for the actions. */
export function auditLogRoute(deps: { store: LeadStore }): Handler<LeadsEnv> {
  return async (c) => c.json({ entries: await deps.store.auditLog(200), labels: leadLabels.actions });
}

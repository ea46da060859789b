import type { Handler } from 'hono';
import type { Audit } from '../audit.ts';
import type { LeadsEnv } from '../context.ts';
import type { LeadView } from '../lead-view.ts';
import { fail, leadsMessages } from '../messages.ts';
import { isLeadId, type LeadStore } from '../store.ts';

/** `GET …/leads/:id`: the whole lead, the read audited (or, the database read-only, a warning). */
export function readLeadRoute(deps: {
  store: LeadStore;
  audit: Audit;
  leadView: LeadView;
}): Handler<LeadsEnv> {
  return async (c) => {
    const id = c.req.param('id') ?? '';
    const lead = isLeadId(id) ? await deps.store.get(id) : undefined;
    if (!lead) return fail(c, 404, leadsMessages.notFound);
    const warnings = await deps.audit.reading(c, 'read', id);
    return c.json({ ...(await deps.leadView(lead)), warnings });
  };
}

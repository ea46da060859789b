import type { Handler } from 'hono';
import type { Audit } from '../audit.ts';
import type { LeadsEnv } from '../context.ts';
import { fail, leadsMessages } from '../messages.ts';
import { isLeadId, type LeadStore } from '../store.ts';

/** `DELETE …/leads/:id`: the lead with its files and delivery steps; 404 when already gone. */
export function deleteLeadRoute(deps: { store: LeadStore; audit: Audit }): Handler<LeadsEnv> {
  return async (c) => {
    const id = c.req.param('id') ?? '';
    if (!(isLeadId(id) && (await deps.store.remove(id)))) return fail(c, 404, leadsMessages.notFound);
    await deps.audit.record(c, 'delete', id);
    return c.json({ deleted: 1 });
  };
}

import type { Handler } from 'hono';
import { z } from 'zod';
import type { Clock } from '../../_shared/clock.ts';
import type { Audit } from '../audit.ts';
import type { LeadsEnv } from '../context.ts';
import { leadLabels } from '../labels.ts';
import type { LeadView } from '../lead-view.ts';
import { fail, leadsMessages } from '../messages.ts';
import { isLeadId, type LeadStore, WORK_STATUSES } from '../store.ts';

const changeSchema = z
  .object({
    status: z.enum(WORK_STATUSES).optional(),
    note: z.string().max(4000).optional(),
    read: z.boolean().optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0);

/**
 * `PATCH …/leads/:id` `{ status?, note?, read? }`: the lead changed (a status that ends a promise keeps
 * it now), the change audited.
 */
export function updateLeadRoute(deps: {
  store: LeadStore;
  audit: Audit;
  leadView: LeadView;
  clock: Clock;
}): Handler<LeadsEnv> {
  const { store, audit } = deps;
  return async (c) => {
    const id = c.req.param('id') ?? '';
    if (!isLeadId(id)) return fail(c, 404, leadsMessages.notFound);
    const parsed = changeSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return fail(c, 400, leadsMessages.badChange);
    const change = parsed.data;
    if (!(await store.update(id, change, new Date(deps.clock.now()))))
      return fail(c, 404, leadsMessages.notFound);
    const what = [
      change.status ? `status: ${leadLabels.statuses[change.status]}` : '',
      change.note !== undefined ? 'note' : '',
      change.read !== undefined ? (change.read ? 'læst' : 'ulæst') : '',
    ].filter(Boolean);
    // Opening a lead marks it read; that is not a change worth a line of its own.
    if (what.some((item) => item !== 'læst')) await audit.record(c, 'update', id, what.join(', '));
    const lead = await store.get(id);
    return lead ? c.json(await deps.leadView(lead)) : fail(c, 404, leadsMessages.notFound);
  };
}

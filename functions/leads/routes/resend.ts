import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import type { Audit } from '../audit.ts';
import type { LeadsEnv } from '../context.ts';
import { fail, leadsMessages } from '../messages.ts';
import { isLeadId, type LeadStore } from '../store.ts';

/** `POST …/leads/:id/resend`: a given-up notification is due again (202); 409 when it was not given up. */
export function resendRoute(deps: {
  store: LeadStore;
  audit: Audit;
  clock: Clock;
  /** Called after a re-send was queued (the local runner delivers at once; in the cloud the cron does). */
  afterResend?: () => void;
}): Handler<LeadsEnv> {
  return async (c) => {
    const id = c.req.param('id') ?? '';
    const outcome = isLeadId(id) ? await deps.store.resend(id, new Date(deps.clock.now())) : 'not-found';
    if (outcome === 'not-found') return fail(c, 404, leadsMessages.notFound);
    if (outcome === 'not-given-up') return fail(c, 409, leadsMessages.notGivenUp);
    await deps.audit.record(c, 'resend', id);
    deps.afterResend?.();
    return c.json({ queued: true }, 202);
  };
}

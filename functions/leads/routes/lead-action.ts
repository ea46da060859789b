import { referenceNumber } from '@nordkyst/validation';
import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { type LeadActionLinks, leadActionText } from '../../_shared/lead-action-link.ts';
import { FORM_NAMES } from '../../send-email/reminder-email.ts';
import type { LeadsEnv } from '../context.ts';
import type { ActionLead, LeadActions } from '../lead-actions.ts';
import { fail, leadsMessages } from '../messages.ts';

/** What the confirmation page shows: the lead by name and reference, the action, and when it was used. */
const answer = (leadId: string, action: keyof typeof leadActionText, lead: ActionLead) => ({
  reference: referenceNumber(leadId),
  name: lead.name,
  formType: lead.formType,
  formName: FORM_NAMES[lead.formType],
  action,
  actionText: leadActionText[action],
  usedAt: lead.usedAt?.toISOString() ?? null,
});

/**
 * `POST …/leads/actions/preview` and `POST …/leads/actions` with `{ token }` (decision 062): the site's
 * confirmation page asks what a one-tap link names, then, on the owner's tap, takes it. No login: the
 * signed token is the permission, and it does one thing once. A tampered token is 404, an expired one or
 * a deleted lead 410, a second tap 409, each with a Danish sentence; nothing changes but by the tap.
 */
export function leadActionRoute(deps: {
  clock: Clock;
  links: LeadActionLinks;
  actions: LeadActions;
  take: boolean;
}): Handler<LeadsEnv> {
  return async (c) => {
    const body = await c.req.json<unknown>().catch(() => undefined);
    const token =
      body && typeof body === 'object' && 'token' in body && typeof body.token === 'string' ? body.token : '';
    if (!token) return fail(c, 400, leadsMessages.actionMissing);
    const now = deps.clock.now();
    const target = await deps.links.check(token, now);
    if (target === 'forged') return fail(c, 404, leadsMessages.actionForged);
    if (target === 'expired') return fail(c, 410, leadsMessages.actionExpired);
    const { leadId, action } = target;
    if (!deps.take) {
      const lead = await deps.actions.preview(leadId, action);
      return lead ? c.json(answer(leadId, action, lead)) : fail(c, 410, leadsMessages.actionLeadGone);
    }
    const taken = await deps.actions.act(leadId, action, new Date(now));
    if (!taken) return fail(c, 410, leadsMessages.actionLeadGone);
    const shown = answer(leadId, action, taken.lead);
    if (!taken.done) return c.json({ ...shown, error: leadsMessages.actionUsed }, 409);
    return c.json(shown);
  };
}

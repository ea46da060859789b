import type { Handler } from 'hono';
import { type Audit, leadsNamed } from '../audit.ts';
import type { LeadsEnv } from '../context.ts';
import { fail, leadsMessages } from '../messages.ts';
import { personOf } from '../person.ts';
import type { LeadStore } from '../store.ts';

/**
 * `DELETE …/leads/export?email=&phone=`: erases everything held about a person (GDPR article 17): their
 * leads with files, delivery steps and notes. The audit log names the deleted leads by id only.
 */
export function erasePersonRoute(deps: { store: LeadStore; audit: Audit }): Handler<LeadsEnv> {
  return async (c) => {
    const who = personOf(c);
    if (!who) return fail(c, 400, leadsMessages.person);
    const deleted = await deps.store.erase(who);
    await deps.audit.record(c, 'erase-person', null, leadsNamed(deleted));
    return c.json({ deleted: deleted.length });
  };
}

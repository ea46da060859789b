import type { Clock } from '../_shared/clock.ts';
import { databaseReadOnly, type OwnerWarning, refusedAsReadOnly } from '../_shared/owner-warnings.ts';
import type { LeadsContext } from './context.ts';
import type { LeadStore } from './store.ts';

export type AuditAction =
  | 'read'
  | 'update'
  | 'resend'
  | 'delete'
  | 'export-list'
  | 'export-person'
  | 'erase-person';

/** What the log says of a person's leads: how many and their ids, never who (no e-mail, phone or name). */
export const leadsNamed = (ids: readonly string[]) =>
  ids.length ? `${ids.length} henvendelser: ${ids.join(', ')}` : '0 henvendelser';

/** The audit log of what Studio users read, exported, changed and deleted (`public.lead_audit`). */
export function createAudit(store: LeadStore, clock: Clock) {
  const record = (
    c: LeadsContext,
    action: AuditAction,
    leadId: string | null = null,
    subject: string | null = null,
  ) => {
    const user = c.get('user');
    return store.audit(
      { userId: user.id, userName: user.name, action, leadId, subject },
      new Date(clock.now()),
    );
  };
  return {
    /** Records a change (made just before, so a read-only database has already refused it). */
    record,
    /**
     * Records a read. A read-only database cannot take the line: the data is answered all the same,
     * with the warning that says why nothing can be changed now.
     */
    async reading(...entry: Parameters<typeof record>): Promise<OwnerWarning[]> {
      try {
        await record(...entry);
        return [];
      } catch (error) {
        if (refusedAsReadOnly(error)) return [databaseReadOnly];
        throw error;
      }
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;

import type { FormType } from '@nordkyst/validation';
import type { DeliveryStatus, LeadSourceKey, SummaryRow, WorkStatus } from './lead-row.ts';

/** One promise of a lead (decision 055): when it ends, and when a status ended it (null while open). */
export type LeadPromise = { dueAt: string; keptAt: string | null };

/** Where a lead was sent from; every part null for leads stored before the site named it. */
export type LeadSourceView = Record<LeadSourceKey, string | null>;

/** One lead in the list. */
export type LeadSummary = {
  id: string;
  form: FormType;
  name: string;
  email: string;
  phone: string;
  receivedAt: string;
  status: WorkStatus;
  read: boolean;
  delivery: DeliveryStatus;
  /** The notification was given up on: nobody was told of this lead by e-mail. */
  deliveryFailed: boolean;
  /** When the scheduled retention run deletes it. */
  deleteAt: string;
  /** contact: call; quote: call and quote; the job application: none. */
  promises: { call?: LeadPromise; quote?: LeadPromise };
  source: LeadSourceView;
};

const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());

function promise(dueAt: Date | null, keptAt: Date | null): LeadPromise | undefined {
  const due = iso(dueAt);
  return due === null ? undefined : { dueAt: due, keptAt: iso(keptAt) };
}

export function summaryOf(row: SummaryRow): LeadSummary {
  const call = promise(row.call_due_at, row.call_kept_at);
  const quote = promise(row.quote_due_at, row.quote_kept_at);
  const source = row.source ?? {};
  return {
    id: row.id,
    form: row.form,
    name: row.name,
    email: row.email,
    phone: row.phone,
    receivedAt: new Date(row.received_at).toISOString(),
    status: row.status,
    read: row.read,
    delivery: row.delivery,
    deliveryFailed: row.delivery_failed,
    deleteAt: new Date(row.delete_at).toISOString(),
    promises: { ...(call ? { call } : {}), ...(quote ? { quote } : {}) },
    source: {
      path: source.path ?? null,
      utmSource: source.utmSource ?? null,
      utmMedium: source.utmMedium ?? null,
      utmCampaign: source.utmCampaign ?? null,
      referrerHost: source.referrerHost ?? null,
    },
  };
}

import type { FormType } from '@nordkyst/validation';
import type { DeliveryStatus, WorkStatus } from './store.ts';

/** One promise of a lead (decision 055): when it ends, and when a status ended it (null while open). */
export type LeadPromise = { dueAt: string; keptAt: string | null };

/** Where a lead was sent from; every part null for leads stored before the site named it. */
export type LeadSourceView = {
  path: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
};

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

export const NAME = `coalesce(s.fields ->> 'name', concat_ws(' ', s.fields ->> 'firstName', s.fields ->> 'lastName'))`;
export const PHONE = `coalesce(s.fields ->> 'phone', s.fields ->> 'phoneNumber', '')`;
export const MESSAGE = `coalesce(s.fields ->> 'message', s.fields ->> 'description', '')`;
export const SUMMARY = `s.id, s.form_type as form, ${NAME} as name, coalesce(s.fields ->> 'email', '') as email,
  ${PHONE} as phone, s.created_at as received_at, s.work_status as status, s.read_at is not null as read,
  s.status as delivery, (s.status in ('failed', 'handled') and s.notification_id is null) as delivery_failed,
  s.created_at + r.keep as delete_at, s.call_due_at, s.call_kept_at, s.quote_due_at, s.quote_kept_at,
  s.source`;
export const RETENTION_JOIN = `join public.lead_retention r
  on r.kind = case when s.work_status = 'spam' then 'spam' else s.form_type end`;

export type SummaryRow = {
  id: string;
  form: FormType;
  name: string;
  email: string;
  phone: string;
  received_at: Date;
  status: WorkStatus;
  read: boolean;
  delivery: DeliveryStatus;
  delivery_failed: boolean;
  delete_at: Date;
  call_due_at: Date | null;
  call_kept_at: Date | null;
  quote_due_at: Date | null;
  quote_kept_at: Date | null;
  source: Partial<Record<keyof LeadSourceView, string>> | null;
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

import type { FormType } from '@nordkyst/validation';

/**
 * A lead's row as the leads' SQL reads it (`public.form_submissions` with its retention period): the
 * statuses it may have, the columns of a lead in the list and their row. The store selects it and
 * summary.ts makes the owner's view of it, so the summary needs nothing of the store's.
 */

export const WORK_STATUSES = ['new', 'answered', 'quote_sent', 'won', 'lost', 'spam'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'handled' | 'spam';
/** The parts of where a lead was sent from (`form_submissions.source`). */
export type LeadSourceKey = 'path' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'referrerHost';

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
  source: Partial<Record<LeadSourceKey, string>> | null;
};

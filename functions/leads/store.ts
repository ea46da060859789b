import type { FormType } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';
import type { FileInfo } from '../send-email/submissions.ts';

export const WORK_STATUSES = ['new', 'answered', 'quote_sent', 'won', 'lost', 'spam'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'handled' | 'spam';

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
};

export type DeliveryStep = {
  at: string;
  message: 'notification' | 'confirmation';
  outcome: 'sent' | 'failed' | 'waiting' | 'given_up' | 'skipped' | 'resend';
  providerId: string | null;
  detail: string | null;
};

export type StoredLead = LeadSummary & {
  fields: Record<string, unknown>;
  files: (FileInfo & { position: number; stored: boolean })[];
  refusedFiles: FileInfo[];
  note: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  notificationId: string | null;
  confirmationId: string | null;
  confirmationSkipped: string | null;
  steps: DeliveryStep[];
};

export type LeadFilter = {
  form?: FormType;
  status?: WorkStatus;
  /** Searched in name, e-mail, phone and the message. */
  search?: string;
  /** Unread leads only. */
  unread?: boolean;
};

/**
 * A person asked about: an e-mail address (any case, spaces around it ignored), a phone number however it
 * was written (`public.phone_key`: +45, 0045, spaces, brackets), or both (their leads by either).
 */
export type Person = { email: string; phone?: string } | { email?: string; phone: string };

/** A lead's id is a UUID; anything else names no lead. */
export const isLeadId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type AuditEntry = {
  at: string;
  userId: string;
  userName: string;
  action: string;
  leadId: string | null;
  subject: string | null;
};

const NAME = `coalesce(s.fields ->> 'name', concat_ws(' ', s.fields ->> 'firstName', s.fields ->> 'lastName'))`;
const PHONE = `coalesce(s.fields ->> 'phone', s.fields ->> 'phoneNumber', '')`;
const MESSAGE = `coalesce(s.fields ->> 'message', s.fields ->> 'description', '')`;
const SUMMARY = `s.id, s.form_type as form, ${NAME} as name, coalesce(s.fields ->> 'email', '') as email,
  ${PHONE} as phone, s.created_at as received_at, s.work_status as status, s.read_at is not null as read,
  s.status as delivery, (s.status in ('failed', 'handled') and s.notification_id is null) as delivery_failed,
  s.created_at + r.keep as delete_at`;
const RETENTION_JOIN = `join public.lead_retention r
  on r.kind = case when s.work_status = 'spam' then 'spam' else s.form_type end`;

type SummaryRow = {
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
};

const summaryOf = (row: SummaryRow): LeadSummary => ({
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
});

/** A search term as a LIKE pattern that matches it literally anywhere. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createLeadStore(sql: Sql) {
  const unsafe = (text: string) => sql.unsafe(text);

  const where = (filter: LeadFilter) => {
    const search = filter.search?.trim();
    const digits = search?.replace(/\D/g, '') ?? '';
    return sql`where true
      ${filter.form ? sql`and s.form_type = ${filter.form}` : sql``}
      ${filter.status ? sql`and s.work_status = ${filter.status}` : sql``}
      ${filter.unread ? sql`and s.read_at is null` : sql``}
      ${
        search
          ? sql`and (${unsafe(NAME)} ilike ${containing(search)} or s.fields ->> 'email' ilike ${containing(search)}
              or ${unsafe(MESSAGE)} ilike ${containing(search)}
              ${
                // The digits as typed (a part of +45 22 33…), or as the number is compared (22334455).
                digits.length >= 3
                  ? sql`or regexp_replace(${unsafe(PHONE)}, '\\D', '', 'g') like ${containing(digits)}
                      or public.phone_key(${unsafe(PHONE)}) like '%' || public.phone_key(${search}) || '%'`
                  : sql``
              })`
          : sql``
      }`;
  };

  // A lead without a phone number (key '') is nobody's by phone.
  const person = (who: Person) => sql`(
    ${who.email ? sql`lower(btrim(s.fields ->> 'email')) = ${who.email.trim().toLowerCase()}` : sql`false`}
    or ${
      who.phone
        ? sql`(public.phone_key(${unsafe(PHONE)}) = public.phone_key(${who.phone})
            and public.phone_key(${who.phone}) <> '')`
        : sql`false`
    })`;

  async function steps(ids: string[]): Promise<Map<string, DeliveryStep[]>> {
    const rows = ids.length
      ? await query(
          () => sql<(DeliveryStep & { submission_id: string; provider_id: string | null; at: Date })[]>`
            select submission_id, at, message, outcome, provider_id, detail from public.delivery_attempts
            where submission_id = any(${ids}::uuid[]) order by id`,
        )
      : [];
    const bySubmission = new Map<string, DeliveryStep[]>();
    for (const row of rows) {
      const list = bySubmission.get(row.submission_id) ?? [];
      list.push({
        at: new Date(row.at).toISOString(),
        message: row.message,
        outcome: row.outcome,
        providerId: row.provider_id,
        detail: row.detail,
      });
      bySubmission.set(row.submission_id, list);
    }
    return bySubmission;
  }

  type LeadRow = SummaryRow & {
    fields: Record<string, unknown>;
    files: FileInfo[];
    refused_files: FileInfo[];
    note: string;
    attempts: number;
    last_error: string | null;
    next_attempt_at: Date;
    notification_id: string | null;
    confirmation_id: string | null;
    confirmation_skipped: string | null;
    stored: number[] | null;
  };

  async function whole(rows: LeadRow[]): Promise<StoredLead[]> {
    const byId = await steps(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...summaryOf(row),
      fields: row.fields,
      files: row.files.map((file, position) => ({
        ...file,
        position,
        stored: (row.stored ?? []).includes(position),
      })),
      refusedFiles: row.refused_files,
      note: row.note,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
      notificationId: row.notification_id,
      confirmationId: row.confirmation_id,
      confirmationSkipped: row.confirmation_skipped,
      steps: byId.get(row.id) ?? [],
    }));
  }

  const WHOLE = unsafe(`${SUMMARY}, s.fields, s.files, s.refused_files, s.note, s.attempts, s.last_error,
    s.next_attempt_at, s.notification_id, s.confirmation_id, s.confirmation_skipped,
    (select array_agg(a.position) from public.submission_attachments a where a.submission_id = s.id) as stored`);

  return {
    /** A page of leads, newest first, with the filter's total and the unread count of all leads. */
    async list(filter: LeadFilter, page: { offset: number; limit: number }) {
      const [rows, [counts]] = await Promise.all([
        query(
          () => sql<
            SummaryRow[]
          >`select ${unsafe(SUMMARY)} from public.form_submissions s ${unsafe(RETENTION_JOIN)}
            ${where(filter)} order by s.created_at desc, s.id limit ${page.limit} offset ${page.offset}`,
        ),
        query(
          () => sql<{ total: string; unread: string }[]>`select
            (select count(*) from public.form_submissions s ${where(filter)}) as total,
            (select count(*) from public.form_submissions where read_at is null) as unread`,
        ),
      ]);
      return {
        leads: rows.map(summaryOf),
        total: Number(counts?.total ?? 0),
        unread: Number(counts?.unread ?? 0),
      };
    },

    /** Every lead the filter finds (for the CSV export of the list). */
    async all(filter: LeadFilter): Promise<LeadSummary[]> {
      const rows = await query(
        () => sql<
          SummaryRow[]
        >`select ${unsafe(SUMMARY)} from public.form_submissions s ${unsafe(RETENTION_JOIN)}
          ${where(filter)} order by s.created_at desc, s.id`,
      );
      return rows.map(summaryOf);
    },

    async get(id: string): Promise<StoredLead | undefined> {
      const rows = await query(
        () =>
          sql<
            LeadRow[]
          >`select ${WHOLE} from public.form_submissions s ${unsafe(RETENTION_JOIN)} where s.id = ${id}`,
      );
      return (await whole(rows))[0];
    },

    /** Everything held about a person, oldest first. */
    async ofPerson(who: Person): Promise<StoredLead[]> {
      const rows = await query(
        () => sql<LeadRow[]>`select ${WHOLE} from public.form_submissions s ${unsafe(RETENTION_JOIN)}
          where ${person(who)} order by s.created_at, s.id`,
      );
      return whole(rows);
    },

    /** Sets what the owner changed; false when the lead is gone. */
    async update(
      id: string,
      change: { status?: WorkStatus; note?: string; read?: boolean },
    ): Promise<boolean> {
      const rows = await query(
        () => sql`update public.form_submissions set
            work_status = coalesce(${change.status ?? null}, work_status),
            note = coalesce(${change.note ?? null}, note),
            read_at = case when ${change.read ?? null}::boolean is null then read_at
              when ${change.read ?? null}::boolean then coalesce(read_at, now()) else null end
          where id = ${id} returning id`,
      );
      return rows.length > 0;
    },

    /**
     * A given-up notification is due again from now with a fresh count of attempts, and the request is
     * recorded; 'not-found' or 'not-given-up' (it was sent, or is still being tried) otherwise.
     */
    async resend(id: string, now: Date): Promise<'queued' | 'not-found' | 'not-given-up'> {
      const [row] = await query(
        () => sql<{ queued: boolean }[]>`
          with found as (select id, status, notification_id from public.form_submissions where id = ${id}),
          queued as (
            update public.form_submissions s
            set status = 'pending', attempts = 0, next_attempt_at = ${now}, last_error = null
            from found where s.id = found.id and found.status in ('failed', 'handled') and found.notification_id is null
            returning s.id
          ), recorded as (
            insert into public.delivery_attempts (submission_id, at, message, outcome)
            select id, ${now}, 'notification', 'resend' from queued
          )
          select exists (select from queued) as queued from found`,
      );
      if (!row) return 'not-found';
      return row.queued ? 'queued' : 'not-given-up';
    },

    /** Deletes a lead with its files and delivery rows (they cascade); false when it was gone. */
    async remove(id: string): Promise<boolean> {
      const rows = await query(() => sql`delete from public.form_submissions where id = ${id} returning id`);
      return rows.length > 0;
    },

    /** Deletes everything held about a person; the ids deleted. */
    async erase(who: Person): Promise<string[]> {
      const rows = await query(
        () =>
          sql<{ id: string }[]>`delete from public.form_submissions s where ${person(who)} returning s.id`,
      );
      return rows.map((row) => row.id);
    },

    /** Whether the database takes no writes now (Supabase's state for a project whose disk is full). */
    async readOnly(): Promise<boolean> {
      const [row] = await query(
        () => sql<{ on: boolean }[]>`select current_setting('transaction_read_only') = 'on' as on`,
      );
      return row?.on ?? false;
    },

    async audit(entry: Omit<AuditEntry, 'at'>, now: Date): Promise<void> {
      await query(
        () => sql`insert into public.lead_audit (at, user_id, user_name, action, lead_id, subject)
          values (${now}, ${entry.userId}, ${entry.userName}, ${entry.action}, ${entry.leadId}, ${entry.subject})`,
      );
    },

    async auditLog(limit: number): Promise<AuditEntry[]> {
      const rows = await query(
        () => sql<
          {
            at: Date;
            user_id: string;
            user_name: string;
            action: string;
            lead_id: string | null;
            subject: string | null;
          }[]
        >`
          select at, user_id, user_name, action, lead_id, subject from public.lead_audit order by id desc limit ${limit}`,
      );
      return rows.map((row) => ({
        at: new Date(row.at).toISOString(),
        userId: row.user_id,
        userName: row.user_name,
        action: row.action,
        leadId: row.lead_id,
        subject: row.subject,
      }));
    },

    /** How long each form's leads are kept, as the retention run applies it (Postgres interval text). */
    async retention(): Promise<Record<string, string>> {
      const rows = await query(
        () =>
          sql<{ kind: string; keep: string }[]>`select kind, keep::text as keep from public.lead_retention`,
      );
      return Object.fromEntries(rows.map((row) => [row.kind, row.keep]));
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;

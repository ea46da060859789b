import type { FormType } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';
import { isUuid } from '../_shared/uuid.ts';
import type { FileInfo } from '../send-email/stored-submission.ts';
import {
  MESSAGE,
  NAME,
  PHONE,
  RETENTION_JOIN,
  SUMMARY,
  type SummaryRow,
  type WorkStatus,
} from './lead-row.ts';
import { type LeadSummary, summaryOf } from './summary.ts';

export { type DeliveryStatus, WORK_STATUSES, type WorkStatus } from './lead-row.ts';
export type { LeadSummary } from './summary.ts';

export type DeliveryStep = {
  at: string;
  /** `photos`: the follow-up with a quote's photos that came after its notification (issue 49). */
  message: 'notification' | 'confirmation' | 'photos';
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
 * `received`: newest first. `due`: leads with an open promise first, the one ending first first
 * (`next_due_at`, its partial index), then the rest newest first.
 */
export const LEAD_ORDERS = ['received', 'due'] as const;
export type LeadOrder = (typeof LEAD_ORDERS)[number];

/** Which statuses end which promise (issue 51): Besvaret the call; Tilbud sendt, Vundet, Tabt and Spam both. */
export const ENDS_CALL: readonly WorkStatus[] = ['answered', 'quote_sent', 'won', 'lost', 'spam'];
export const ENDS_QUOTE: readonly WorkStatus[] = ['quote_sent', 'won', 'lost', 'spam'];

/**
 * A person asked about: an e-mail address (any case, spaces around it ignored), a phone number however it
 * was written (`public.phone_key`: +45, 0045, spaces, brackets), or both (their leads by either).
 */
export type Person = { email: string; phone?: string } | { email?: string; phone: string };

/** A lead's id is a UUID; anything else names no lead. */
export const isLeadId = isUuid;

export type AuditEntry = {
  at: string;
  userId: string;
  userName: string;
  action: string;
  leadId: string | null;
  subject: string | null;
};

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

  const orderBy = (order: LeadOrder) =>
    order === 'due'
      ? sql`order by s.next_due_at asc nulls last, s.created_at desc, s.id`
      : sql`order by s.created_at desc, s.id`;

  return {
    /**
     * A page of leads in `order`, with the filter's total, the unread count of all leads, and the leads
     * of all with an open promise past its end at `now` (once each, whichever of its promises it is).
     */
    async list(
      filter: LeadFilter,
      page: { offset: number; limit: number },
      order: LeadOrder = 'received',
      now: Date = new Date(),
    ) {
      const [rows, [counts]] = await Promise.all([
        query(
          () => sql<
            SummaryRow[]
          >`select ${unsafe(SUMMARY)} from public.form_submissions s ${unsafe(RETENTION_JOIN)}
            ${where(filter)} ${orderBy(order)} limit ${page.limit} offset ${page.offset}`,
        ),
        query(
          () => sql<{ total: string; unread: string; overdue: string }[]>`select
            (select count(*) from public.form_submissions s ${where(filter)}) as total,
            (select count(*) from public.form_submissions where read_at is null) as unread,
            (select count(*) from public.form_submissions where next_due_at < ${now}) as overdue`,
        ),
      ]);
      return {
        leads: rows.map(summaryOf),
        total: Number(counts?.total ?? 0),
        unread: Number(counts?.unread ?? 0),
        overdue: Number(counts?.overdue ?? 0),
      };
    },

    /** Every lead the filter finds, in `order` (for the CSV export of the list). */
    async all(filter: LeadFilter, order: LeadOrder = 'received'): Promise<LeadSummary[]> {
      const rows = await query(
        () => sql<
          SummaryRow[]
        >`select ${unsafe(SUMMARY)} from public.form_submissions s ${unsafe(RETENTION_JOIN)}
          ${where(filter)} ${orderBy(order)}`,
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

    /** Which of `paths` (a lead's photos in storage) passed their check at arrival (decision 058). */
    async checkedPhotos(paths: string[]): Promise<Set<string>> {
      const rows = await query(
        () => sql<{ path: string }[]>`select path from public.upload_files
          where path = any(${paths}::text[]) and arrived_at is not null`,
      );
      return new Set(rows.map((row) => row.path));
    },

    /** Everything held about a person, oldest first. */
    async ofPerson(who: Person): Promise<StoredLead[]> {
      const rows = await query(
        () => sql<LeadRow[]>`select ${WHOLE} from public.form_submissions s ${unsafe(RETENTION_JOIN)}
          where ${person(who)} order by s.created_at, s.id`,
      );
      return whole(rows);
    },

    /**
     * Sets what the owner changed; false when the lead is gone. A status that ends a promise (ENDS_CALL,
     * ENDS_QUOTE) records `now` as when it was kept, in the same statement, unless one was already.
     */
    async update(
      id: string,
      change: { status?: WorkStatus; note?: string; read?: boolean },
      now: Date = new Date(),
    ): Promise<boolean> {
      const status = change.status ?? null;
      const ends = (statuses: readonly WorkStatus[]) => status !== null && statuses.includes(status);
      const rows = await query(
        () => sql`update public.form_submissions set
            work_status = coalesce(${status}, work_status),
            call_kept_at = case when ${ends(ENDS_CALL)} and call_due_at is not null
              then coalesce(call_kept_at, ${now}) else call_kept_at end,
            quote_kept_at = case when ${ends(ENDS_QUOTE)} and quote_due_at is not null
              then coalesce(quote_kept_at, ${now}) else quote_kept_at end,
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

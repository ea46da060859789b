import type { Attachment, FormType } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';

/** A submission as stored in `public.form_submissions` (supabase/migrations). */
export type StoredSubmission = {
  id: string;
  idempotencyKey: string;
  requestHash: string;
  formType: FormType;
  /** The validated fields, without spam fields and attachments. */
  fields: Record<string, unknown>;
  attachments: Attachment[];
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  notificationId: string | null;
  confirmationId: string | null;
};

export type NewSubmission = Pick<
  StoredSubmission,
  'idempotencyKey' | 'requestHash' | 'formType' | 'fields' | 'attachments'
> & {
  /** The solved challenge, recorded in the same statement so it is accepted once. */
  challenge: { signature: string; expiresAt: Date };
  now: Date;
  /** No scheduled retry before this: the request itself is delivering it. */
  leaseUntil: Date;
};

export type InsertOutcome =
  | { kind: 'stored'; submission: StoredSubmission }
  | { kind: 'challenge-used' }
  /** Another request with the same key got there first (a double click racing itself). */
  | { kind: 'duplicate'; submission: StoredSubmission };

type Row = {
  id: string;
  idempotency_key: string;
  request_hash: string;
  form_type: FormType;
  fields: Record<string, unknown>;
  attachments: Attachment[];
  status: StoredSubmission['status'];
  attempts: number;
  notification_id: string | null;
  confirmation_id: string | null;
};

const COLUMNS =
  'id, idempotency_key, request_hash, form_type, fields, attachments, status, attempts, notification_id, confirmation_id';

function fromRow(row: Row): StoredSubmission {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    requestHash: row.request_hash,
    formType: row.form_type,
    fields: row.fields,
    attachments: row.attachments,
    status: row.status,
    attempts: row.attempts,
    notificationId: row.notification_id,
    confirmationId: row.confirmation_id,
  };
}

export type RetentionResult = { submissions: number; challenges: number; rateWindows: number };

/** Every statement the send-email function runs; each is one statement, so no transaction spans a call. */
export function createSubmissionStore(sql: Sql) {
  const columns = sql.unsafe(COLUMNS);

  async function findByKey(key: string): Promise<StoredSubmission | undefined> {
    const [row] = await query(
      () => sql<Row[]>`select ${columns} from public.form_submissions where idempotency_key = ${key}`,
    );
    return row ? fromRow(row) : undefined;
  }

  return {
    findByKey,

    async insert(input: NewSubmission): Promise<InsertOutcome> {
      // The challenge is marked used and the submission stored together: a used challenge stores
      // nothing, and a stored submission always used up its challenge.
      const [result] = await query(
        () => sql<{ fresh: boolean; row: Row | null }[]>`
          with challenge as (
            insert into public.used_challenges (signature, expires_at)
            values (${input.challenge.signature}, ${input.challenge.expiresAt})
            on conflict (signature) do nothing
            returning signature
          ), stored as (
            insert into public.form_submissions
              (idempotency_key, request_hash, form_type, fields, attachments, next_attempt_at, created_at)
            select ${input.idempotencyKey}, ${input.requestHash}, ${input.formType},
              ${sql.json(input.fields as never)}, ${sql.json(input.attachments as never)},
              ${input.leaseUntil}, ${input.now}
            where exists (select from challenge)
            on conflict (idempotency_key) do nothing
            returning ${columns}
          )
          select exists (select from challenge) as fresh, (select to_jsonb(stored) from stored) as row`,
      );
      if (result?.row) return { kind: 'stored', submission: fromRow(result.row) };
      if (!result?.fresh) {
        // A retry of a stored submission carries the challenge it already used: answer it as before.
        const existing = await findByKey(input.idempotencyKey);
        return existing ? { kind: 'duplicate', submission: existing } : { kind: 'challenge-used' };
      }
      const existing = await findByKey(input.idempotencyKey);
      if (!existing) throw new Error('submission neither stored nor found');
      return { kind: 'duplicate', submission: existing };
    },

    /** Takes up to `limit` due pending submissions, leasing them until `leaseUntil` so no other run takes them. */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<StoredSubmission[]> {
      const rows = await query(
        () => sql<Row[]>`
          update public.form_submissions set next_attempt_at = ${leaseUntil}
          where id in (
            select id from public.form_submissions
            where status = 'pending' and next_attempt_at <= ${now}
            order by next_attempt_at
            limit ${limit}
            for update skip locked
          )
          returning ${columns}`,
      );
      return rows.map(fromRow);
    },

    /** The company has the notification: its attachments are no longer kept. */
    async recordNotification(id: string, providerId: string): Promise<void> {
      await query(
        () => sql`update public.form_submissions
          set notification_id = ${providerId}, attachments = '[]'::jsonb where id = ${id}`,
      );
    },

    /** Delivered; `confirmationId` null when the recipient's confirmations were used up. */
    async recordSent(id: string, confirmationId: string | null, now: Date): Promise<void> {
      await query(
        () => sql`update public.form_submissions
          set confirmation_id = ${confirmationId}, status = 'sent', sent_at = ${now}, last_error = null,
            attempts = attempts + 1
          where id = ${id}`,
      );
    },

    /** A failed attempt: retry at `retryAt`, or give up (status failed) when it is null. */
    async recordFailure(id: string, error: string, retryAt: Date | null): Promise<void> {
      await query(
        () => sql`update public.form_submissions
          set attempts = attempts + 1, last_error = ${error.slice(0, 500)},
            status = ${retryAt ? 'pending' : 'failed'}, next_attempt_at = coalesce(${retryAt}, next_attempt_at)
          where id = ${id}`,
      );
    },

    /** Deletes submissions older than the retention period, and expired challenges and rate windows. */
    async sweep(now: Date, retentionMs: number, rateWindowMs: number): Promise<RetentionResult> {
      const submissions = await query(
        () =>
          sql`delete from public.form_submissions where created_at < ${new Date(now.getTime() - retentionMs)}`,
      );
      const challenges = await query(() => sql`delete from public.used_challenges where expires_at < ${now}`);
      const rateWindows = await query(
        () =>
          sql`delete from public.rate_limit_windows where window_start < ${new Date(now.getTime() - rateWindowMs)}`,
      );
      return { submissions: submissions.count, challenges: challenges.count, rateWindows: rateWindows.count };
    },
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;

import type { Attachment, FormType } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';

/** What the submission row keeps of a file: never its contents (those are in submission_attachments). */
export type FileInfo = Pick<Attachment, 'filename' | 'type' | 'size'> & {
  /** A photo in storage (issue 49): its path in the bucket; its bytes are never in Postgres. */
  path?: string;
};

/**
 * A submission as stored in `public.form_submissions` (supabase/migrations). Its files' contents live
 * in `public.submission_attachments`, read for one submission at a time (`attachmentsOf`).
 */
export type StoredSubmission = {
  id: string;
  idempotencyKey: string;
  requestHash: string;
  formType: FormType;
  /** The validated fields, without spam fields and attachments. */
  fields: Record<string, unknown>;
  files: FileInfo[];
  /**
   * `handled`: given up on, then dealt with by the owner (set in the table editor); `spam`: stored,
   * never sent (`spamReason` says why, decision 047).
   */
  status: 'pending' | 'sent' | 'failed' | 'handled' | 'spam';
  /** Delivery attempts begun, counted when one begins (so one that crashed counts too). */
  attempts: number;
  notificationId: string | null;
  confirmationId: string | null;
  /** When the links to its files expire and the files are deleted; null without files. */
  filesExpireAt: Date | null;
  /** Files not stored because the file store was full (their names and sizes). */
  refusedFiles: FileInfo[];
  createdAt: Date;
  /** Its photos in storage are waited for until then (issue 49); null without such photos. */
  filesWaitUntil: Date | null;
};

/** A row of `public.form_submissions` as `fromRow` reads it. */
export type SubmissionRow = {
  id: string;
  idempotency_key: string;
  request_hash: string;
  form_type: FormType;
  fields: Record<string, unknown>;
  files: FileInfo[];
  status: StoredSubmission['status'];
  attempts: number;
  notification_id: string | null;
  confirmation_id: string | null;
  files_expire_at: Date | string | null;
  refused_files: FileInfo[];
  created_at: Date | string;
  files_wait_until: Date | string | null;
};

const COLUMNS =
  'id, idempotency_key, request_hash, form_type, fields, files, status, attempts, notification_id, confirmation_id, files_expire_at, refused_files, created_at, files_wait_until';

export function fromRow(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    requestHash: row.request_hash,
    formType: row.form_type,
    fields: row.fields,
    files: row.files,
    status: row.status,
    attempts: row.attempts,
    notificationId: row.notification_id,
    confirmationId: row.confirmation_id,
    // A row read through to_jsonb carries the time as text.
    filesExpireAt: row.files_expire_at === null ? null : new Date(row.files_expire_at),
    refusedFiles: row.refused_files,
    createdAt: new Date(row.created_at),
    filesWaitUntil: row.files_wait_until === null ? null : new Date(row.files_wait_until),
  };
}

/** The columns `fromRow` reads, as a fragment of a statement. */
export const submissionColumns = (sql: Sql) => sql.unsafe(COLUMNS);

/** The submission stored under an Idempotency-Key (a repeat of a request is answered from it). */
export async function findByKey(sql: Sql, key: string): Promise<StoredSubmission | undefined> {
  const [row] = await query(
    () =>
      sql<
        SubmissionRow[]
      >`select ${submissionColumns(sql)} from public.form_submissions where idempotency_key = ${key}`,
  );
  return row ? fromRow(row) : undefined;
}

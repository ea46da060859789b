import type { Attachment, FormType, LeadSource } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';
import type { DueTimes } from './promises.ts';
import type { SpamReason } from './spam.ts';
import { keptBytes, type SpamRoom } from './spam-room.ts';
import type { StoredPhoto } from './stored-photos.ts';

/** A stored file: what the row says of it, and a reader of its bytes in pieces (read when it is sent). */
export type StoredAttachment = FileInfo & { position: number; content: () => AsyncIterable<Uint8Array> };

/** Bytes of a stored file read at a time: a multiple of 3, so each piece is whole base64 groups. */
const READ_BYTES = 3 * 256 * 1024;

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

/**
 * Why a delivered submission's confirmation was not sent: the recipient had its daily share, or the
 * day's e-mail budget was spent. Recorded for the owner's view of the delivery (`delivery_attempts`).
 */
export type ConfirmationSkipped = 'recipient-share' | 'budget';

export type NewSubmission = Pick<
  StoredSubmission,
  'idempotencyKey' | 'requestHash' | 'formType' | 'fields'
> & {
  attachments: Attachment[];
  /** The solved challenge, recorded in the same statement so it is accepted once. */
  challenge: { signature: string; expiresAt: Date };
  now: Date;
  /** No scheduled retry before this: the request itself is delivering it (its first attempt). */
  leaseUntil: Date;
  /** When the files' links expire (FILE_LINK_DAYS after `now`). */
  filesExpireAt: Date;
  /** Bytes all stored files may take (FILE_STORE_MAX_BYTES); 0: no ceiling. */
  fileStoreMaxBytes: number;
  /** The keyed hash of the client's rate-limit key; undefined when the platform did not name it. */
  clientHash: string | undefined;
  /** Bytes of stored files one client may hold (FILE_STORE_CLIENT_MAX_BYTES); 0: no share. */
  clientMaxBytes: number;
  /** The keyed hash of its free text, counted for repeats; undefined when too short to count. */
  textHash?: string | undefined;
  /** Stored as spam: nothing is sent, no file kept (their names are). */
  spam?: SpamReason | undefined;
  /**
   * Stored as spam (`repeated-text`) when its text was stored `max` times since `since` (SPAM_REPEAT_MAX,
   * decision 047): counted under a lock on the text, so the same text sent many times at once is too.
   */
  repeatedText?: { max: number; since: Date } | undefined;
  /** When its promises end (`dueTimes`); none when absent. Spam ends them as it is stored. */
  due?: DueTimes | undefined;
  /** Where it was sent from, as the browser named it (validated); none when absent. */
  source?: LeadSource | undefined;
  /**
   * Its photos in storage (issue 49): their grant, claimed by this submission in the same statement, and
   * how long its notification waits for them (FILES_WAIT_MINUTES).
   */
  photos?: { grantId: string; files: StoredPhoto[]; waitUntil: Date } | undefined;
};

/** What the health check reports (`GET …/send-email/health`). */
export type DeliveryHealth = {
  /** Submissions given up on (status failed): someone must call the customer. */
  failed: number;
  /** Pending submissions received more than `overdueAfter` ago. */
  overdue: number;
  pending: number;
  /** When the retry job last finished a run; null when it never has. */
  lastRunAt: Date | null;
};

export type InsertOutcome =
  | { kind: 'stored'; submission: StoredSubmission }
  | { kind: 'challenge-used' }
  /** Another request with the same key got there first (a double click racing itself). */
  | { kind: 'duplicate'; submission: StoredSubmission }
  /** The files would have passed the ceiling: the text alone is stored (under a key of its own). */
  | { kind: 'files-refused'; submission: StoredSubmission }
  /** Spam past the spam room (decision 054): counted, not stored; `id` names it in the answer only. */
  | { kind: 'spam-counted'; id: string };

type Row = {
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

function fromRow(row: Row): StoredSubmission {
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

const fileInfo = ({ filename, type, size }: FileInfo): FileInfo => ({ filename, type, size });

/** The key of the transaction lock under which files are counted against the ceiling and stored. */
const FILE_STORE_LOCK = 25_001;
/** The first key of the transaction locks under which one text's repeats are counted (the second: its hash). */
const TEXT_LOCK = 25_002;

/** What a refused submission's text is stored under: a retry with fewer files keeps the browser's key. */
const refusedKey = (key: string) => `${key}#files-refused`;

export type RetentionResult = { submissions: number; challenges: number; rateWindows: number };

/** The retry job's name in `public.scheduled_runs` (the health check reads when it last ran). */
export const RETRY_JOB = 'send-email-retry';

/** Every statement the send-email function runs; each is one statement, so no transaction spans a call. */
export function createSubmissionStore(sql: Sql, options: { spamRoom?: SpamRoom } = {}) {
  const columns = sql.unsafe(COLUMNS);

  async function findByKey(key: string, db: Sql = sql): Promise<StoredSubmission | undefined> {
    const [row] = await query(
      () => db<Row[]>`select ${columns} from public.form_submissions where idempotency_key = ${key}`,
    );
    return row ? fromRow(row) : undefined;
  }

  /**
   * The one statement that stores a submission and uses up its challenge; its files follow one
   * statement each in the caller's transaction (`storeFiles`).
   */
  async function insertRow(
    db: Sql,
    input: NewSubmission,
    refused: FileInfo[] = [],
  ): Promise<Exclude<InsertOutcome, { kind: 'spam-counted' }>> {
    // A photo in storage keeps its path beside its name (issue 49).
    const files: (FileInfo & { path?: string })[] = input.photos?.files.length
      ? input.photos.files.map(({ filename, type, size, path }) => ({ filename, type, size, path }))
      : input.attachments.map(({ filename, type, size }) => ({ filename, type, size }));
    // Spam ends its promises as it is stored, as the status Spam does (decision 055).
    const { callDueAt = null, quoteDueAt = null } = input.due ?? {};
    // The challenge is marked used and the submission stored together: a used challenge stores
    // nothing, and a stored submission always used up its challenge.
    const [result] = await query(
      () => db<{ fresh: boolean; row: Row | null }[]>`
        with challenge as (
          insert into public.used_challenges (signature, expires_at)
          values (${input.challenge.signature}, ${input.challenge.expiresAt})
          on conflict (signature) do nothing
          returning signature
        ), stored as (
          insert into public.form_submissions
            (idempotency_key, request_hash, form_type, fields, files, attempts, next_attempt_at, created_at,
             files_expire_at, refused_files, client_hash, text_hash, status, spam_reason, work_status,
             call_due_at, quote_due_at, call_kept_at, quote_kept_at, source, files_wait_until)
          select ${input.idempotencyKey}, ${input.requestHash}, ${input.formType},
            ${sql.json(input.fields as never)}, ${sql.json(files as never)}, ${input.spam ? 0 : 1},
            ${input.leaseUntil}, ${input.now}, ${files.length ? input.filesExpireAt : null},
            ${sql.json(refused as never)}, ${input.clientHash ?? null}, ${input.textHash ?? null},
            ${input.spam ? 'spam' : 'pending'}, ${input.spam ?? null},
            ${input.spam ? 'spam' : 'new'}, ${callDueAt}, ${quoteDueAt},
            ${callDueAt && input.spam ? input.now : null}, ${quoteDueAt && input.spam ? input.now : null},
            ${input.source ? sql.json(input.source as never) : null}, ${input.photos?.waitUntil ?? null}
          where exists (select from challenge)
          on conflict (idempotency_key) do nothing
          returning ${columns}
        ), claimed as (
          update public.upload_grants set submission_id = (select id from stored)
          where id = ${input.photos?.grantId ?? null}::uuid and submission_id is null and exists (select from stored)
        )
        select exists (select from challenge) as fresh, (select to_jsonb(stored) from stored) as row`,
    );
    if (result?.row) {
      const submission = fromRow(result.row);
      await storeFiles(db, submission.id, input.attachments);
      return { kind: 'stored', submission };
    }
    if (!result?.fresh) {
      // A retry of a stored submission carries the challenge it already used: answer it as before.
      const existing = await findByKey(input.idempotencyKey, db);
      return existing ? { kind: 'duplicate', submission: existing } : { kind: 'challenge-used' };
    }
    const existing = await findByKey(input.idempotencyKey, db);
    if (!existing) throw new Error('submission neither stored nor found');
    return { kind: 'duplicate', submission: existing };
  }

  /** Spam counted, not kept: only its challenge is used up, so the same solution counts once. */
  async function countSpam(db: Sql, input: NewSubmission): Promise<InsertOutcome> {
    const used = await query(
      () => db`insert into public.used_challenges (signature, expires_at)
        values (${input.challenge.signature}, ${input.challenge.expiresAt})
        on conflict (signature) do nothing returning signature`,
    );
    if (used.length) return { kind: 'spam-counted', id: crypto.randomUUID() };
    const existing = await findByKey(input.idempotencyKey, db);
    return existing ? { kind: 'duplicate', submission: existing } : { kind: 'challenge-used' };
  }

  /**
   * A stored submission's files, one statement each: only one file's base64 is on its way to the
   * database at a time (not all of them in one 40 MB statement), decoded there.
   */
  async function storeFiles(db: Sql, id: string, attachments: Attachment[]): Promise<void> {
    for (const [position, file] of attachments.entries())
      await query(
        () => db`insert into public.submission_attachments (submission_id, position, filename, type, size, content)
          values (${id}, ${position}, ${file.filename}, ${file.type}, ${file.size}, decode(${file.content}, 'base64'))`,
      );
  }

  /**
   * Stores a submission with its files and uses up its challenge, in one transaction (`within`, when the
   * caller holds one). The request that stores it delivers it at once, so its first attempt is counted
   * here. Files are counted against FILE_STORE_MAX_BYTES, and against the client's share
   * (FILE_STORE_CLIENT_MAX_BYTES) of what it still has stored, under a transaction lock, so concurrent
   * submissions cannot pass either together; when they do not fit, the text is stored under its own key
   * with the files' names only.
   */
  async function insertWithFiles(
    input: NewSubmission,
    databaseNearlyFull: boolean,
    within?: Sql,
  ): Promise<InsertOutcome> {
    // Spam keeps no file, only the files' names; its text only while the spam room has room.
    if (input.spam) {
      const db = within ?? sql;
      const refused = input.attachments.map(fileInfo);
      const spam = {
        reason: input.spam,
        bytes: keptBytes(input.fields, refused),
        clientHash: input.clientHash,
        now: input.now,
        databaseNearlyFull,
      };
      if (!options.spamRoom || (await options.spamRoom.admit(db, spam)))
        return insertRow(db, { ...input, attachments: [] }, refused);
      return countSpam(db, input);
    }
    if (!input.attachments.length) return insertRow(within ?? sql, input);
    const bytes = input.attachments.reduce((sum, file) => sum + file.size, 0);
    const clientShare = input.clientHash && input.clientMaxBytes > 0 ? input.clientMaxBytes : 0;
    const store = async (tx: Sql): Promise<InsertOutcome> => {
      if (input.fileStoreMaxBytes <= 0 && clientShare <= 0) return insertRow(tx, input);
      await tx`select pg_advisory_xact_lock(${FILE_STORE_LOCK})`;
      const [row] = await tx<{ stored: string; client: string }[]>`
        select coalesce(sum(a.size), 0)::bigint as stored,
          coalesce(sum(a.size) filter (where s.client_hash = ${input.clientHash ?? null}), 0)::bigint as client
        from public.submission_attachments a join public.form_submissions s on s.id = a.submission_id`;
      const fitsStore =
        input.fileStoreMaxBytes <= 0 || Number(row?.stored ?? 0) + bytes <= input.fileStoreMaxBytes;
      const fitsShare = clientShare <= 0 || Number(row?.client ?? 0) + bytes <= clientShare;
      if (fitsStore && fitsShare) return insertRow(tx, input);
      const refused = input.attachments.map(fileInfo);
      const outcome = await insertRow(
        tx,
        { ...input, idempotencyKey: refusedKey(input.idempotencyKey), attachments: [] },
        refused,
      );
      return outcome.kind === 'challenge-used'
        ? outcome
        : { kind: 'files-refused', submission: outcome.submission };
    };
    if (within) return store(within);
    // The transaction's own connection: the pool may have no other (the embedded PGlite has one).
    return query(() => sql.begin((transaction) => store(transaction as unknown as Sql)));
  }

  return {
    findByKey: (key: string) => findByKey(key),

    /**
     * Stores a submission (`insertWithFiles`), as spam when its text came too often (`repeatedText`):
     * the count and the insert in one transaction under a lock on the text, so repeats sent at once are
     * counted in turn. The stored row's status says whether it is spam.
     */
    async insert(input: NewSubmission): Promise<InsertOutcome> {
      const rule = input.repeatedText;
      // Read before any transaction: the watch reads through the pool (PGlite has one connection).
      const full = (await options.spamRoom?.databaseNearlyFull()) ?? false;
      if (input.spam || !input.textHash || !rule || rule.max <= 0) return insertWithFiles(input, full);
      const textHash = input.textHash;
      return query(() =>
        sql.begin(async (transaction) => {
          const tx = transaction as unknown as Sql;
          await tx`select pg_advisory_xact_lock(${TEXT_LOCK}, hashtext(${textHash}))`;
          const [row] = await tx<{ count: number }[]>`
            select count(*)::int as count from public.form_submissions
            where text_hash = ${textHash} and created_at > ${rule.since}`;
          const repeated = (row?.count ?? 0) >= rule.max;
          return insertWithFiles(repeated ? { ...input, spam: 'repeated-text' } : input, full, tx);
        }),
      );
    },

    /**
     * Takes the next due pending submission (without its files), leasing it until `leaseUntil` so no
     * other run takes it, and counts the attempt now: a run that dies while delivering it still used
     * one. A due submission whose last allowed attempt never came back is given up on here.
     */
    async claimNext(
      now: Date,
      leaseUntil: Date,
      maxAttempts: number,
      /** This submission only (its photos just arrived), when it is due. */
      only?: string,
    ): Promise<StoredSubmission | undefined> {
      await query(
        () => sql`update public.form_submissions
          set status = 'failed', last_error = coalesce(last_error, 'the last attempt did not finish')
          where status = 'pending' and next_attempt_at <= ${now} and attempts >= ${maxAttempts}`,
      );
      const [row] = await query(
        () => sql<Row[]>`
          update public.form_submissions set next_attempt_at = ${leaseUntil}, attempts = attempts + 1
          where id = (
            select id from public.form_submissions
            where status = 'pending' and next_attempt_at <= ${now} and attempts < ${maxAttempts}
              and (${only ?? null}::uuid is null or id = ${only ?? null}::uuid)
            order by next_attempt_at, created_at
            limit 1
            for update skip locked
          )
          returning ${columns}`,
      );
      return row ? fromRow(row) : undefined;
    },

    /**
     * The files of one submission, each read from Postgres in pieces of READ_BYTES only as the
     * transport sends it, so not even one whole file is in memory (the column is stored uncompressed,
     * so a piece is read without the rest).
     */
    async attachmentsOf(id: string, only?: number): Promise<StoredAttachment[]> {
      const files = await query(
        () => sql<(FileInfo & { position: number; length: number })[]>`
          select position, filename, type, size, octet_length(content) as length
          from public.submission_attachments
          where submission_id = ${id} and (${only ?? null}::integer is null or position = ${only ?? null})
          order by position`,
      );
      return files.map(({ position, length, ...info }) => ({
        ...info,
        position,
        content: async function* () {
          for (let offset = 0; offset < length; offset += READ_BYTES) {
            const [piece] = await query(
              () => sql<{ bytes: Uint8Array }[]>`
                select substring(content from ${offset + 1} for ${READ_BYTES}) as bytes
                from public.submission_attachments where submission_id = ${id} and position = ${position}`,
            );
            if (!piece) throw new Error(`attachment ${position} of ${id} is gone`);
            yield piece.bytes;
          }
        },
      }));
    },

    /**
     * The company has the notification: the files that went with it are no longer kept; those it
     * links to (`linked`, by position) stay until the links expire.
     */
    async recordNotification(id: string, providerId: string, linked: number[]): Promise<void> {
      await query(
        () => sql`with done as (
            update public.form_submissions set notification_id = ${providerId}, awaiting_digest_since = null
          where id = ${id} returning id
          )
          delete from public.submission_attachments
          where submission_id in (select id from done) and position <> all(${linked}::integer[])`,
      );
    },

    /**
     * Delivered; `confirmationId` null when no confirmation was sent: `skipped` says why it was not
     * tried, `note` why the provider refused it for good.
     */
    async recordSent(
      id: string,
      confirmationId: string | null,
      now: Date,
      skipped: ConfirmationSkipped | null = null,
      note: string | null = null,
    ): Promise<void> {
      await query(
        () => sql`update public.form_submissions
          set confirmation_id = ${confirmationId}, status = 'sent', sent_at = ${now}, last_error = ${note},
            confirmation_skipped = ${skipped}
          where id = ${id}`,
      );
    },

    /** A failed attempt (already counted): retry at `retryAt`, or give up (status failed) when it is null. */
    async recordFailure(id: string, error: string, retryAt: Date | null): Promise<void> {
      // Given up before the company had the notification: nobody will fetch the files, so they go now;
      // the lead's text and state stay.
      await query(
        () => sql`with failed as (
            update public.form_submissions
            set last_error = ${error.slice(0, 500)},
              status = ${retryAt ? 'pending' : 'failed'}, next_attempt_at = coalesce(${retryAt}, next_attempt_at)
            where id = ${id}
            returning id, status, notification_id
          )
          delete from public.submission_attachments
          where submission_id in (select id from failed where status = 'failed' and notification_id is null)`,
      );
    },

    /**
     * Postpones a claimed submission to `until` without counting its attempt (nothing was tried):
     * the day's notifications are spent. Meanwhile it waits for the next digest (since `now`).
     */
    async defer(id: string, until: Date, reason: string, now: Date): Promise<void> {
      await query(
        () => sql`update public.form_submissions
          set next_attempt_at = ${until}, attempts = greatest(attempts - 1, 0), last_error = ${reason},
            awaiting_digest_since = coalesce(awaiting_digest_since, ${now})
          where id = ${id}`,
      );
    },

    /**
     * Leads waiting for a digest (no notification yet), oldest first, at most `limit`; not those due
     * again by `notDueBy` (a new day's budget sends them one by one), so not those a run has leased to
     * send on their own (their lease ends by then).
     */
    async awaitingDigest(notDueBy: Date, limit: number): Promise<StoredSubmission[]> {
      const rows = await query(
        () => sql<Row[]>`select ${columns} from public.form_submissions
          where status = 'pending' and notification_id is null and awaiting_digest_since is not null
            and next_attempt_at > ${notDueBy}
          order by created_at limit ${limit}`,
      );
      return rows.map(fromRow);
    },

    /**
     * The digest `providerId` carried these leads to the company: each has its notification (its files
     * stay for the links) and is due now for its confirmation.
     */
    async recordDigest(ids: string[], providerId: string, now: Date): Promise<void> {
      await query(
        () => sql`update public.form_submissions
          set notification_id = ${providerId}, awaiting_digest_since = null, next_attempt_at = ${now},
            last_error = null
          where id = any(${ids}::uuid[]) and notification_id is null`,
      );
    },

    /**
     * Deletes submissions past the retention period, expired challenges and old rate windows: the
     * migration's `public.apply_retention`, which the cron job calls too.
     */
    async sweep(now: Date, rateWindowMs: number): Promise<RetentionResult> {
      const [row] = await query(
        () => sql<{ submissions: string; challenges: string; rate_windows: string }[]>`
          select * from public.apply_retention(${now}, ${rateWindowMs / 1000} * interval '1 second')`,
      );
      return {
        submissions: Number(row?.submissions ?? 0),
        challenges: Number(row?.challenges ?? 0),
        rateWindows: Number(row?.rate_windows ?? 0),
      };
    },

    /** Records that a scheduled run finished, with what it did (the health check reads when). */
    async recordRun(job: string, now: Date, result: Record<string, number>): Promise<void> {
      await query(
        () => sql`insert into public.scheduled_runs (job, finished_at, result)
          values (${job}, ${now}, ${sql.json(result)})
          on conflict (job) do update set finished_at = excluded.finished_at, result = excluded.result`,
      );
    },

    /** Failed, overdue and pending submissions, and the retry job's last run. */
    async health(now: Date, overdueAfterMs: number): Promise<DeliveryHealth> {
      const [row] = await query(
        () => sql<{ failed: string; overdue: string; pending: string; last_run_at: Date | null }[]>`
          select
            count(*) filter (where status = 'failed') as failed,
            count(*) filter (where status = 'pending' and created_at < ${new Date(now.getTime() - overdueAfterMs)}) as overdue,
            count(*) filter (where status = 'pending') as pending,
            (select finished_at from public.scheduled_runs where job = ${RETRY_JOB}) as last_run_at
          from public.form_submissions`,
      );
      return {
        failed: Number(row?.failed ?? 0),
        overdue: Number(row?.overdue ?? 0),
        pending: Number(row?.pending ?? 0),
        lastRunAt: row?.last_run_at ?? null,
      };
    },
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;

import type { Attachment, LeadSource } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';
import { NEIGHBOURHOOD_FACTOR } from '../_shared/rate-limit.ts';
import { byteaFits } from './bytea-store-ceiling.ts';
import { filesFit, neighbourhoodShare } from './file-store-ceiling.ts';
import type { DueTimes } from './promises.ts';
import type { SpamReason } from './spam.ts';
import { keptBytes, type SpamRoom } from './spam-room.ts';
import { storeFiles } from './stored-files.ts';
import type { StoredPhoto } from './stored-photos.ts';
import {
  type FileInfo,
  findByKey,
  fromRow,
  type StoredSubmission,
  type SubmissionRow,
  submissionColumns,
} from './stored-submission.ts';

/** A validated submission as the request that stores it has it: fields, files and the rules to store them by. */
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
  /** Bytes of files kept in Postgres (bytea) at most (BYTEA_STORE_MAX_BYTES); 0 or absent: no ceiling. */
  byteaStoreMaxBytes?: number | undefined;
  /** The keyed hash of the client's rate-limit key; undefined when the platform did not name it. */
  clientHash: string | undefined;
  /**
   * Its neighbourhood's (an IPv6 /48, an IPv4 /24), counted for the spam it keeps and, kept beside
   * `client_hash`, for the neighbourhood's file share (decision 054).
   */
  neighbourhoodHash?: string | undefined;
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

export type InsertOutcome =
  | { kind: 'stored'; submission: StoredSubmission }
  | { kind: 'challenge-used' }
  /** Another request with the same key got there first (a double click racing itself). */
  | { kind: 'duplicate'; submission: StoredSubmission }
  /** The files would have passed the ceiling: the text alone is stored (under a key of its own). */
  | { kind: 'files-refused'; submission: StoredSubmission }
  /** Spam past the spam room (decision 054): counted, not stored; `id` names it in the answer only. */
  | { kind: 'spam-counted'; id: string };

const fileInfo = ({ filename, type, size }: FileInfo): FileInfo => ({ filename, type, size });

/**
 * Spam keeps no photo (issue 54): its grant goes, with its photos' rows, unless a quote claimed it; their
 * objects, and any its tokens still write, are removed by the scheduled run (photo-sweep.ts).
 */
async function dropGrant(db: Sql, grantId: string): Promise<void> {
  await query(() => db`delete from public.upload_grants where id = ${grantId} and submission_id is null`);
}

/** The first key of the transaction locks under which one text's repeats are counted (the second: its hash). */
const TEXT_LOCK = 25_002;

/** What a refused submission's text is stored under: a retry with fewer files keeps the browser's key. */
const refusedKey = (key: string) => `${key}#files-refused`;

/**
 * The intake of a lead: stores it with its files and uses up its challenge, as spam when the rules say
 * so, with the files' names only when they pass the file store's ceiling or the client's share.
 */
export function createSubmissionIntake(
  sql: Sql,
  options: {
    spamRoom?: SpamRoom;
    /** RATE_LIMIT_NEIGHBOURHOOD_FACTOR: a neighbourhood's file share in clients' (0: none); 4 when absent. */
    neighbourhoodFactor?: number;
  } = {},
) {
  const columns = submissionColumns(sql);
  const factor = options.neighbourhoodFactor ?? NEIGHBOURHOOD_FACTOR;
  /** The neighbourhood kept beside the client: only while a share counts it, and never without the client. */
  const neighbourhoodOf = (input: NewSubmission) =>
    input.clientHash && neighbourhoodShare(input.clientMaxBytes, factor) > 0
      ? input.neighbourhoodHash
      : undefined;

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
      () => db<{ fresh: boolean; row: SubmissionRow | null }[]>`
        with challenge as (
          insert into public.used_challenges (signature, expires_at)
          values (${input.challenge.signature}, ${input.challenge.expiresAt})
          on conflict (signature) do nothing
          returning signature
        ), stored as (
          insert into public.form_submissions
            (idempotency_key, request_hash, form_type, fields, files, attempts, next_attempt_at, created_at,
             files_expire_at, refused_files, client_hash, neighbourhood_hash, text_hash, status, spam_reason, work_status,
             call_due_at, quote_due_at, call_kept_at, quote_kept_at, source, files_wait_until)
          select ${input.idempotencyKey}, ${input.requestHash}, ${input.formType},
            ${sql.json(input.fields as never)}, ${sql.json(files as never)}, ${input.spam ? 0 : 1},
            ${input.leaseUntil}, ${input.now}, ${files.length ? input.filesExpireAt : null},
            ${sql.json(refused as never)}, ${input.clientHash ?? null}, ${neighbourhoodOf(input) ?? null},
            ${input.textHash ?? null},
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
      const existing = await findByKey(db, input.idempotencyKey);
      return existing ? { kind: 'duplicate', submission: existing } : { kind: 'challenge-used' };
    }
    const existing = await findByKey(db, input.idempotencyKey);
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
    const existing = await findByKey(db, input.idempotencyKey);
    return existing ? { kind: 'duplicate', submission: existing } : { kind: 'challenge-used' };
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
    // Spam keeps no file and no photo, only their names; its text only while the spam room has room.
    if (input.spam) {
      const db = within ?? sql;
      const refused = [...input.attachments, ...(input.photos?.files ?? [])].map(fileInfo);
      const spam = {
        reason: input.spam,
        bytes: keptBytes(input.fields, refused),
        clientHash: input.clientHash,
        neighbourhoodHash: input.neighbourhoodHash,
        now: input.now,
        databaseNearlyFull,
      };
      const outcome =
        !options.spamRoom || (await options.spamRoom.admit(db, spam))
          ? await insertRow(db, { ...input, attachments: [], photos: undefined }, refused)
          : await countSpam(db, input);
      if (input.photos && (outcome.kind === 'stored' || outcome.kind === 'spam-counted'))
        await dropGrant(db, input.photos.grantId);
      return outcome;
    }
    if (!input.attachments.length) return insertRow(within ?? sql, input);
    const bytes = input.attachments.reduce((sum, file) => sum + file.size, 0);
    const clientShare = input.clientHash && input.clientMaxBytes > 0 ? input.clientMaxBytes : 0;
    const neighbourhoodHash = neighbourhoodOf(input);
    const neighbourhoodMaxBytes = neighbourhoodHash ? neighbourhoodShare(clientShare, factor) : 0;
    const store = async (tx: Sql): Promise<InsertOutcome> => {
      // Postgres's own ceiling for base64 files first (decision 058), then the file store's.
      const inBytea = await byteaFits(tx, bytes, input.byteaStoreMaxBytes ?? 0);
      if (inBytea && input.fileStoreMaxBytes <= 0 && clientShare <= 0) return insertRow(tx, input);
      const fits =
        inBytea &&
        (await filesFit(tx, {
          bytes,
          storeMaxBytes: input.fileStoreMaxBytes,
          clientHash: input.clientHash,
          clientShare,
          neighbourhoodHash,
          neighbourhoodShare: neighbourhoodMaxBytes,
        }));
      if (fits) return insertRow(tx, input);
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
    findByKey: (key: string) => findByKey(sql, key),

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
  };
}

import { query, type Sql } from '../_shared/database.ts';
import type { StoredPhoto } from './stored-photos.ts';
import {
  fromRow,
  type StoredSubmission,
  type SubmissionRow,
  submissionColumns,
} from './stored-submission.ts';

/**
 * Why a delivered submission's confirmation was not sent: the recipient had its daily share, or the
 * day's e-mail budget was spent. Recorded for the owner's view of the delivery (`delivery_attempts`).
 */
export type ConfirmationSkipped = 'recipient-share' | 'budget';

/**
 * The statements of a lead's delivery on `public.form_submissions`: the one-at-a-time claim of a due
 * lead, each attempt's outcome, and the digest's waiting leads.
 */
export function createDeliveryRecords(sql: Sql) {
  const columns = submissionColumns(sql);
  return {
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
        () => sql<SubmissionRow[]>`
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
     * The company has the notification: the files that went with it are no longer kept; those it
     * links to (`linked`, by position) stay until the links expire. Photos it went without are
     * `awaited` for their follow-up (late-photos.ts), in the same statement: no crash between the two
     * leaves a lead notified whose late photos nobody looks for.
     */
    async recordNotification(
      id: string,
      providerId: string,
      linked: number[],
      awaited?: { photos: readonly StoredPhoto[]; windowEndsAt: Date; checkAt: Date },
    ): Promise<void> {
      const photos = awaited?.photos.map(({ path, filename, type, size }) => ({
        path,
        filename,
        type,
        size,
      }));
      await query(
        () => sql`with done as (
            update public.form_submissions set notification_id = ${providerId}, awaiting_digest_since = null
            where id = ${id} returning id
          ), awaiting as (
            insert into public.photo_followups (submission_id, photos, window_ends_at, next_check_at)
            select id, ${photos ? sql.json(photos as never) : null}, ${awaited?.windowEndsAt ?? null},
              ${awaited?.checkAt ?? null}
            from done where ${photos !== undefined}
            on conflict (submission_id) do nothing
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

    /**
     * A failed attempt (already counted): retry at `retryAt`, or give up (status failed) when it is null.
     * Only a lead still pending: an attempt that outlived its lease may fail (Resend's 409 for the key
     * another run is sending or sent) after that run delivered the lead, which stays delivered.
     */
    async recordFailure(id: string, error: string, retryAt: Date | null): Promise<void> {
      // Given up before the company had the notification: nobody will fetch the files, so they go now;
      // the lead's text and state stay.
      await query(
        () => sql`with failed as (
            update public.form_submissions
            set last_error = ${error.slice(0, 500)},
              status = ${retryAt ? 'pending' : 'failed'}, next_attempt_at = coalesce(${retryAt}, next_attempt_at)
            where id = ${id} and status = 'pending'
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
        () => sql<SubmissionRow[]>`select ${columns} from public.form_submissions
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
  };
}

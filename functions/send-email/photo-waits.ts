import { query, type Sql } from '../_shared/database.ts';

/** What a quote waiting for its photos says in `last_error` (the owner's view reads it). */
export const WAITING_FOR_PHOTOS = 'waiting for its photos to arrive';

/**
 * A quote's notification waiting for its photos (issue 49): postponed without counting its attempt, and
 * made due at once when the page says its last photo is in.
 */
export function createPhotoWaits(sql: Sql) {
  return {
    /** Postpones a claimed submission to `until`, its attempt given back: nothing was tried. */
    async wait(id: string, until: Date): Promise<void> {
      await query(
        () => sql`update public.form_submissions
          set next_attempt_at = ${until}, attempts = greatest(attempts - 1, 0), last_error = ${WAITING_FOR_PHOTOS}
          where id = ${id}`,
      );
    },

    /**
     * The quote that claimed `grantId`, made due now when it waits for its photos. (A run that took it
     * meanwhile sends the same notification under the same Resend key, which Resend sends once.)
     */
    async dueNow(grantId: string, now: Date): Promise<string | undefined> {
      const [row] = await query(
        () => sql<{ id: string }[]>`
          update public.form_submissions s set next_attempt_at = least(s.next_attempt_at, ${now})
          from public.upload_grants g
          where g.id = ${grantId} and s.id = g.submission_id and s.status = 'pending'
            and s.notification_id is null and s.last_error = ${WAITING_FOR_PHOTOS}
          returning s.id`,
      );
      return row?.id;
    },
  };
}

export type PhotoWaits = ReturnType<typeof createPhotoWaits>;

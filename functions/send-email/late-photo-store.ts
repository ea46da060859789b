import { query, type Sql } from '../_shared/database.ts';
import type { StoredPhoto } from './stored-photos.ts';

/**
 * A quote whose notification went without some of its photos (issue 49), as the follow-up reads it: the
 * photos it went without, until when they are waited for, the attempts at sending it, and the lead.
 */
export type LatePhotos = {
  id: string;
  photos: StoredPhoto[];
  windowEndsAt: Date;
  attempts: number;
  fields: Record<string, unknown>;
  filesExpireAt: Date | null;
};

type Row = {
  id: string;
  photos: StoredPhoto[];
  window_ends_at: Date;
  attempts: number;
  fields: Record<string, unknown>;
  files_expire_at: Date | null;
};

/**
 * The statements of the follow-up for late photos (`public.photo_followups`, migration
 * 20261128160000_photo_followups): one row a lead, written with its notification (delivery-records.ts), `waiting` until its one e-mail went (`sent`), nothing
 * came in the day (`none`) or the provider's refusals gave it up (`given_up`). Its sending's steps go
 * to `delivery_attempts` (message `photos`) for Henvendelser. An erased lead takes its row with it.
 */
export function createLatePhotoStore(sql: Sql) {
  return {
    /**
     * Takes the waiting follow-ups due to be looked at (at most `limit`, those due first first), each
     * leased until `leaseUntil` so no other run takes it meanwhile.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<LatePhotos[]> {
      const rows = await query(
        () => sql<Row[]>`
          update public.photo_followups f set next_check_at = ${leaseUntil}
          from public.form_submissions s
          where s.id = f.submission_id and f.submission_id in (
            select submission_id from public.photo_followups
            where status = 'waiting' and next_check_at <= ${now}
            order by next_check_at
            limit ${limit}
            for update skip locked
          )
          returning f.submission_id as id, f.photos, f.window_ends_at, f.attempts, s.fields, s.files_expire_at`,
      );
      return rows.map((row) => ({
        id: row.id,
        photos: row.photos,
        windowEndsAt: new Date(row.window_ends_at),
        attempts: row.attempts,
        fields: row.fields,
        filesExpireAt: row.files_expire_at === null ? null : new Date(row.files_expire_at),
      }));
    },

    /** Looks again at `at` (photos still on their way, the day's budget spent, the provider refusing the site). */
    async lookAgain(id: string, at: Date): Promise<void> {
      await query(
        () => sql`update public.photo_followups set next_check_at = ${at}
          where submission_id = ${id} and status = 'waiting'`,
      );
    },

    /** The day is over and none of the photos came: nothing to send. */
    async recordNone(id: string): Promise<void> {
      await query(
        () => sql`update public.photo_followups set status = 'none'
          where submission_id = ${id} and status = 'waiting'`,
      );
    },

    /** The follow-up went out as `providerId`: never sent again. */
    async recordSent(id: string, providerId: string, now: Date): Promise<void> {
      await query(
        () => sql`with sent as (
            update public.photo_followups set status = 'sent', email_id = ${providerId}, last_error = null
            where submission_id = ${id} and status = 'waiting' returning submission_id
          )
          insert into public.delivery_attempts (submission_id, at, message, outcome, provider_id)
          select submission_id, ${now}, 'photos', 'sent', ${providerId} from sent`,
      );
    },

    /** A failed attempt at sending it: tried again at `retryAt`, or given up when it is null. */
    async recordFailure(id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
      const detail = error.slice(0, 500);
      await query(
        () => sql`with failed as (
            update public.photo_followups
            set attempts = attempts + 1, last_error = ${detail},
              status = ${retryAt ? 'waiting' : 'given_up'}, next_check_at = coalesce(${retryAt}, next_check_at)
            where submission_id = ${id} and status = 'waiting' returning submission_id
          )
          insert into public.delivery_attempts (submission_id, at, message, outcome, detail)
          select submission_id, ${now}, 'photos', ${retryAt ? 'failed' : 'given_up'}, ${detail} from failed`,
      );
    },

    /**
     * The page says the photos of grant `grantId` are in: its lead's follow-up, if it waits, is looked
     * at by the next scheduled run.
     */
    async dueNow(grantId: string, now: Date): Promise<void> {
      await query(
        () => sql`update public.photo_followups f set next_check_at = least(f.next_check_at, ${now})
          from public.upload_grants g
          where g.id = ${grantId} and f.submission_id = g.submission_id and f.status = 'waiting'`,
      );
    },
  };
}

export type LatePhotoStore = ReturnType<typeof createLatePhotoStore>;

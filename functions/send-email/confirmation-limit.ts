import { query, type Sql } from '../_shared/database.ts';

/** The window in which one address receives at most `limit` confirmations. */
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The form of an address that counts: case and surrounding space make no other recipient. */
export const normalisedRecipient = (address: string) => address.trim().toLowerCase();

/**
 * At most `limit` confirmation e-mails per recipient in 24 hours, counted in Postgres
 * (`public.confirmation_recipients`) so every function instance shares the count. A submission that
 * claimed a confirmation before (its retry) keeps it without counting again.
 */
export function createConfirmationLimit(sql: Sql, limit: number) {
  return {
    /** Whether submission `submissionId` may send its confirmation to `recipient` now. */
    async claim(recipient: string, submissionId: string, now: Date): Promise<boolean> {
      if (limit <= 0) return false;
      const since = new Date(now.getTime() - CONFIRMATION_WINDOW_MS);
      const address = normalisedRecipient(recipient);
      // The update keeps the entries of the last 24 hours and appends this one, only while fewer
      // than `limit` are left; ON CONFLICT locks the row, so concurrent claims are counted in turn.
      const [claimed] = await query(
        () => sql<{ held: boolean }[]>`
          with recipient as (select encode(sha256(convert_to(${address}, 'UTF8')), 'hex') as hash)
          insert into public.confirmation_recipients as r (recipient_hash, submission_ids, sent_at)
          select hash, array[${submissionId}::uuid], array[${now}::timestamptz] from recipient
          on conflict (recipient_hash) do update set
            submission_ids = array(
              select x.id from unnest(r.submission_ids, r.sent_at) as x(id, at) where x.at > ${since}
            ) || ${submissionId}::uuid,
            sent_at = array(
              select x.at from unnest(r.submission_ids, r.sent_at) as x(id, at) where x.at > ${since}
            ) || ${now}::timestamptz
          where ${submissionId}::uuid <> all(r.submission_ids)
            and (select count(*) from unnest(r.sent_at) as t(at) where t.at > ${since}) < ${limit}
          returning true as held`,
      );
      if (claimed) return true;
      const [earlier] = await query(
        () => sql<{ held: boolean }[]>`
          select ${submissionId}::uuid = any(submission_ids) as held
          from public.confirmation_recipients
          where recipient_hash = encode(sha256(convert_to(${address}, 'UTF8')), 'hex')`,
      );
      return earlier?.held === true;
    },

    /** Forgets addresses that had no confirmation in the last 24 hours (the retention sweep). */
    async purge(now: Date): Promise<number> {
      const since = new Date(now.getTime() - CONFIRMATION_WINDOW_MS);
      const deleted = await query(
        () => sql`delete from public.confirmation_recipients
          where sent_at[cardinality(sent_at)] <= ${since}`,
      );
      return deleted.count;
    },
  };
}

export type ConfirmationLimit = ReturnType<typeof createConfirmationLimit>;

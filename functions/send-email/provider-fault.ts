import { query, type Sql } from '../_shared/database.ts';

/**
 * The e-mail provider refusing the site's own set-up (its key, its sending domain) while it lasts:
 * `public.email_provider_fault`, from its first refusal until it takes an e-mail again.
 */
export type ProviderFault = {
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** Its last answer, e.g. `Resend answered 401: API key is invalid`. */
  detail: string;
  /** Leads pending meanwhile: none goes out before the owner fixes the key or the domain. */
  waiting: number;
};

/** How a lead held by such a refusal reads in `last_error` (the owner's delivery steps). */
export const PROVIDER_REFUSED =
  "kept, the e-mail provider refuses the site's key or domain (not counted as an attempt)";

/** How long a held lead waits before it is tried again: the usual backoff, and when its files go. */
export type HoldRules = { firstDelayMs: number; maxDelayMs: number; filesUntil: Date };

/** The SQL of the provider's refusals of the site's set-up (migration 20261128120000_email_provider_fault). */
export function createProviderFaults(sql: Sql) {
  return {
    /**
     * The provider refused the site's set-up while sending lead `id`: the fault is recorded, and the
     * lead stays pending with its attempt given back (12 would otherwise be spent in six hours of a
     * revoked key). It is tried again after as long as the fault has lasted (30 s, doubling, at most the
     * hour), and its files are kept at least until `filesUntil`, so the links its notification carries
     * once sent work for their period.
     */
    async hold(id: string, detail: string, now: Date, rules: HoldRules): Promise<void> {
      const seconds = (ms: number) => ms / 1000;
      await query(
        () => sql`with fault as (
            insert into public.email_provider_fault (first_seen_at, last_seen_at, detail)
            values (${now}, ${now}, ${detail})
            on conflict (id) do update set last_seen_at = excluded.last_seen_at, detail = excluded.detail
          )
          update public.form_submissions
          set attempts = greatest(attempts - 1, 0), provider_refused_at = ${now},
            last_error = ${`${PROVIDER_REFUSED}: ${detail}`.slice(0, 500)},
            next_attempt_at = ${now}::timestamptz + least(
              ${seconds(rules.maxDelayMs)} * interval '1 second',
              greatest(${seconds(rules.firstDelayMs)} * interval '1 second',
                ${now}::timestamptz - coalesce((select first_seen_at from public.email_provider_fault), ${now}::timestamptz))),
            files_expire_at = case when files_expire_at is null then null
              else greatest(files_expire_at, ${rules.filesUntil}) end
          where id = ${id} and status = 'pending'`,
      );
    },

    /** The provider refused the site's set-up for an e-mail of no single lead (a digest). */
    async refused(detail: string, now: Date): Promise<void> {
      await query(
        () => sql`insert into public.email_provider_fault (first_seen_at, last_seen_at, detail)
          values (${now}, ${now}, ${detail})
          on conflict (id) do update set last_seen_at = excluded.last_seen_at, detail = excluded.detail`,
      );
    },

    /**
     * The provider took an e-mail: the fault is over. The leads it held are due now (but one a run has
     * leased until `leasedUntil` or sooner: it is being sent), so they go in the next run.
     */
    async accepted(now: Date, leasedUntil: Date): Promise<void> {
      await query(
        () => sql`with cleared as (delete from public.email_provider_fault)
          update public.form_submissions
          set provider_refused_at = null,
            last_error = case when status = 'pending' then null else last_error end,
            next_attempt_at = case when status = 'pending' and next_attempt_at > ${leasedUntil} then ${now}
              else next_attempt_at end
          where provider_refused_at is not null`,
      );
    },

    /** The fault while it lasts, with the leads waiting meanwhile; undefined when there is none. */
    async current(): Promise<ProviderFault | undefined> {
      const [row] = await query(
        () => sql<{ first_seen_at: Date; last_seen_at: Date; detail: string; waiting: string }[]>`
          select first_seen_at, last_seen_at, detail,
            (select count(*) from public.form_submissions where status = 'pending') as waiting
          from public.email_provider_fault`,
      );
      return row
        ? {
            firstSeenAt: row.first_seen_at,
            lastSeenAt: row.last_seen_at,
            detail: row.detail,
            waiting: Number(row.waiting),
          }
        : undefined;
    },
  };
}

export type ProviderFaults = ReturnType<typeof createProviderFaults>;

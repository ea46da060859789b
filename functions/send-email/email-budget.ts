import { query, type Sql } from '../_shared/database.ts';
import { DAY_MS } from '../_shared/rate-limit.ts';

/** The UTC day `now` falls in, and when the next one begins (the budget's reset). */
export function budgetDay(now: Date): { day: string; resetsAt: Date } {
  const start = now.getTime() - (now.getTime() % DAY_MS);
  return { day: new Date(start).toISOString().slice(0, 10), resetsAt: new Date(start + DAY_MS) };
}

/**
 * How the day's `limit` e-mails are shared (decision 046): one is kept for the owner's notice,
 * `confirmationPercent` of the limit for confirmations, and the company's rest in two halves, one for
 * single notifications and one for the digests that carry the leads once the first half is spent.
 */
export function budgetShares(limit: number, confirmationPercent: number) {
  const confirmations = Math.floor((limit * confirmationPercent) / 100);
  const company = Math.max(0, limit - 1 - confirmations);
  const digests = Math.floor(company / 2);
  return { confirmations, notifications: company - digests, digests };
}

export type BudgetShares = ReturnType<typeof budgetShares>;

/**
 * At most `limit` e-mails a day (UTC) in all, counted in Postgres (`public.email_budget`) so every
 * function instance shares the count; 0 turns the budget off. Confirmations to senders have their own
 * share and never take the company's; the company's notifications have theirs, and then digests.
 */
export function createEmailBudget(sql: Sql, limit: number, confirmationPercent = 20) {
  const shares = budgetShares(limit, confirmationPercent);

  /** Counts one e-mail of `column`'s share of today, unless `share` of them went out already. */
  async function take(column: 'sent' | 'confirmations', share: number, now: Date): Promise<boolean> {
    if (limit <= 0) return true;
    if (share <= 0) return false;
    const { day } = budgetDay(now);
    const counted = sql(column);
    const [row] = await query(
      () => sql`
        insert into public.email_budget as b (day, ${counted}) values (${day}::date, 1)
        on conflict (day) do update set ${counted} = b.${counted} + 1 where b.${counted} < ${share}
        returning day`,
    );
    return row !== undefined;
  }

  return {
    limit,
    shares,

    /** Takes one notification of today's share; false when it is spent. */
    takeNotification: (now: Date) => take('sent', shares.notifications, now),

    /** Takes one confirmation of today's share; false when it is spent (the company's is untouched). */
    takeConfirmation: (now: Date) => take('confirmations', shares.confirmations, now),

    /**
     * Takes one digest of today's share when the last one went out at least `intervalMs` ago, so
     * instances send one digest per interval between them; false otherwise.
     */
    async takeDigest(now: Date, intervalMs: number): Promise<boolean> {
      if (limit <= 0 || shares.digests <= 0) return false;
      const { day } = budgetDay(now);
      const since = new Date(now.getTime() - intervalMs);
      const [row] = await query(
        () => sql<{ digests: number }[]>`
          insert into public.email_budget as b (day, digests, last_digest_at) values (${day}::date, 1, ${now})
          on conflict (day) do update set digests = b.digests + 1, last_digest_at = ${now}
            where b.digests < ${shares.digests} and (b.last_digest_at is null or b.last_digest_at <= ${since})
          returning digests`,
      );
      return row !== undefined;
    },

    /**
     * Gives back an e-mail taken `now` that the provider answered with a refusal (nothing was sent, and
     * Resend counts nothing): a day of provider errors and their retries spends no lead's share. A send
     * that timed out stays counted: it may have gone out.
     */
    async giveBack(share: 'notification' | 'confirmation' | 'digest', now: Date): Promise<void> {
      if (limit <= 0) return;
      const { day } = budgetDay(now);
      const column = {
        notification: sql('sent'),
        confirmation: sql('confirmations'),
        digest: sql('digests'),
      }[share];
      await query(
        () =>
          sql`update public.email_budget set ${column} = greatest(${column} - 1, 0) where day = ${day}::date`,
      );
    },

    /** True once a day, when the notifications' share is spent: the e-mail kept for the owner's notice. */
    async tellOwnerOnce(now: Date): Promise<boolean> {
      if (limit <= 0) return false;
      const { day } = budgetDay(now);
      const [row] = await query(
        () => sql<{ owner_told: boolean }[]>`
          insert into public.email_budget as b (day, owner_told) values (${day}::date, true)
          on conflict (day) do update set owner_told = true where not b.owner_told
          returning owner_told`,
      );
      return row !== undefined;
    },

    /** Forgets days before yesterday (the scheduled run's sweep). */
    async purge(now: Date): Promise<void> {
      const { day } = budgetDay(new Date(now.getTime() - DAY_MS));
      await query(() => sql`delete from public.email_budget where day < ${day}::date`);
    },
  };
}

export type EmailBudget = ReturnType<typeof createEmailBudget>;

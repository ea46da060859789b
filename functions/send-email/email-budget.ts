import { query, type Sql } from '../_shared/database.ts';
import { DAY_MS } from '../_shared/rate-limit.ts';

/** The UTC day `now` falls in, and when the next one begins (the budget's reset). */
export function budgetDay(now: Date): { day: string; resetsAt: Date } {
  const start = now.getTime() - (now.getTime() % DAY_MS);
  return { day: new Date(start).toISOString().slice(0, 10), resetsAt: new Date(start + DAY_MS) };
}

/**
 * At most `limit` e-mails a day (UTC) in all, counted in Postgres (`public.email_budget`) so every
 * function instance shares the count; 0 turns the budget off. The last one of the day is kept for the
 * notice telling the owner that the budget is spent, sent once a day.
 */
export function createEmailBudget(sql: Sql, limit: number) {
  return {
    limit,

    /** Takes one e-mail of today's budget; false when it is spent (the owner's notice apart). */
    async take(now: Date): Promise<boolean> {
      if (limit <= 0) return true;
      const { day } = budgetDay(now);
      const [row] = await query(
        () => sql<{ sent: number }[]>`
          insert into public.email_budget as b (day, sent) select ${day}::date, 1 where ${limit} > 1
          on conflict (day) do update set sent = b.sent + 1 where b.sent < ${limit - 1}
          returning sent`,
      );
      return row !== undefined;
    },

    /** True once a day, when the budget is spent: takes the e-mail kept for the owner's notice. */
    async tellOwnerOnce(now: Date): Promise<boolean> {
      if (limit <= 0) return false;
      const { day } = budgetDay(now);
      const [row] = await query(
        () => sql<{ sent: number }[]>`
          insert into public.email_budget as b (day, sent, owner_told) values (${day}::date, 1, true)
          on conflict (day) do update set sent = b.sent + 1, owner_told = true where not b.owner_told
          returning sent`,
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

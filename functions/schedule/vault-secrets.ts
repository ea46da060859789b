import type { Sql } from '../_shared/database.ts';

/**
 * The two Supabase Vault secrets the schedule reads when it runs (the migration
 * supabase/migrations/20261124120000_schedule.sql): the send-email function's URL and the retry
 * secret. `pnpm schedule:secrets` stores them in a project; the schedule's suite in its cluster.
 */
export const VAULT_NAMES = { functionUrl: 'send_email_url', retrySecret: 'send_email_retry_secret' } as const;

/** Creates or updates both secrets (Vault's own functions, so they are stored encrypted). */
export async function storeScheduleSecrets(
  sql: Sql,
  values: { functionUrl: string; retrySecret: string },
): Promise<void> {
  for (const [key, name] of Object.entries(VAULT_NAMES) as [keyof typeof values, string][]) {
    const [existing] = await sql<{ id: string }[]>`select id from vault.secrets where name = ${name}`;
    if (existing) await sql`select vault.update_secret(${existing.id}::uuid, ${values[key]})`;
    else await sql`select vault.create_secret(${values[key]}, ${name}, 'read by the send-email schedule')`;
  }
}

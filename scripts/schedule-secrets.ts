// Stores the two Supabase Vault secrets the schedule reads when it runs (the migration
// supabase/migrations/20261124120000_schedule.sql): the send-email function's URL and the retry
// secret. Run once per project, and again after changing RETRY_SECRET (it updates them in place):
//   SUPABASE_DB_URL=<connection string> RETRY_SECRET=<retry-secret> \
//     npx -y pnpm@12 schedule:secrets --project-ref <supabase-ref>
import { parseArgs } from 'node:util';
import { connectDatabase, type Sql } from '../functions/_shared/database.ts';

/** The names the migration's jobs look up in vault.decrypted_secrets. */
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

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'project-ref': { type: 'string' } } });
  const ref = values['project-ref'];
  const databaseUrl = process.env.SUPABASE_DB_URL;
  const retrySecret = process.env.RETRY_SECRET;
  if (!ref || !databaseUrl || !retrySecret || retrySecret.length < 32) {
    console.error(
      "Usage: SUPABASE_DB_URL=<connection string> RETRY_SECRET=<the functions' secret, 32+ characters> pnpm schedule:secrets --project-ref <supabase-ref>",
    );
    return 1;
  }
  const sql = connectDatabase(databaseUrl, { max: 1 });
  try {
    const functionUrl = `https://${ref}.supabase.co/functions/v1/send-email`;
    await storeScheduleSecrets(sql, { functionUrl, retrySecret });
    console.log(`Vault: ${VAULT_NAMES.functionUrl} = ${functionUrl}, ${VAULT_NAMES.retrySecret} stored`);
    return 0;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

if (import.meta.main) process.exit(await main());

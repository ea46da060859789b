// Stores the two Supabase Vault secrets the schedule reads when it runs (the migration
// supabase/migrations/20261124120000_schedule.sql): the send-email function's URL and the retry
// secret. Run once per project, and again after changing RETRY_SECRET (it updates them in place):
//   SUPABASE_DB_URL=<connection string> RETRY_SECRET=<retry-secret> \
//     npx -y pnpm@12 schedule:secrets --project-ref <supabase-ref>
import { parseArgs } from 'node:util';
import { connectDatabase } from '../functions/_shared/database.ts';
import { storeScheduleSecrets, VAULT_NAMES } from '../functions/schedule/vault-secrets.ts';

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

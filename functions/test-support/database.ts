import { readFile } from 'node:fs/promises';
import { type DatabaseServer, startDatabaseServer } from '@nordkyst/local-database';
import { inject } from 'vitest';
import { connectDatabase, type Sql } from '../_shared/database.ts';
import { MIGRATIONS_DIR } from './migrations-dir.ts';

export { MIGRATIONS_DIR };

/** The run's migrated data directory (migrated-template.ts), read once per test file. */
let migrated: Promise<Blob> | undefined;

/** A fresh embedded Postgres (in memory, migrated) on a free port, and a client of it. */
export async function testDatabase(): Promise<{ server: DatabaseServer; sql: Sql; close(): Promise<void> }> {
  migrated ??= readFile(inject('migratedDataDir')).then((bytes) => new Blob([bytes]));
  const server = await startDatabaseServer({
    migrationsDir: MIGRATIONS_DIR,
    port: 0,
    loadDataDir: await migrated,
  });
  // One connection, as the stack's runner uses: PGlite serves one client's statements at a time.
  const sql = connectDatabase(server.url, { max: 1 });
  return {
    server,
    sql,
    async close() {
      await sql.end({ timeout: 1 });
      await server.close();
    },
  };
}

/** Empties every table the functions write, between tests. */
export async function emptyTables(sql: Sql): Promise<void> {
  await sql`truncate public.form_submissions, public.used_challenges, public.rate_limit_windows,
    public.scheduled_runs, public.confirmation_recipients, public.email_budget, public.email_provider_fault, public.spam_tally cascade`;
}

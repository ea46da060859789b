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

/** The tables the functions write to, which the tests empty between them. */
export const writtenTables = [
  'public.form_submissions',
  'public.used_challenges',
  'public.rate_limit_windows',
  'public.scheduled_runs',
  'public.confirmation_recipients',
  'public.email_budget',
  'public.email_provider_fault',
  'public.spam_tally',
];

/**
 * Empties `tables` and every table whose rows reference theirs, as `truncate … cascade` does, between
 * tests. A `truncate` gives each table new files: about 50 ms in PGlite on an idle machine and up to 200 ms
 * on a busy one, before each of hundreds of tests; a `delete` takes a few. Row triggers stay off for it
 * (`session_replication_role`), as `truncate` fires none (the storage triggers stay quiet); the tables
 * whose `truncate` triggers recount the file store are then truncated, empty, to fire them.
 */
export async function emptyTables(sql: Sql, tables: readonly string[] = writtenTables): Promise<void> {
  await sql.begin(async (tx) => {
    const emptied = await tx<{ name: string; recounts: boolean }[]>`
      with recursive emptied(rel) as (
        select unnest(${tables as string[]}::regclass[])
        union
        select c.conrelid::regclass from pg_constraint c join emptied on c.confrelid = emptied.rel
        where c.contype = 'f'
      )
      select rel::text as name, exists (
        select from pg_trigger t where t.tgrelid = rel and not t.tgisinternal and t.tgtype & 32 <> 0
      ) as recounts
      from emptied`;
    await tx`set local session_replication_role = replica`;
    for (const { name } of emptied) await tx.unsafe(`delete from ${name}`);
    await tx`set local session_replication_role = origin`;
    const recounted = emptied.filter((table) => table.recounts).map((table) => table.name);
    if (recounted.length > 0) await tx.unsafe(`truncate ${recounted.join(', ')}`);
  });
}

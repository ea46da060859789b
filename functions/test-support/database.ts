import { inject } from 'vitest';
import { connectDatabase, type Sql } from '../_shared/database.ts';
import { TEMPLATE_DATABASE } from './migrated-template.ts';
import { MIGRATIONS_DIR } from './migrations-dir.ts';
import { createLocalStackDatabase, databaseUrl, startPostgresCluster } from './postgres-cluster.ts';

export { MIGRATIONS_DIR };

/** The run's cluster as its superuser (migrated-template.ts): one connection per test file. */
let shared: Sql | undefined;
let made = 0;

/** A migrated database of a test file's own, and a client of it. */
export type TestDatabase = {
  /** Its address, and `close`: a cluster of its own stops (connections end, none start). */
  server: { url: string; close(): Promise<void> };
  /** One connection, as the stack's runner uses. */
  sql: Sql;
  /**
   * With a cluster of its own: makes every session read-only, as Supabase does to a project whose disk is
   * full (`default_transaction_read_only` for the whole server), or writable again.
   */
  readOnly(on: boolean): Promise<void>;
  /** Ends the client and drops the database (or stops its cluster). */
  close(): Promise<void>;
};

/**
 * A fresh migrated database: a copy of the run's template, or a cluster of its own (about a second more)
 * with `ownCluster`, for a test that stops the database server or makes it read-only, and for the
 * benchmarks, which run outside vitest and its run's cluster.
 */
export async function testDatabase({ ownCluster = false } = {}): Promise<TestDatabase> {
  const name = `test_${process.pid}_${++made}`;
  let admin: Sql;
  let clusterUrl: string;
  let stopCluster: (() => Promise<void>) | undefined;
  if (ownCluster) {
    const cluster = await startPostgresCluster({ cron: false });
    clusterUrl = cluster.url;
    stopCluster = () => cluster.stop();
    admin = connectDatabase(clusterUrl, { max: 1 });
    await createLocalStackDatabase(admin, clusterUrl, name);
  } else {
    clusterUrl = inject('postgresUrl');
    shared ??= connectDatabase(clusterUrl, { max: 1 });
    admin = shared;
    await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  }
  const url = databaseUrl(clusterUrl, name);
  const sql = connectDatabase(url, { max: 1 });
  return {
    server: {
      url,
      async close() {
        if (!stopCluster) throw new Error('only a test database with a cluster of its own can be stopped');
        await admin.end({ timeout: 1 });
        await stopCluster();
      },
    },
    sql,
    async readOnly(on) {
      if (!stopCluster)
        throw new Error('only a test database with a cluster of its own can be made read-only');
      const setting = on ? 'on' : 'off';
      await admin.unsafe(`alter system set default_transaction_read_only = ${setting}`);
      await admin.unsafe('select pg_reload_conf()');
      // Every session takes it before its next statement once the server has signalled them: this one's
      // answering with it shows the signal went out.
      const now = async () =>
        (await sql<{ value: string }[]>`select current_setting('default_transaction_read_only') as value`)[0]
          ?.value;
      while ((await now()) !== setting) await new Promise((resolve) => setImmediate(resolve));
    },
    async close() {
      await sql.end({ timeout: 1 });
      if (stopCluster) {
        await admin.end({ timeout: 1 });
        await stopCluster();
      } else await admin.unsafe(`drop database if exists ${name} with (force)`);
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

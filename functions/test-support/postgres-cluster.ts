import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres, POSTGRES_BIN } from '@nordkyst/debian-packages';
import { connectDatabase, type Sql } from '../_shared/database.ts';
import { freePort } from './free-port.ts';
import { MIGRATIONS_DIR } from './migrations-dir.ts';
import {
  applyMigrations,
  applyMigrationsAsLocalStack,
  SUPABASE_ROLES,
  SUPABASE_STAND_INS,
} from './supabase-schemas.ts';

export type PostgresCluster = { url: string; port: number; stop(): Promise<void> };

/** Postgres refuses to run as root: as root, the cluster belongs to Debian's `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A throwaway Postgres cluster of its own (initdb in a temporary folder, a free port, loopback only,
 * pg_cron preloaded unless `cron` is false), never the system's cluster. `stop` shuts it down and deletes it.
 */
export async function startPostgresCluster({ cron = true } = {}): Promise<PostgresCluster> {
  // Installed as Chromium is when missing (its message says how when it cannot be).
  if (!ensurePostgres()) throw new Error(`PostgreSQL 15 with pg_cron is missing (${POSTGRES_BIN})`);
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'nordkyst-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  execFileSync(
    join(POSTGRES_BIN, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'],
    { stdio: 'pipe', ...user },
  );
  const port = await freePort();
  const server: ChildProcess = spawn(
    join(POSTGRES_BIN, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      ...(cron
        ? [
            '-c',
            'shared_preload_libraries=pg_cron',
            '-c',
            'cron.database_name=postgres',
            // pg_cron connects to run a job; 'localhost' may name ::1, where this cluster does not listen.
            '-c',
            'cron.host=127.0.0.1',
          ]
        : []),
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    server.stderr?.on('data', (chunk: Buffer) => {
      log += chunk;
      if (log.includes('database system is ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`postgres exited with ${code}:\n${log}`)));
  });
  server.stderr?.resume();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway cluster as Supabase's database looks to the functions: its vault and net stand-ins and every
 * migration applied, with a client of `connections` connections. `close` ends the client and the cluster.
 */
export async function migratedCluster(connections: number): Promise<{
  cluster: PostgresCluster;
  sql: Sql;
  close(): Promise<void>;
}> {
  const cluster = await startPostgresCluster();
  const sql = connectDatabase(cluster.url, { max: connections });
  try {
    await sql.unsafe(SUPABASE_STAND_INS);
    await applyMigrations(sql, MIGRATIONS_DIR);
  } catch (error) {
    await sql.end({ timeout: 1 });
    await cluster.stop();
    throw error;
  }
  return {
    cluster,
    sql,
    async close() {
      await sql.end({ timeout: 1 });
      await cluster.stop();
    },
  };
}

/** The address of another database of the cluster at `clusterUrl`. */
export function databaseUrl(clusterUrl: string, name: string): string {
  return clusterUrl.replace(/\/postgres$/, `/${name}`);
}

/**
 * Makes Supabase's roles in a new cluster, through its superuser's client `admin`, and the database
 * `name` in it with the migrations as the local stack takes them (the unit tests' template, or a test's
 * database on a cluster of its own).
 */
export async function createLocalStackDatabase(admin: Sql, clusterUrl: string, name: string): Promise<void> {
  await admin.unsafe(SUPABASE_ROLES);
  await admin.unsafe(`create database ${name}`);
  const migrating = connectDatabase(databaseUrl(clusterUrl, name), { max: 1 });
  await applyMigrationsAsLocalStack(migrating, MIGRATIONS_DIR).finally(() => migrating.end({ timeout: 1 }));
}

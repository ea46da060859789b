import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseServer, startDatabaseServer } from '@nordkyst/local-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../test-support/database.ts';
import { connectDatabase, type Sql, socketOf } from './database.ts';

describe('a database URL with a socket folder', () => {
  it('becomes the socket path, without the parameter the server would take as a setting', () => {
    expect(socketOf('postgres://postgres@localhost:54322/postgres?host=%2Fhome%2Fa%2F.data%2Fpg')).toEqual({
      url: 'postgres://postgres@localhost:54322/postgres',
      path: '/home/a/.data/pg/.s.PGSQL.54322',
    });
  });

  it('leaves a TCP URL, Supabase’s included, as it is', () => {
    const supabase = 'postgresql://postgres.ref:secret@aws-0-eu-central-1.pooler.supabase.com:6543/postgres';
    expect(socketOf(supabase)).toEqual({ url: supabase });
    expect(socketOf('postgres://u:p@127.0.0.1:5432/db?sslmode=disable')).toEqual({
      url: 'postgres://u:p@127.0.0.1:5432/db?sslmode=disable',
    });
  });
});

describe('the embedded Postgres on a Unix socket', () => {
  let dir: string;
  let server: DatabaseServer;
  let sql: Sql;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pg-socket-'));
    server = await startDatabaseServer({
      migrationsDir: MIGRATIONS_DIR,
      socketDir: join(dir, 'socket'),
      port: 54999,
    });
    sql = connectDatabase(server.url, { max: 1 });
  });

  afterAll(async () => {
    await sql?.end({ timeout: 1 });
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the functions’ client through the socket, in a folder only its owner may enter', async () => {
    expect(server.url).not.toMatch(/127\.0\.0\.1|:postgres@/);
    expect((await sql`select count(*)::int as n from public.form_submissions`)[0]?.n).toBe(0);
    expect((await stat(join(dir, 'socket'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'socket', '.s.PGSQL.54999'))).isSocket()).toBe(true);
  });

  it('refuses to start where another database answers', async () => {
    await expect(
      startDatabaseServer({ migrationsDir: MIGRATIONS_DIR, socketDir: join(dir, 'socket'), port: 54999 }),
    ).rejects.toThrow(/Another database answers/);
  });
});

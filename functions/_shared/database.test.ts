import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseServer, startDatabaseServer } from '@nordkyst/local-database';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, testDatabase } from '../test-support/database.ts';
import { freePort as closedPort } from '../test-support/free-port.ts';
import {
  connectDatabase,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  isDroppedConnection,
  query,
  type Sql,
  socketOf,
} from './database.ts';

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

describe('what counts as "database unavailable" (a lead then goes past it, decision 054)', () => {
  /** An error as Node's sockets and postgres.js give it: a message and a code (and the call). */
  const coded = (code: string, syscall?: string) => Object.assign(new Error(code), { code, syscall });
  const answered = (code: string) => new postgres.PostgresError({ code, message: code } as never);

  it('is a Postgres answer saying it cannot take requests now, or a connection that failed', () => {
    for (const code of ['25006', '53100', '53300', '57P01', '57P03', '08006', '08001', '58030'])
      expect(isDatabaseUnavailable(answered(code)), code).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT'])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    expect(isDatabaseUnavailable(coded('ENOENT', 'connect'))).toBe(true);
    // Deno names its socket errors.
    expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { name: 'ConnectionRefused' }))).toBe(
      true,
    );
  });

  it('tells a connection that broke, where a new one may work at once, from a server that refuses', () => {
    for (const error of [answered('57P01'), coded('ECONNRESET'), coded('EPIPE'), coded('CONNECTION_CLOSED')])
      expect(isDroppedConnection(new DatabaseUnavailableError(error)), String(error)).toBe(true);
    expect(isDroppedConnection(Object.assign(new Error('reset'), { name: 'ConnectionReset' }))).toBe(true);
    for (const error of [
      answered('25006'),
      answered('53100'),
      answered('57P03'),
      coded('ECONNREFUSED'),
      coded('CONNECT_TIMEOUT'),
      coded('ENOENT', 'connect'),
      new TypeError('Cannot read properties of undefined'),
    ])
      expect(isDroppedConnection(new DatabaseUnavailableError(error)), String(error)).toBe(false);
  });

  it('is never an answer about the statement, nor an error of our own', () => {
    for (const code of ['23505', '42P01', '22012', '40001', '57014'])
      expect(isDatabaseUnavailable(answered(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('submission neither stored nor found'))).toBe(false);
    expect(isDatabaseUnavailable(coded('ENOENT', 'open'))).toBe(false);
    expect(isDatabaseUnavailable(coded('UNDEFINED_VALUE'))).toBe(false);
    expect(isDatabaseUnavailable('25006')).toBe(false);
  });
});

describe('query() on the embedded Postgres', () => {
  let db: Awaited<ReturnType<typeof testDatabase>>;
  beforeAll(async () => {
    db = await testDatabase();
  });
  afterAll(() => db?.close());

  it('turns a read-only database and a refused connection into DatabaseUnavailableError', async () => {
    await db.sql`set default_transaction_read_only = on`;
    try {
      await expect(
        query(() => db.sql`insert into public.used_challenges (signature, expires_at) values ('s', now())`),
      ).rejects.toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      await db.sql`set default_transaction_read_only = off`;
    }
    const refusing = connectDatabase(`postgres://postgres@127.0.0.1:${await closedPort()}/postgres`, {
      max: 1,
    });
    try {
      const error = await query(() => refusing`select 1`).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await refusing.end({ timeout: 1 });
    }
  });

  it('leaves a wrong statement and an error of our own inside a transaction as they are (a 500)', async () => {
    await expect(query(() => db.sql`select 1 / 0`)).rejects.toMatchObject({ code: '22012' });
    const bug = query(() =>
      db.sql.begin(async () => {
        throw new TypeError('a bug of ours');
      }),
    );
    await expect(bug).rejects.toBeInstanceOf(TypeError);
  });
});

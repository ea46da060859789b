// The project's migrations on the embedded Postgres: the tables exist and stay closed to the public roles.
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseServer, startDatabaseServer } from '@nordkyst/local-database';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../test-support/fixtures.ts';

const migrationsDir = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));
const TABLES = [
  'form_submissions',
  'submission_attachments',
  'scheduled_runs',
  'used_challenges',
  'rate_limit_windows',
  'confirmation_recipients',
  'delivery_attempts',
  'lead_audit',
  'lead_retention',
  'upload_replaced_files',
  'file_store_usage',
  'storage_removals',
];

let server: DatabaseServer;
let sql: postgres.Sql;

beforeAll(async () => {
  server = await startDatabaseServer({ migrationsDir, port: 0 });
  sql = postgres(server.url, { max: 2, onnotice: () => {} });
}, 120_000);

afterAll(async () => {
  await sql.end({ timeout: 1 });
  await server.close();
});

describe('embedded Postgres', () => {
  it('applies the Supabase migrations once and speaks the wire protocol to postgres.js', async () => {
    expect(server.applied).toEqual(await readdir(migrationsDir));
    const [{ version }] = (await sql`select version()`) as unknown as [{ version: string }];
    expect(version).toMatch(/^PostgreSQL \d+/);
  });

  it.each(TABLES)(
    'keeps %s closed to the public roles: row-level security on, no privileges',
    async (table) => {
      const [row] = await sql`select relrowsecurity from pg_class where relname = ${table}`;
      expect(row?.relrowsecurity).toBe(true);
      for (const role of ['anon', 'authenticated']) {
        await expect(
          sql.begin(async (tx) => {
            await tx.unsafe(`set local role ${role}`);
            return tx.unsafe(`select * from public.${table}`);
          }),
        ).rejects.toThrow(/permission denied/);
      }
    },
  );
});

describe('a database made by an earlier release', () => {
  it('moves the files kept in the submission row into their own table, and keeps their names', async () => {
    const work = await mkdtemp(join(tmpdir(), 'migrations-'));
    const before = join(work, 'before');
    await mkdir(before);
    await copyFile(
      join(migrationsDir, '20261122120000_form_submissions.sql'),
      join(before, '20261122120000_form_submissions.sql'),
    );
    const dataDir = join(work, 'data');
    const open = async (dir: string) => {
      const db = await startDatabaseServer({ migrationsDir: dir, port: 0, dataDir });
      return { db, sql: postgres(db.url, { max: 1, onnotice: () => {} }) };
    };
    const old = await open(before);
    const file = { filename: 'tag.png', content: PNG_1X1, type: 'image/png', size: 70 };
    await old.sql`insert into public.form_submissions
        (idempotency_key, request_hash, form_type, fields, attachments, next_attempt_at, created_at)
      values ('k', 'h', 'quote', '{"name":"Karen"}', ${old.sql.json([file])}, now(), now())`;
    await old.sql.end();
    await old.db.close();

    const upgraded = await open(migrationsDir);
    try {
      expect(upgraded.db.applied).not.toContain('20261122120000_form_submissions.sql');
      const [row] = await upgraded.sql`select files from public.form_submissions`;
      expect(row?.files).toEqual([{ filename: 'tag.png', type: 'image/png', size: 70 }]);
      const [kept] =
        await upgraded.sql`select position, filename, content from public.submission_attachments`;
      expect(kept?.position).toBe(0);
      expect(Buffer.from(kept?.content).toString('base64')).toBe(PNG_1X1);
      const [lead] = await upgraded.sql`select name, files, status from public.leads`;
      expect(lead).toEqual({ name: 'Karen', files: 'tag.png', status: 'pending' });
    } finally {
      await upgraded.sql.end();
      await upgraded.db.close();
      await rm(work, { recursive: true, force: true });
    }
  }, 120_000);
});

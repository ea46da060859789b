// The project's migrations on the embedded Postgres: the tables exist and stay closed to the public roles.
import { fileURLToPath } from 'node:url';
import { type DatabaseServer, startDatabaseServer } from '@nordkyst/local-database';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrationsDir = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));
const TABLES = ['form_submissions', 'used_challenges', 'rate_limit_windows', 'confirmation_recipients'];

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
    expect(server.applied).toEqual([
      '20261122120000_form_submissions.sql',
      '20261124100000_confirmation_recipients.sql',
    ]);
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

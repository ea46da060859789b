import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The roles Supabase's Postgres has and its migrations grant to or revoke from, so the same SQL runs
 * here: `anon` and `authenticated` (the public keys) and `service_role`.
 */
const SUPABASE_ROLES = ['anon', 'authenticated', 'service_role'];

/**
 * Applies the `.sql` files of `dir` in name order (Supabase's `<timestamp>_<name>.sql`), each once and
 * in its own transaction, recording them as `supabase db push` does in its own history table.
 */
export async function migrate(db: PGlite, dir: string): Promise<string[]> {
  for (const role of SUPABASE_ROLES) {
    await db.exec(
      `do $$ begin if not exists (select from pg_roles where rolname = '${role}') then create role ${role} nologin; end if; end $$;`,
    );
  }
  await db.exec(
    'create table if not exists public.local_schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('select name from public.local_schema_migrations')).rows.map(
      (row) => row.name,
    ),
  );
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const sql = await readFile(join(dir, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into public.local_schema_migrations (name) values ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

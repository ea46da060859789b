import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from '../_shared/database.ts';

/**
 * Stand-ins for the two Supabase schemas a plain Postgres lacks, with the signatures the schedule uses:
 * `vault` (secrets, decrypted_secrets, create_secret, update_secret; unencrypted here) and `net`
 * (http_post records each request in net.requests instead of sending it).
 */
/** The roles Supabase's Postgres has, which the migrations grant to (once a cluster). */
export const SUPABASE_ROLES =
  'create role anon nologin; create role authenticated nologin; create role service_role nologin;';

export const SUPABASE_STAND_INS = `
  ${SUPABASE_ROLES}
  create schema vault;
  create table vault.secrets (
    id uuid primary key default gen_random_uuid(), name text unique, description text, secret text not null
  );
  create view vault.decrypted_secrets as select id, name, description, secret as decrypted_secret from vault.secrets;
  create function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
    returns uuid language sql as $$
      insert into vault.secrets (name, description, secret) values (new_name, new_description, new_secret) returning id
    $$;
  create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null,
    new_description text default null) returns void language sql as $$
      update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
        description = coalesce(new_description, description) where id = secret_id
    $$;
  create schema net;
  create table net.requests (
    id bigserial primary key, url text not null, body jsonb, headers jsonb, timeout_milliseconds integer,
    at timestamptz not null default now()
  );
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
    headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds integer default 5000)
    returns bigint language sql as $$
      insert into net.requests (url, body, headers, timeout_milliseconds)
      values (url, body, headers, timeout_milliseconds) returning id
    $$;
`;

/** Applies every migration of `dir` in name order, as `supabase db push` does; returns their names. */
export async function applyMigrations(sql: Sql, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of files) await sql.unsafe(await readFile(join(dir, name), 'utf8'));
  return files;
}

/**
 * Every migration as the embedded PGlite of the local stack takes them, without pg_cron, for a
 * one-connection client of a new database of a cluster that has Supabase's roles. The schedule's migration
 * asks pg_available_extensions, and a view before pg_catalog in the path hides the extensions Debian
 * installed for the schedule's own suite (integration/schedule.test.ts), for the migrations only.
 */
export async function applyMigrationsAsLocalStack(sql: Sql, dir: string): Promise<void> {
  await sql.unsafe(`
    create schema without_schedule;
    create view without_schedule.pg_available_extensions as
      select * from pg_catalog.pg_available_extensions where name not in ('pg_cron', 'pg_net');
    set search_path = public, without_schedule, pg_catalog`);
  await applyMigrations(sql, dir);
  await sql.unsafe('reset search_path; drop schema without_schedule cascade');
}

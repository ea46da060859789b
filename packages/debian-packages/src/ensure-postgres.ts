// The schedule's tests and the drain bench run a throwaway PostgreSQL 15 with pg_cron (Debian's
// `postgresql` and `postgresql-15-cron`), installed when missing as Chromium is.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackages } from './ensure-debian-packages.ts';

/** Debian's PostgreSQL 15 and its pg_cron (`postgresql-15`, `postgresql-15-cron`). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
export const PG_CRON_CONTROL = '/usr/share/postgresql/15/extension/pg_cron.control';

export function ensurePostgres(): boolean {
  return ensureDebianPackages({
    what: 'PostgreSQL with pg_cron',
    packages: ['postgresql', 'postgresql-15-cron'],
    present: () => existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(PG_CRON_CONTROL),
    missing: `PostgreSQL 15 with pg_cron not found (${POSTGRES_BIN}): install Debian's "postgresql" and "postgresql-15-cron" (sudo apt-get install postgresql postgresql-15-cron).`,
  });
}

if (import.meta.main) process.exit(ensurePostgres() ? 0 : 1);

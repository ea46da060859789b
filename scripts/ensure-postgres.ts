// The schedule's tests and the drain bench run a throwaway PostgreSQL 15 with pg_cron (Debian's
// `postgresql` and `postgresql-15-cron`): installed here when missing, as ensure-chromium.ts does Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PG_CRON_CONTROL, POSTGRES_BIN } from '../functions/test-support/postgres-cluster.ts';

const present = () => existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(PG_CRON_CONTROL);

export function ensurePostgres(): boolean {
  if (present()) return true;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log("PostgreSQL with pg_cron is missing: installing Debian's postgresql and postgresql-15-cron…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql', 'postgresql-15-cron'], {
      stdio: 'inherit',
      env,
    });
    return present();
  }
  console.error(
    `PostgreSQL 15 with pg_cron not found (${POSTGRES_BIN}): install Debian's "postgresql" and "postgresql-15-cron" (sudo apt-get install postgresql postgresql-15-cron).`,
  );
  return false;
}

if (import.meta.main) process.exit(ensurePostgres() ? 0 : 1);

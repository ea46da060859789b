// What the suites and benches need from Debian, installed when missing: shared by scripts/ and by
// functions/ (the schedule's suite, the drain bench), so neither imports the other's files.
export { ensureDebianPackages } from './ensure-debian-packages.ts';
export { ensurePostgres, PG_CRON_CONTROL, POSTGRES_BIN } from './ensure-postgres.ts';

// Starts the embedded Postgres: `node packages/local-database/src/main.ts` (env DB_PORT, DB_HOST,
// DB_DATA_DIR, MIGRATIONS_DIR; the stack passes the repository's paths).
import { resolve } from 'node:path';
import { startDatabaseServer } from './server.ts';

const port = Number(process.env.DB_PORT ?? 54322);
const migrationsDir = process.env.MIGRATIONS_DIR;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`DB_PORT must be a port number, got "${process.env.DB_PORT}"`);
  process.exit(1);
}
if (!migrationsDir) {
  console.error('MIGRATIONS_DIR must name the folder of SQL migrations (supabase/migrations)');
  process.exit(1);
}

try {
  const server = await startDatabaseServer({
    port,
    migrationsDir: resolve(migrationsDir),
    ...(process.env.DB_DATA_DIR ? { dataDir: resolve(process.env.DB_DATA_DIR) } : {}),
    ...(process.env.DB_HOST ? { host: process.env.DB_HOST } : {}),
  });
  for (const name of server.applied) console.info(`database: applied ${name}`);
  console.info(`database: ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

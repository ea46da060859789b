// Starts the embedded Postgres: `node packages/local-database/src/main.ts` (env DB_PORT, DB_HOST,
// DB_SOCKET_DIR (a Unix socket there instead of TCP), DB_DATA_DIR, DB_TEMPLATE_DIR (new clusters' files),
// MIGRATIONS_DIR; the stack passes the repository's paths).
import { resolve } from 'node:path';
import { closeOnSignals, fail, portFromEnv, startOrFail } from '@nordkyst/local-process';
import { startDatabaseServer } from './server.ts';

const port = portFromEnv('database', 'DB_PORT', 54322);
const migrationsDir = process.env.MIGRATIONS_DIR;
if (!migrationsDir)
  fail('database', 'MIGRATIONS_DIR must name the folder of SQL migrations (supabase/migrations)');

const server = await startOrFail(
  'database',
  () =>
    startDatabaseServer({
      port,
      migrationsDir: resolve(migrationsDir),
      ...(process.env.DB_DATA_DIR ? { dataDir: resolve(process.env.DB_DATA_DIR) } : {}),
      ...(process.env.DB_TEMPLATE_DIR ? { templateDir: resolve(process.env.DB_TEMPLATE_DIR) } : {}),
      ...(process.env.DB_HOST ? { host: process.env.DB_HOST } : {}),
      ...(process.env.DB_SOCKET_DIR ? { socketDir: resolve(process.env.DB_SOCKET_DIR) } : {}),
    }),
  { variable: 'DB_PORT', value: port },
);
for (const name of server.applied) console.info(`database: applied ${name}`);
console.info(`database: ${server.url}`);
closeOnSignals(server);

import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { migrate } from './migrate.ts';

export type DatabaseServerOptions = {
  /** Where the data lives; omitted: in memory (tests). */
  dataDir?: string;
  /** The folder of SQL migrations to apply at start (the project's `supabase/migrations`). */
  migrationsDir: string;
  port?: number;
  host?: string;
  /** Concurrent client connections the server multiplexes onto the single PGlite connection. */
  maxConnections?: number;
};

export type DatabaseServer = {
  /** A Postgres connection string for any client (postgres.js, psql). */
  url: string;
  applied: string[];
  close(): Promise<void>;
};

/**
 * A real Postgres (PGlite, Postgres compiled to WebAssembly) served over the Postgres wire protocol,
 * so the functions reach it with the same client and connection string shape as Supabase's database.
 */
export async function startDatabaseServer(options: DatabaseServerOptions): Promise<DatabaseServer> {
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const applied = await migrate(db, options.migrationsDir);
  const host = options.host ?? '127.0.0.1';
  const server = new PGLiteSocketServer({
    db,
    host,
    port: options.port ?? 5432,
    maxConnections: options.maxConnections ?? 10,
  });
  await server.start();
  // "host:port", with the port the system chose when 0 was asked for.
  const port = Number(server.getServerConn().split(':').pop());
  let closing: Promise<void> | undefined;
  return {
    url: `postgres://postgres:postgres@${host}:${port}/postgres`,
    applied,
    close() {
      closing ??= server.stop().then(() => db.close());
      return closing;
    },
  };
}

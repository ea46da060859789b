import { mkdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { migrate } from './migrate.ts';
import { openDataDir } from './new-cluster.ts';

export type DatabaseServerOptions = {
  /** Where the data lives; omitted: in memory (tests). */
  dataDir?: string;
  /** Where a new cluster's files are kept for the next new `dataDir` (new-cluster.ts). */
  templateDir?: string;
  /** The folder of SQL migrations to apply at start (the project's `supabase/migrations`). */
  migrationsDir: string;
  /**
   * An in-memory database's start: a data directory `migratedDataDir` dumped, loaded instead of a new
   * cluster (about 1.7 s instead of 4–5 s); the migrations still run over it, applying what it lacks.
   */
  loadDataDir?: Blob;
  port?: number;
  host?: string;
  /**
   * Listen on a Unix socket in this folder (made readable by its owner only) instead of TCP: PGlite
   * takes any client without a password, so only the user who runs it may reach it. The socket is
   * named as Postgres names its own (`.s.PGSQL.<port>`), so clients find it from the folder and port.
   */
  socketDir?: string;
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
  // Checked before the database opens: a second server must not open the same data.
  const socketPort = options.port || 5432;
  const socketPath =
    options.socketDir === undefined ? undefined : await freeSocketPath(options.socketDir, socketPort);
  const db = options.dataDir
    ? await openDataDir(options.dataDir, options.templateDir)
    : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const applied = await migrate(db, options.migrationsDir);
  const host = options.host ?? '127.0.0.1';
  const maxConnections = options.maxConnections ?? 10;
  let server: PGLiteSocketServer;
  let url: string;
  if (options.socketDir !== undefined && socketPath !== undefined) {
    server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
    await server.start();
    // libpq's form for a socket folder, which psql reads too; connectDatabase turns it into the path.
    url = `postgres://postgres@localhost:${socketPort}/postgres?host=${encodeURIComponent(options.socketDir)}`;
  } else {
    server = new PGLiteSocketServer({ db, host, port: options.port ?? 5432, maxConnections });
    await server.start();
    // "host:port", with the port the system chose when 0 was asked for.
    const port = Number(server.getServerConn().split(':').pop());
    url = `postgres://postgres:postgres@${host}:${port}/postgres`;
  }
  let closing: Promise<void> | undefined;
  return {
    url,
    applied,
    close() {
      closing ??= server.stop().then(() => db.close());
      return closing;
    },
  };
}

/** A new in-memory database with the migrations applied, dumped as a data directory (an uncompressed tar). */
export async function migratedDataDir(migrationsDir: string): Promise<Blob> {
  const db = await PGlite.create();
  try {
    await migrate(db, migrationsDir);
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

/** Whether a server answers on the Unix socket. */
function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The socket's path in a folder only its owner may enter, with a socket an earlier run left behind
 * removed; another database answering there is an error, not something to take over.
 */
async function freeSocketPath(dir: string, port: number): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `.s.PGSQL.${port}`);
  // The system's limit for a socket's path (108 bytes on Linux, 104 on macOS, with the final NUL).
  if (Buffer.byteLength(path) > 103)
    throw new Error(
      `The database socket's path is too long for the system (${path}); set DB_SOCKET_DIR to a shorter folder`,
    );
  if (await answers(path)) throw new Error(`Another database answers at ${path}`);
  await rm(path, { force: true });
  return path;
}

import postgres from 'postgres';

/** The Postgres client the functions share: postgres.js, which runs in Node and in Deno (npm:). */
export type Sql = postgres.Sql;

/**
 * One small pool per process (an Edge Function instance or the local runner). `prepare: false` because
 * Supabase's connection pooler in transaction mode does not keep prepared statements between calls.
 */
export function connectDatabase(url: string, options: { max?: number } = {}): Sql {
  const { url: address, path } = socketOf(url);
  return postgres(address, {
    ...(path ? { path } : {}),
    max: options.max ?? 4,
    prepare: false,
    connect_timeout: 5,
    idle_timeout: 20,
    // Notices (e.g. "relation already exists") are not worth a log line per request.
    onnotice: () => {},
  });
}

/**
 * A URL that names a Unix socket folder as libpq does (`?host=/folder`, the local stack's database),
 * as postgres.js takes it: the socket's path, and the URL without the parameter, which postgres.js would
 * otherwise send to the server as a setting.
 */
export function socketOf(url: string): { url: string; path?: string } {
  if (!URL.canParse(url)) return { url };
  const parsed = new URL(url);
  const folder = parsed.searchParams.get('host');
  if (!folder?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${folder}/.s.PGSQL.${parsed.port || 5432}` };
}

/** The database could not be reached (or dropped the connection): the caller answers 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs that say the database cannot take any request now, not that this one is wrong: connection
 * failures (08), a full disk, memory or connection table (53), shutdown and restarts (57P01-57P05),
 * the server's own I/O failures (58), and a read-only database (25006: a standby, or a project that
 * Supabase switched to read-only when its disk filled up).
 */
const UNAVAILABLE = /^(?:08|53|57P0[1-5]|58)|^25006$/;

/**
 * Runs a query, turning a connection failure or an unavailable database into DatabaseUnavailableError.
 * Any other Postgres error answer (bad SQL, a constraint) is our bug and stays as it is.
 */
export async function query<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // Already sorted by a query inside (a transaction's statements), or an answer about this request.
    if (error instanceof DatabaseUnavailableError) throw error;
    if (error instanceof postgres.PostgresError && !UNAVAILABLE.test(error.code)) throw error;
    throw new DatabaseUnavailableError(error);
  }
}

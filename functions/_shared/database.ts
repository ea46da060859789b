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
 * failures (08), a full disk, memory or connection table (53), shutdown and restarts (57P01-57P05: admin
 * or crash shutdown, cannot connect now, database dropped, idle session timeout), the server's own I/O
 * failures (58), and a read-only database (25006: a standby, or a project that Supabase switched to
 * read-only when its disk filled up).
 */
const UNAVAILABLE = /^(?:08|53|57P0[1-5]|58)|^25006$/;

/**
 * A connection that failed or broke before an answer, by its code: Node's and Deno's socket errors
 * (refused, reset, timed out, the host or network unreachable, the name not resolved, the pipe broken,
 * a Unix socket whose server is gone) and postgres.js's own (its connection closed, ended, destroyed or
 * not made in time).
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** Deno's names for the same socket errors (`Deno.errors`), where an error carries no code. */
const CONNECTION_NAMES = new Set([
  'ConnectionRefused',
  'ConnectionReset',
  'ConnectionAborted',
  'TimedOut',
  'BrokenPipe',
  'NotConnected',
  'AddrNotAvailable',
  'NetworkUnreachable',
]);

/**
 * Whether `error` says the database cannot be reached or take requests now (the lead then goes past it,
 * decision 054), rather than that our statement or code is wrong: a Postgres answer with one of the
 * SQLSTATEs above, or a connection that failed. Anything else, another Postgres answer (bad SQL, a
 * constraint) or an error of ours, is a bug: a 500, never the fallback.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (error instanceof postgres.PostgresError) return UNAVAILABLE.test(error.code);
  if (!(error instanceof Error)) return false;
  const { code, syscall } = error as Error & { code?: unknown; syscall?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  // A Unix socket (the local stack's database) whose server has gone is not there at all.
  if (code === 'ENOENT' && syscall === 'connect') return true;
  return CONNECTION_NAMES.has(error.name);
}

/** Node's and postgres.js's codes for a connection that broke under a query (Deno's names: below). */
const DROPPED_CODES = new Set(['ECONNRESET', 'EPIPE', 'CONNECTION_CLOSED']);

/**
 * A connection that was there and broke (the server ended the session, or the socket reset or closed
 * under a query), as a restart or a pooler's failover leaves the pool's connections: a new one is
 * likely to work at once. Not a server that refuses or does not answer (a retry would wait again), nor
 * one that refuses writes. postgres.js may also answer a later query with the ended session's own 57P01
 * (porsager/postgres#1130).
 */
export function isDroppedConnection(error: unknown): boolean {
  const cause = error instanceof DatabaseUnavailableError ? error.cause : error;
  if (cause instanceof postgres.PostgresError) return cause.code === '57P01';
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return DROPPED_CODES.has(code);
  return cause instanceof Error && (cause.name === 'ConnectionReset' || cause.name === 'BrokenPipe');
}

/**
 * Runs a query, turning a connection failure or an unavailable database into DatabaseUnavailableError
 * (`isDatabaseUnavailable`). Any other error, a Postgres answer about the statement or our own, stays
 * as it is.
 */
export async function query<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // Already sorted by a query inside (a transaction's statements), or an answer about this request.
    if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) throw error;
    throw new DatabaseUnavailableError(error);
  }
}

import type { Clock } from '../_shared/clock.ts';
import { query, type Sql } from '../_shared/database.ts';
import type { OwnerWarningSource } from '../_shared/owner-warnings.ts';

/** Past this share of DATABASE_MAX_BYTES spam is no longer kept and the owner is warned (decision 054). */
export const NEARLY_FULL_SHARE = 0.8;
/** How long one reading of the size serves: pg_database_size walks the database's files. */
const READING_MS = 60_000;

export type DatabaseUsage = { bytes: number; maxBytes: number; nearlyFull: boolean };

/**
 * The database's size against DATABASE_MAX_BYTES (Supabase's free plan turns a database of 500 MB
 * read-only, and every form then answers 503): read at most once a minute per isolate, so a flood
 * costs no extra work. A max of 0 watches nothing.
 */
export function createDatabaseWatch(options: { sql: Sql; clock: Clock; maxBytes: number }) {
  const { sql, clock, maxBytes } = options;
  let reading: { at: number; bytes: Promise<number> } | undefined;

  function size(): Promise<number> {
    const now = clock.now();
    if (!reading || now - reading.at >= READING_MS) {
      const bytes = query(
        () => sql<{ bytes: string }[]>`select pg_database_size(current_database())::bigint as bytes`,
      ).then(([row]) => Number(row?.bytes ?? 0));
      // A failed reading is not kept: the next call asks again.
      bytes.catch(() => {
        if (reading?.bytes === bytes) reading = undefined;
      });
      reading = { at: now, bytes };
    }
    return reading.bytes;
  }

  return {
    async usage(): Promise<DatabaseUsage> {
      if (maxBytes <= 0) return { bytes: 0, maxBytes, nearlyFull: false };
      const bytes = await size();
      return { bytes, maxBytes, nearlyFull: bytes >= maxBytes * NEARLY_FULL_SHARE };
    },
  };
}

export type DatabaseWatch = ReturnType<typeof createDatabaseWatch>;

/** Megabytes as the owner reads them (decimal, as Supabase's usage page counts). */
export const megabytes = (bytes: number) => `${Math.round(bytes / 1_000_000)} MB`;

/** The owner's banner in Henvendelser once the database nears its limit. */
export function databaseWarnings(watch: DatabaseWatch): OwnerWarningSource {
  return async function databaseNearlyFull() {
    const usage = await watch.usage();
    if (!usage.nearlyFull) return undefined;
    return {
      code: 'database-nearly-full',
      message:
        `Databasen er næsten fuld: den fylder ${megabytes(usage.bytes)} af ${megabytes(usage.maxBytes)}. ` +
        'Spam gemmes ikke længere. Bliver den fuld, gør Supabase den skrivebeskyttet, og nye henvendelser ' +
        'kommer så kun som e-mail. Slet spam og henvendelser, du ikke skal bruge, eller vælg en større plan hos Supabase.',
    };
  };
}

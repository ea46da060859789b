import type { Clock } from '../_shared/clock.ts';
import { query, type Sql } from '../_shared/database.ts';
import type { OwnerWarningSource } from '../_shared/owner-warnings.ts';
import { megabytes, NEARLY_FULL_SHARE } from './database-watch.ts';

/** How long one reading serves, as the database watch's. */
const READING_MS = 60_000;

export type StorageUsage = { bytes: number; maxBytes: number; nearlyFull: boolean; full: boolean };

/** The problem's code once the bucket nears STORAGE_MAX_BYTES (also the owner's banner). */
export const STORAGE_NEARLY_FULL_PROBLEM = 'storage-nearly-full';

/**
 * The quotes' photos in Storage against STORAGE_MAX_BYTES (Supabase's free plan: 1 GB; past it the
 * organisation is restricted and every request answers 402), decision 058. What it reads is what the
 * ceilings count (decision 057's counters, `public.file_store_usage`): every photo that arrived at
 * Storage's own size, and every reservation a token can still fill; the files kept in Postgres are taken
 * out of that, as they are not in the bucket. Read at most once a minute per isolate, as the database
 * watch is; what this isolate granted since is added to the reading (`granted`), so its own grants
 * cannot pass the limit within the minute. A max of 0 watches nothing.
 */
export function createStorageWatch(options: { sql: Sql; clock: Clock; maxBytes: number }) {
  const { sql, clock, maxBytes } = options;
  let reading: { at: number; bytes: Promise<number>; since: number } | undefined;

  function current() {
    const now = clock.now();
    if (!reading || now - reading.at >= READING_MS) {
      const bytes = query(
        () => sql<{ bytes: string | null }[]>`
          select coalesce((select bytes from public.file_store_usage where scope = 'store'), 0)
            - coalesce((select sum(size) from public.submission_attachments), 0) as bytes`,
      ).then(([row]) => Math.max(0, Number(row?.bytes ?? 0)));
      // A failed reading is not kept: the next call asks again.
      bytes.catch(() => {
        if (reading?.bytes === bytes) reading = undefined;
      });
      reading = { at: now, bytes, since: 0 };
    }
    return reading;
  }

  return {
    async usage(): Promise<StorageUsage> {
      if (maxBytes <= 0) return { bytes: 0, maxBytes, nearlyFull: false, full: false };
      const read = current();
      const bytes = (await read.bytes) + read.since;
      return { bytes, maxBytes, nearlyFull: bytes >= maxBytes * NEARLY_FULL_SHARE, full: bytes >= maxBytes };
    },

    /** `bytes` more reserved by a grant of this isolate since the last reading. */
    granted(bytes: number): void {
      if (reading) reading.since += bytes;
    },
  };
}

export type StorageWatch = ReturnType<typeof createStorageWatch>;

/** The owner's banner in Henvendelser once the bucket nears its limit. */
export function storageWarnings(watch: StorageWatch): OwnerWarningSource {
  return async function storageNearlyFull() {
    const usage = await watch.usage();
    if (!usage.nearlyFull) return undefined;
    return {
      code: STORAGE_NEARLY_FULL_PROBLEM,
      message:
        `Lageret til billeder er næsten fuldt: billederne fylder ${megabytes(usage.bytes)} af ${megabytes(usage.maxBytes)}. ` +
        'Når det er fuldt, tager formularen ikke imod billeder, og tilbudsforespørgsler kommer uden dem. ' +
        'Bliver lageret hos Supabase fyldt helt, lukker Supabase for projektet. Slet henvendelser med billeder, du ikke skal bruge, eller vælg en større plan hos Supabase.',
    };
  };
}

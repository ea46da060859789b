import { query, type Sql } from '../_shared/database.ts';
import { type QuoteStorage, StorageUnavailableError } from './quote-storage.ts';

/**
 * How long past its token's expiry a path still counts and is removed again: an upload that began just
 * before the expiry may finish a little after it (decision 057).
 */
export const TOKEN_GRACE_MS = 15 * 60 * 1000;

/** Paths one removal asks Storage for (it takes up to 1,000). */
const PATHS_PER_CALL = 100;

/**
 * The queue of objects to remove from Storage (`public.storage_removals`, migration 20261129100000):
 * every photo row deleted (a lead deleted, a person erased, retention, file expiry, an unclaimed grant,
 * a path replaced) is queued by a trigger in the transaction that deletes it, and the scheduled run
 * drains it until Storage confirms each removal. A path whose token still works is removed at every
 * run until its token expired and a grace passed, so what its holder writes meanwhile goes too.
 */
export function createStorageRemovals(deps: { sql: Sql; storage: QuoteStorage }) {
  const { sql, storage } = deps;
  return {
    /**
     * Asks Storage to remove every queued path, a call per PATHS_PER_CALL; a confirmed removal leaves
     * the queue unless its token may still write. A refusal keeps its paths queued (their attempts
     * counted) and ends the drain with StorageUnavailableError. Returns the paths Storage removed.
     */
    async drain(now: Date): Promise<number> {
      let removed = 0;
      let after = '';
      for (;;) {
        const rows = await query(
          () => sql<{ path: string }[]>`
            select path from public.storage_removals where path > ${after}
            order by path limit ${PATHS_PER_CALL}`,
        );
        const paths = rows.map((row) => row.path);
        if (!paths.length) return removed;
        try {
          await storage.remove(paths);
        } catch (error) {
          if (!(error instanceof StorageUnavailableError)) throw error;
          await query(
            () => sql`update public.storage_removals
              set attempts = attempts + 1, last_error = 'storage refused the removal'
              where path = any(${paths}::text[])`,
          );
          throw error;
        }
        removed += paths.length;
        await query(
          () => sql`delete from public.storage_removals
            where path = any(${paths}::text[]) and (keep_until is null or keep_until <= ${now})`,
        );
        after = paths[paths.length - 1] ?? after;
        if (paths.length < PATHS_PER_CALL) return removed;
      }
    },

    /** Paths waiting for Storage's confirmation (the health of the queue; tests). */
    async waiting(): Promise<number> {
      const [row] = await query(
        () => sql<{ count: number }[]>`select count(*)::int as count from public.storage_removals`,
      );
      return row?.count ?? 0;
    },
  };
}

export type StorageRemovals = ReturnType<typeof createStorageRemovals>;

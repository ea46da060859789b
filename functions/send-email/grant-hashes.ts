import { query, type Sql } from '../_shared/database.ts';

/**
 * The keyed hash of the client an upload grant was given to (`upload_grants.client_hash`) is kept only
 * while a rule reads it, as a lead's own (migration 20261127230000_forget_hashes.sql): the client's open
 * grants count the unclaimed ones, and the client's file share the photos a grant still holds (its
 * `upload_files` rows, there while a photo is stored or its token may still write one). So a grant claimed
 * by its quote whose photos are all gone keeps none: not for the quote's twelve months (issue 54). Its
 * neighbourhood's hash (`neighbourhood_hash`, the /48's or /24's file share) goes in the same update
 * (migration 20261129140000's trigger forgets it whenever `client_hash` is set to null).
 */
export function createGrantHashes(sql: Sql) {
  return {
    /** Forgets the client of every claimed grant that holds no photo any more; returns how many. */
    async forgetGrantHashes(): Promise<number> {
      const forgotten = await query(
        () => sql`update public.upload_grants g set client_hash = null
          where g.client_hash is not null and g.submission_id is not null
            and not exists (select from public.upload_files f where f.grant_id = g.id)
          returning g.id`,
      );
      return forgotten.length;
    },
  };
}

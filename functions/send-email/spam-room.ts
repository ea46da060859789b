import { query, type Sql } from '../_shared/database.ts';
import { countClientHit, DAY_MS, NEIGHBOURHOOD_FACTOR } from '../_shared/rate-limit.ts';
import type { DatabaseWatch } from './database-watch.ts';
import type { SpamReason } from './spam.ts';

/**
 * The spam one client may have kept with its text in a day (decision 054); later spam of the day is
 * counted only. With the daily cap's 20 leads, 40 rows of text a day is what one client can make the
 * database keep, besides its share of files.
 */
export const SPAM_KEPT_PER_CLIENT_DAY = 20;

export type SpamToKeep = {
  reason: SpamReason;
  /** The text it would keep: its fields and its files' names, as UTF-8 JSON. */
  bytes: number;
  /** The client's keyed hash (rate-limit key); undefined without the platform's address header. */
  clientHash: string | undefined;
  /** Its neighbourhood's (an IPv6 /48, an IPv4 /24: `createClientHashes`); undefined when unknown. */
  neighbourhoodHash?: string | undefined;
  now: Date;
  /** The database watch's verdict, read before the storing transaction (its reading uses the pool). */
  databaseNearlyFull: boolean;
};

/** The UTF-8 size of what a spam row keeps of its text. */
export const keptBytes = (...values: unknown[]) =>
  values.reduce<number>((sum, value) => sum + new TextEncoder().encode(JSON.stringify(value)).length, 0);

/**
 * Decides whether a spam submission keeps its text (is stored) or is only counted (`spam_tally`):
 * kept while the database is below its watch, the client has had fewer than SPAM_KEPT_PER_CLIENT_DAY
 * kept today and its neighbourhood fewer than `neighbourhoodFactor` times that (decision 054), and the
 * spam kept within spam's retention stays under SPAM_STORE_MAX_BYTES. Run in the storing transaction;
 * concurrent spam may pass the ceiling by a row each, no more.
 */
export function createSpamRoom(options: {
  storeMaxBytes: number;
  database: DatabaseWatch;
  /** RATE_LIMIT_NEIGHBOURHOOD_FACTOR (0: neighbourhoods not counted); NEIGHBOURHOOD_FACTOR when absent. */
  neighbourhoodFactor?: number;
}) {
  const { storeMaxBytes, database } = options;
  const factor = options.neighbourhoodFactor ?? NEIGHBOURHOOD_FACTOR;

  async function fits(db: Sql, spam: SpamToKeep): Promise<boolean> {
    if (spam.databaseNearlyFull) return false;
    if (spam.clientHash) {
      // The neighbourhood counts a client's spam while the client keeps its own (decision 054).
      const hits = await countClientHit(db, {
        client: `spam:${spam.clientHash}`,
        neighbourhood: spam.neighbourhoodHash && factor > 0 ? `spam:${spam.neighbourhoodHash}` : undefined,
        clientMax: SPAM_KEPT_PER_CLIENT_DAY,
        now: spam.now.getTime(),
        windowMs: DAY_MS,
      });
      if (hits.client > SPAM_KEPT_PER_CLIENT_DAY) return false;
      if (hits.neighbourhood > SPAM_KEPT_PER_CLIENT_DAY * factor) return false;
    }
    if (storeMaxBytes <= 0) return true;
    const [row] = await query(
      () => db<{ bytes: string }[]>`
        select coalesce(sum(t.kept_bytes), 0)::bigint as bytes
        from public.spam_tally t, public.lead_retention r
        where r.kind = 'spam' and t.day > (${spam.now}::timestamptz - r.keep)::date`,
    );
    return Number(row?.bytes ?? 0) + spam.bytes <= storeMaxBytes;
  }

  return {
    /** Whether spam is not kept at all now: the database is past its watch. */
    databaseNearlyFull: async () => (await database.usage()).nearlyFull,

    async admit(db: Sql, spam: SpamToKeep): Promise<boolean> {
      const keep = await fits(db, spam);
      const day = spam.now.toISOString().slice(0, 10);
      await query(
        () => db`
          with old as (
            delete from public.spam_tally t using public.lead_retention r
            where r.kind = 'spam' and t.day <= (${spam.now}::timestamptz - r.keep)::date
          )
          insert into public.spam_tally (day, reason, kept, kept_bytes, dropped)
          values (${day}, ${spam.reason}, ${keep ? 1 : 0}, ${keep ? spam.bytes : 0}, ${keep ? 0 : 1})
          on conflict (day, reason) do update set
            kept = spam_tally.kept + excluded.kept,
            kept_bytes = spam_tally.kept_bytes + excluded.kept_bytes,
            dropped = spam_tally.dropped + excluded.dropped`,
      );
      return keep;
    },

    /** Spam counted and not kept since `since` (the health check and the owner's tool show it). */
    async dropped(db: Sql, since: Date): Promise<number> {
      const [row] = await query(
        () => db<{ dropped: string }[]>`
          select coalesce(sum(dropped), 0)::bigint as dropped from public.spam_tally
          where day >= ${since.toISOString().slice(0, 10)}::date`,
      );
      return Number(row?.dropped ?? 0);
    },
  };
}

export type SpamRoom = ReturnType<typeof createSpamRoom>;

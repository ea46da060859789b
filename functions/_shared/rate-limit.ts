import type { Clock } from './clock.ts';
import { query, type Sql } from './database.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { hit(key: string): Promise<RateDecision> };

/**
 * At most `limit` hits per key in each fixed window of `windowMs`, counted in Postgres with one atomic
 * upsert, so every function instance shares the same count. (A fixed window lets a burst straddle two
 * windows: at worst twice the limit in a short time, which still stops a script.)
 */
export function createDatabaseRateLimiter(options: {
  sql: Sql;
  limit: number;
  windowMs: number;
  clock: Clock;
}): RateLimiter {
  const { sql, limit, windowMs, clock } = options;
  return {
    async hit(key) {
      const now = clock.now();
      const windowStart = now - (now % windowMs);
      const [row] = await query(
        () => sql<{ hits: number }[]>`
          insert into public.rate_limit_windows (address, window_start, hits)
          values (${key}, ${new Date(windowStart)}, 1)
          on conflict (address, window_start) do update set hits = rate_limit_windows.hits + 1
          returning hits`,
      );
      if ((row?.hits ?? 0) <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
      };
    },
  };
}

/** A limiter that allows everything (benchmarks, or RATE_LIMIT_MAX=0). */
export const unlimited: RateLimiter = { hit: async () => ({ allowed: true }) };

/**
 * The address the platform vouches for: the header its proxy sets (on Supabase `cf-connecting-ip`,
 * see docs/decisions), else the connection's own. Headers a client can write itself, such as the
 * first `X-Forwarded-For` entry, are never trusted.
 */
export function clientAddress(request: Request, remoteAddress?: string, trustedHeader?: string): string {
  const vouched = trustedHeader ? request.headers.get(trustedHeader)?.trim() : undefined;
  return vouched || remoteAddress || 'unknown';
}

import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';
import type { Clock } from './clock.ts';
import { query, type Sql } from './database.ts';
import { createKeyedHash } from './keyed-hash.ts';

/** `overDaily`: within the window, but past the day's cap (the submission is stored as spam). */
export type RateDecision =
  | { allowed: true; overDaily: boolean }
  | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { hit(key: string): Promise<RateDecision> };

/** The window of the per-client daily cap. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one hit of `address` (a keyed hash) in the fixed window of `windowMs` around `now`, with one
 * atomic upsert, so every function instance shares the count. Returns the window's start and its hits.
 */
export async function countWindowHit(
  sql: Sql,
  address: string,
  now: number,
  windowMs: number,
): Promise<{ windowStart: number; hits: number }> {
  const windowStart = now - (now % windowMs);
  const [row] = await query(
    () => sql<{ hits: number }[]>`
      insert into public.rate_limit_windows (address, window_start, hits)
      values (${address}, ${new Date(windowStart)}, 1)
      on conflict (address, window_start) do update set hits = rate_limit_windows.hits + 1
      returning hits`,
  );
  return { windowStart, hits: row?.hits ?? 1 };
}

/**
 * At most `limit` hits per key in each fixed window of `windowMs` (0: no window); past `dailyLimit` in a
 * day (0: no daily cap) the hit is allowed and marked `overDaily`, counted in Postgres with one atomic upsert per window, so every function
 * instance shares the same count. The key is stored only as its keyed hash. (A fixed window lets a
 * burst straddle two windows: at worst twice the limit in a short time, which still stops a script.)
 */
export function createDatabaseRateLimiter(options: {
  sql: Sql;
  limit: number;
  windowMs: number;
  dailyLimit: number;
  clock: Clock;
  /** The key of the keyed hash under which addresses are stored. */
  secret: string;
}): RateLimiter {
  const { sql, limit, windowMs, dailyLimit, clock } = options;
  const hash = createKeyedHash(options.secret, 'client-address');
  // A limit of 0 leaves its window out: the daily cap holds with the window's limit off, and the other way round.
  const windows = [
    ...(limit > 0 ? [{ limit, windowMs, prefix: '' }] : []),
    ...(dailyLimit > 0 ? [{ limit: dailyLimit, windowMs: DAY_MS, prefix: 'day:' }] : []),
  ];
  return {
    async hit(key) {
      const now = clock.now();
      let retryAfterMs = 0;
      let overDaily = false;
      for (const window of windows) {
        const address = await hash(`${window.prefix}${key}`);
        const { windowStart, hits } = await countWindowHit(sql, address, now, window.windowMs);
        if (hits <= window.limit) continue;
        // Past the day's cap a client is still answered, and its submissions stored as spam.
        if (window.windowMs === DAY_MS) overDaily = true;
        else retryAfterMs = Math.max(retryAfterMs, windowStart + window.windowMs - now);
      }
      if (retryAfterMs === 0) return { allowed: true, overDaily };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },
  };
}

/** A limiter that allows everything (benchmarks, or both RATE_LIMIT_MAX and RATE_LIMIT_DAILY_MAX 0). */
export const unlimited: RateLimiter = { hit: async () => ({ allowed: true, overDaily: false }) };

/**
 * The address the platform vouches for: the header its proxy sets (on Supabase `cf-connecting-ip`,
 * see docs/decisions/015), else, with no header configured, the connection's own. Headers a client can
 * write itself, such as the first `X-Forwarded-For` entry, are never trusted. Undefined when the
 * configured header is missing: the connection is then the platform's proxy, shared by every visitor
 * (docs/decisions/021).
 */
export function clientAddress(
  request: Request,
  remoteAddress: string | undefined,
  trustedHeader: string | undefined,
): string | undefined {
  if (trustedHeader) return request.headers.get(trustedHeader)?.trim() || undefined;
  return remoteAddress || undefined;
}

/**
 * The bucket an address is counted in: an IPv6 client by its /64, the network one subscriber gets and
 * can rotate through freely; an IPv4-mapped IPv6 address as the IPv4 address it is; anything else as it is.
 */
export function addressBucket(address: string): string {
  if (distinctRemoteAddr(address) !== 'IPv6') return address;
  let binary: bigint;
  try {
    binary = convertIPv6ToBinary(address);
  } catch {
    return address;
  }
  if (isIPv4MappedIPv6(binary)) return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary));
  return `${convertIPv6BinaryToString((binary >> 64n) << 64n)}/64`;
}

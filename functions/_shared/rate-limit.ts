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

/** A request counted in its client's window: refused (429, after `retryAfterSeconds`) once it is full. */
export type WindowDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The two counts of a client (decision 047): `hitWindow`, every request before its body is read (a
 * throttle); `hitDay`, only a submission whose solved challenge passed, once per solution, so requests
 * refused on the way count for nothing. True from `hitDay`: the client is past its day's cap (stored as spam).
 */
export type RateLimiter = {
  hitWindow(key: string): Promise<WindowDecision>;
  hitDay(key: string, solution: string): Promise<boolean>;
};

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

/** The hits of `address` in the window of `windowMs` around `now`, read without counting one. */
export async function readWindowHits(
  sql: Sql,
  address: string,
  now: number,
  windowMs: number,
): Promise<number> {
  const [row] = await query(
    () => sql<{ hits: number }[]>`
      select hits from public.rate_limit_windows
      where address = ${address} and window_start = ${new Date(now - (now % windowMs))}`,
  );
  return row?.hits ?? 0;
}

/**
 * At most `limit` requests per key in each fixed window of `windowMs` (0: no window), and past
 * `dailyLimit` submissions in a day (UTC; 0: no cap) the next are marked, counted in Postgres with atomic
 * upserts, so every function instance shares the same counts. The key is stored only as its keyed hash.
 * (A fixed window lets a burst straddle two windows: at worst twice the limit in a short time, which
 * still stops a script.)
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
  return {
    async hitWindow(key) {
      if (limit <= 0) return { allowed: true };
      const now = clock.now();
      const { windowStart, hits } = await countWindowHit(sql, await hash(key), now, windowMs);
      if (hits <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
      };
    },
    async hitDay(key, solution) {
      if (dailyLimit <= 0) return false;
      const now = clock.now();
      const day = new Date(now - (now % DAY_MS));
      const address = await hash(`day:${key}`);
      const mark = await hash(`solution:${solution}`);
      // A solution counts once: its first arrival marks it (a row of its own), in the same statement,
      // so a solution sent again (used up, a retry), even many times at once, adds nothing.
      const [row] = await query(
        () => sql<{ hits: number }[]>`
          with first as (
            insert into public.rate_limit_windows (address, window_start, hits)
            values (${mark}, ${day}, 1)
            on conflict (address, window_start) do nothing
            returning 1
          ), counted as (
            insert into public.rate_limit_windows (address, window_start, hits)
            select ${address}, ${day}, 1 from first
            on conflict (address, window_start) do update set hits = rate_limit_windows.hits + 1
            returning hits
          )
          select coalesce((select hits from counted), (
            select hits from public.rate_limit_windows where address = ${address} and window_start = ${day}
          ), 0) as hits`,
      );
      return (row?.hits ?? 0) > dailyLimit;
    },
  };
}

/** A limiter that allows everything (benchmarks, or both RATE_LIMIT_MAX and RATE_LIMIT_DAILY_MAX 0). */
export const unlimited: RateLimiter = {
  hitWindow: async () => ({ allowed: true }),
  hitDay: async () => false,
};

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

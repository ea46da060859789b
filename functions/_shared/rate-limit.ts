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

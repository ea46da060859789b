import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv4ToBinary,
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
 * refused on the way count for nothing. True from `hitDay`: the client is past its day's cap (stored as
 * spam). Each counts the client's neighbourhood too (`addressNeighbourhood`, decision 054): a full
 * window answers 429 as the client's does; past the neighbourhood's day `hitDay` throws
 * NeighbourhoodDayFullError (429 until the next UTC day).
 */
export type RateLimiter = {
  hitWindow(key: string): Promise<WindowDecision>;
  hitDay(key: string, solution: string): Promise<boolean>;
};

/** The window of the per-client daily cap. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many times a client's limit its neighbourhood (an IPv6 /48, an IPv4 /24) gets, by default
 * (RATE_LIMIT_NEIGHBOURHOOD_FACTOR, decision 054): a household or office using a few /64s, or a few
 * addresses of one block, is never near it; a script rotating through the 65,536 /64s of one /48 gets
 * four clients' worth, not 65,536.
 */
export const NEIGHBOURHOOD_FACTOR = 4;

/** The neighbourhood's day is full: the submission is refused (429) until the next UTC day. */
export class NeighbourhoodDayFullError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('the client’s neighbourhood is past its day’s cap');
    this.name = 'NeighbourhoodDayFullError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Counts one hit of `client` (a keyed hash) in the fixed window of `windowMs` around `now`, and one of
 * its `neighbourhood` (a keyed hash; none: not counted) while the client's own hits are within
 * `clientMax`: a client past its own limit adds nothing to its neighbourhood's count, so one noisy
 * address cannot use up its neighbours' share. One atomic statement, so every function instance shares
 * the counts; the client's row is locked before its neighbourhood's, always, so two counts never wait
 * on each other in a circle. Returns the window's start, the client's hits and the neighbourhood's
 * (counted or not; 0 without one).
 */
export async function countClientHit(
  sql: Sql,
  input: {
    client: string;
    neighbourhood?: string | undefined;
    clientMax: number;
    now: number;
    windowMs: number;
  },
): Promise<{ windowStart: number; client: number; neighbourhood: number; neighbourhoodCounted: boolean }> {
  const { now, windowMs } = input;
  const windowStart = new Date(now - (now % windowMs));
  const neighbourhood = input.neighbourhood ?? null;
  const [row] = await query(
    () => sql<{ client: number; neighbourhood: number; counted: boolean }[]>`
      with client as (
        insert into public.rate_limit_windows (address, window_start, hits)
        values (${input.client}, ${windowStart}, 1)
        on conflict (address, window_start) do update set hits = rate_limit_windows.hits + 1
        returning hits
      ), neighbourhood as (
        insert into public.rate_limit_windows (address, window_start, hits)
        select ${neighbourhood}::text, ${windowStart}, 1 from client
        where ${neighbourhood}::text is not null and client.hits <= ${input.clientMax}
        on conflict (address, window_start) do update set hits = rate_limit_windows.hits + 1
        returning hits
      )
      select (select hits from client) as client,
        coalesce((select hits from neighbourhood), (
          select hits from public.rate_limit_windows
          where address = ${neighbourhood}::text and window_start = ${windowStart}
        ), 0) as neighbourhood,
        exists (select from neighbourhood) as counted`,
  );
  return {
    windowStart: windowStart.getTime(),
    client: row?.client ?? 1,
    neighbourhood: row?.neighbourhood ?? 0,
    neighbourhoodCounted: row?.counted ?? false,
  };
}

/** Counts one hit of `address` (a keyed hash) in the window of `windowMs` around `now`. */
export async function countWindowHit(
  sql: Sql,
  address: string,
  now: number,
  windowMs: number,
): Promise<{ windowStart: number; hits: number }> {
  const { windowStart, client } = await countClientHit(sql, { client: address, clientMax: 0, now, windowMs });
  return { windowStart, hits: client };
}

/**
 * At most `limit` requests per key in each fixed window of `windowMs` (0: no window), and past
 * `dailyLimit` submissions in a day (UTC; 0: no cap) the next are marked, counted in Postgres with atomic
 * upserts, so every function instance shares the same counts; the key's neighbourhood gets
 * `neighbourhoodFactor` times each (0: not counted). Keys are stored only as their keyed hash.
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
  /** RATE_LIMIT_NEIGHBOURHOOD_FACTOR; NEIGHBOURHOOD_FACTOR when absent. */
  neighbourhoodFactor?: number;
}): RateLimiter {
  const { sql, limit, windowMs, dailyLimit, clock } = options;
  const factor = options.neighbourhoodFactor ?? NEIGHBOURHOOD_FACTOR;
  const hash = createKeyedHash(options.secret, 'client-address');
  /** The key's neighbourhood, counted only with a factor above 0. */
  const neighbourhoodOf = (key: string) => (factor > 0 ? addressNeighbourhood(key) : undefined);
  return {
    async hitWindow(key) {
      if (limit <= 0) return { allowed: true };
      const now = clock.now();
      const neighbourhood = neighbourhoodOf(key);
      const hits = await countClientHit(sql, {
        client: await hash(key),
        neighbourhood: neighbourhood && (await hash(neighbourhood)),
        clientMax: limit,
        now,
        windowMs,
      });
      if (hits.client <= limit && hits.neighbourhood <= limit * factor) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((hits.windowStart + windowMs - now) / 1000)),
      };
    },
    async hitDay(key, solution) {
      if (dailyLimit <= 0) return false;
      const now = clock.now();
      const day = new Date(now - (now % DAY_MS));
      const address = await hash(`day:${key}`);
      const neighbourhoodKey = neighbourhoodOf(key);
      const neighbourhood = neighbourhoodKey ? await hash(`day:${neighbourhoodKey}`) : null;
      const mark = await hash(`solution:${solution}`);
      // A solution counts once: its first arrival marks it (a row of its own), in the same statement,
      // so a solution sent again (used up, a retry), even many times at once, adds nothing. Its
      // neighbourhood counts it only while the client is within its own cap: the client's later ones
      // are spam, bounded by the spam room, and cannot use up the neighbours' day.
      const [row] = await query(
        () => sql<{ hits: number; neighbourhood: number | null }[]>`
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
          ), neighbourhood as (
            insert into public.rate_limit_windows (address, window_start, hits)
            select ${neighbourhood}::text, ${day}, 1 from counted
            where ${neighbourhood}::text is not null and counted.hits <= ${dailyLimit}
            on conflict (address, window_start) do update set hits = rate_limit_windows.hits + 1
            returning hits
          )
          select coalesce((select hits from counted), (
            select hits from public.rate_limit_windows where address = ${address} and window_start = ${day}
          ), 0) as hits, (select hits from neighbourhood) as neighbourhood`,
      );
      // Past the neighbourhood's cap this new solution is refused, not stored: a /48 holds 65,536
      // clients, each with a day of its own (decision 054).
      if ((row?.neighbourhood ?? 0) > dailyLimit * factor)
        throw new NeighbourhoodDayFullError(Math.max(1, Math.ceil((day.getTime() + DAY_MS - now) / 1000)));
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

/** An IPv4 address's /24. */
const ipv4Block = (binary: bigint) => `${convertIPv4BinaryToString((binary >> 8n) << 8n)}/24`;

/**
 * The neighbourhood an address (or its bucket, `addressBucket`) is counted in besides itself
 * (decision 054): an IPv6 client by its /48, what one site or subscriber gets (65,536 /64s); an IPv4
 * address (an IPv4-mapped one too) by its /24. Undefined for anything that is no address.
 */
export function addressNeighbourhood(address: string): string | undefined {
  const bare = address.endsWith('/64') ? address.slice(0, -3) : address;
  const kind = distinctRemoteAddr(bare);
  if (kind === 'IPv4') return ipv4Block(convertIPv4ToBinary(bare));
  if (kind !== 'IPv6') return undefined;
  let binary: bigint;
  try {
    binary = convertIPv6ToBinary(bare);
  } catch {
    return undefined;
  }
  if (isIPv4MappedIPv6(binary)) return ipv4Block(convertIPv4MappedIPv6ToIPv4(binary));
  return `${convertIPv6BinaryToString((binary >> 80n) << 80n)}/48`;
}

/**
 * The keyed hashes a client's stored rows carry (`client_hash` and its neighbourhood's), as the rate
 * limit keeps its key: under the purpose `client-address`, never the address. `neighbourhood` is
 * undefined when the key is no address.
 */
export function createClientHashes(secret: string) {
  const hash = createKeyedHash(secret, 'client-address');
  return async (key: string): Promise<{ client: string; neighbourhood: string | undefined }> => {
    const neighbourhood = addressNeighbourhood(key);
    return { client: await hash(key), neighbourhood: neighbourhood && (await hash(neighbourhood)) };
  };
}

import type { Clock } from './clock.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { hit(key: string): RateDecision };

/**
 * Sliding-window limiter kept in memory: at most `limit` hits per `windowMs` for each key. On Supabase each
 * isolate keeps its own window, which is enough to slow a script down; it is not a global quota.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; clock: Clock }): RateLimiter {
  const { limit, windowMs, clock } = options;
  const hits = new Map<string, number[]>();
  return {
    hit(key) {
      const now = clock.now();
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hits.set(key, recent);
      // Forget idle keys now and then so the map does not grow without bound.
      if (hits.size > 10_000) {
        for (const [k, times] of hits) if (times.every((at) => now - at >= windowMs)) hits.delete(k);
      }
      return { allowed: true };
    },
  };
}

/** A limiter that allows everything (benchmarks, or RATE_LIMIT_MAX=0). */
export const unlimited: RateLimiter = { hit: () => ({ allowed: true }) };

/**
 * The client's address: `cf-connecting-ip`, then the first `x-forwarded-for` entry (set by the platform's
 * proxy), then the address the runner saw.
 */
export function clientAddress(request: Request, remoteAddress?: string): string {
  const cf = request.headers.get('cf-connecting-ip')?.trim();
  if (cf) return cf;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return remoteAddress ?? 'unknown';
}

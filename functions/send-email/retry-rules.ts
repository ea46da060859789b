/**
 * When a failed delivery is tried again: 30 s, doubling, at most an hour apart, 12 attempts in all
 * (about six hours). All within the 24 hours Resend keeps an Idempotency-Key, so a retry of a message
 * Resend did accept (the answer was lost) is not delivered twice.
 */
export const RETRY_RULES = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 12,
  /** How long a delivery in progress holds its submission before a scheduled run may take it. */
  leaseMs: 2 * 60 * 1000,
  /** Submissions one scheduled run delivers at most. */
  batchSize: 25,
  /**
   * A run takes no new submission after this long, well inside the Edge Function's wall-clock limit
   * (150 s on the free plan), and within the lease of the one it is delivering.
   */
  runBudgetMs: 60_000,
} as const;

export function retryDelayMs(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(RETRY_RULES.maxDelayMs, RETRY_RULES.firstDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

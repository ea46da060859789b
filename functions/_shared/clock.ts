/** Time source, injected so tests and the rate limiter can control it. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };
